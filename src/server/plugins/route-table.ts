/** Every route the app registers, with who may call it: for the authorization matrix and fuzzing. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from './auth.ts';

export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

async function routeTable(app: FastifyInstance) {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, access: route.config?.access });
    }
  });
}

export default fp(routeTable, { name: 'route-table' });
