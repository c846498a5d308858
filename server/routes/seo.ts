// GET /sitemap.xml and /robots.txt, generated from the public catalogue.
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { robotsTxt, sitemapXml } from '../services/seo.service';

export function seoRoutes(app: ApiApp, ctx: AppContext): void {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=600')
      .send(await sitemapXml(ctx)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(ctx)),
  );
}
