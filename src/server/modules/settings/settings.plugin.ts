/** The bureau's settings (the storefront's promotional line), shared as `app.settings`. */
import { servicePlugin } from '../../plugins/service.ts';
import { createSettingsService, type SettingsService } from './settings.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
  }
}

export default servicePlugin('settings', ['database'], (app) =>
  app.decorate('settings', createSettingsService(app.db, app.clock)),
);
