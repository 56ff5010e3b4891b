export { default as contactService } from './contact.plugin.ts';
export { contactRoutes } from './contact.routes.ts';
