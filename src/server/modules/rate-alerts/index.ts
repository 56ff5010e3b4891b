export { default as rateAlerts } from './rate-alerts.plugin.ts';
export { rateAlertRoutes } from './rate-alerts.routes.ts';
