/** Accounts, shared as `app.users`: staff, Admins and customers who signed up. */
import { servicePlugin } from '#server/plugins/service.ts';
import { createUserService, type UserService } from './users.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    users: UserService;
  }
}

export default servicePlugin('users', ['database', 'sessions'], (app) =>
  app.decorate('users', createUserService(app.db, app.dialect, app.sessions, app.clock)),
);
