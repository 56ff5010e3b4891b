export { default as businessService } from './business.plugin.ts';
export { businessRoutes } from './business.routes.ts';
export { type BusinessService } from './business.service.ts';
