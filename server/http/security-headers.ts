// Security headers (helmet): a Content-Security-Policy the built PWA passes (no inline
// scripts; inline styles are allowed because Mantine sets style attributes), no framing,
// no MIME sniffing, and HSTS only when the request came over HTTPS (directly or via a proxy).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
};

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  hsts: false,
  crossOriginEmbedderPolicy: false,
  // Images are shown by other origins' link previews (Open Graph).
  crossOriginResourcePolicy: { policy: 'same-site' },
} as const;

// Made once: @fastify/helmet makes its middleware again on every request, parsing the policy
// each time (about a twentieth of a kept catalogue answer's server time, by a CPU profile).
const setHeaders = helmet(HELMET_OPTIONS);

/** The headers on every answer, before any hook or route can send it. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') {
      void reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });
}

/**
 * The same headers on a raw response: for the answers Fastify gives before any route or hook
 * runs (an address it cannot decode), which the hooks never see.
 */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  setHeaders(req, res, () => undefined);
}
