/** Sessions, shared as `app.sessions`: who is signed in, until idle or too old. */
import { servicePlugin } from '#server/plugins/service.ts';
import { createSessionService, type SessionService } from './sessions.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

export default servicePlugin('sessions', ['database'], (app, config) =>
  app.decorate(
    'sessions',
    createSessionService(
      app.db,
      {
        idleMs: config.SESSION_IDLE_MINUTES * 60_000,
        absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000,
      },
      app.clock,
    ),
  ),
);
