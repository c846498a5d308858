// Security headers (helmet): a Content-Security-Policy the built PWA passes (no inline
// scripts; inline styles are allowed because Mantine sets style attributes), no framing,
// no MIME sniffing, and HSTS only when the request came over HTTPS (directly or via a proxy).
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
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

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, HELMET_OPTIONS);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') {
      void reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });
}

const setHeaders = helmet(HELMET_OPTIONS);

/**
 * The same headers on a raw response: for the answers Fastify gives before any route or hook
 * runs (an address it cannot decode), which the plugin's hooks never see.
 */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  setHeaders(req, res, () => undefined);
}
