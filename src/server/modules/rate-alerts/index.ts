export { default as rateAlerts, createRateAlertJob } from './rate-alerts.plugin.ts';
export { rateAlertRoutes } from './rate-alerts.routes.ts';
