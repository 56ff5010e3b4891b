export { default as rateHistoryService } from './rate-history.plugin.ts';
export { rateHistoryRoutes } from './rate-history.routes.ts';
export { sitemapRoutes } from './sitemap.routes.ts';
