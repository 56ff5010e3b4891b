/** Messages from the contact page, shared as `app.contact`. */
import { servicePlugin } from '../../plugins/service.ts';
import { createContactService, type ContactService } from './contact.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    contact: ContactService;
  }
}

export default servicePlugin('contact', ['database'], (app) =>
  app.decorate('contact', createContactService(app.db, app.clock)),
);
