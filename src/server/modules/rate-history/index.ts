export { rateHistoryRoutes } from './rate-history.routes.ts';
export { sitemapRoutes } from './sitemap.routes.ts';
