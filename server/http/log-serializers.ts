// What a request line in the log says. Fastify's default would log the whole URL, and some URLs
// carry secrets in the query: the mailed password-reset link (/reset-password?token=…) and the
// signed email-verification link. Their values are replaced before anything is written.
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = ['token', 'signature', 'password', 'password_confirmation'];

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/** Fastify's default request serializer, with the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
