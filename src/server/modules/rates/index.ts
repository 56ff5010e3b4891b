export { systemClock } from './clock.ts';
export { default as rates } from './rates.plugin.ts';
export { rateRoutes } from './rates.routes.ts';
