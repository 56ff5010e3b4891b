/** The reference data's version, one per server, shared as `app.referenceVersion`. */
import { createReferenceVersion, type ReferenceVersion } from '../db/reference-version.ts';
import { servicePlugin } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    referenceVersion: ReferenceVersion;
  }
}

export default servicePlugin('reference-version', ['database'], (app) =>
  app.decorate('referenceVersion', createReferenceVersion(app.db, app.clock)),
);
