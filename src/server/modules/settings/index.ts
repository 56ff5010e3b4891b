export { default as settingsService } from './settings.plugin.ts';
export { settingsRoutes } from './settings.routes.ts';
export { createSettingsService, type SettingsService } from './settings.service.ts';
