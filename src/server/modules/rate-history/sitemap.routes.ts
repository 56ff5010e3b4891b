import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConfigOptions } from '../../plugins/service.ts';
import { requestSiteUrl } from '../../site-url.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/**
 * /sitemap.xml and /robots.txt, outside /api where crawlers look for them. Served here rather than
 * as static files: both need the site's absolute address, and the sitemap the current currencies.
 */
export const sitemapRoutes: FastifyPluginAsyncZod<ConfigOptions> = async (app, { config }) => {
  const tags = ['Search engines'];
  // Search engines fetch these rarely; an hour spares the catalogue query.
  const cacheControl = 'public, max-age=3600';

  app.get(
    '/sitemap.xml',
    { schema: { tags, summary: 'The public pages and every currency page, for search engines' } },
    async (request, reply) => {
      const currencies = await app.currencies.list();
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', cacheControl)
        .send(sitemapXml(requestSiteUrl(config.PUBLIC_URL, request), currencies));
    },
  );

  app.get(
    '/robots.txt',
    { schema: { tags, summary: 'What crawlers may visit, and where the sitemap is' } },
    async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', cacheControl)
        .send(robotsTxt(requestSiteUrl(config.PUBLIC_URL, request))),
  );
};
