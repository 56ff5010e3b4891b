export { default as rates } from './rates.plugin.ts';
export { rateRoutes } from './rates.routes.ts';
