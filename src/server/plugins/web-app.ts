/**
 * Serves the built React app: hashed assets cached for a year, and index.html (never cached,
 * held in memory: it is the most requested file) for every other page path so the app's router
 * can show the page, or its own not-found page.
 * Unknown paths under /api, and missing files, are JSON 404s.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './error-handler.ts';
import type { ConfigOptions } from './service.ts';

function isPagePath(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.startsWith('/api/') &&
    path !== '/api' &&
    !lastSegment.includes('.')
  );
}

async function webApp(app: FastifyInstance, { config }: ConfigOptions) {
  const root = resolve(config.WEB_DIST_DIR);
  const indexPath = join(root, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath) : undefined;
  if (!indexHtml) app.log.warn({ root }, 'the web app is not built: run `npm run build`');
  else {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      // The build writes .br and .gz copies (scripts/precompress.ts): sent when accepted.
      preCompressed: true,
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(join(root, 'assets'));
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (indexHtml && isPagePath(request)) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml);
    }
    const what = request.url.startsWith('/api') ? 'API route' : 'file';
    return reply
      .code(404)
      .send(errorBody('NOT_FOUND', `No ${what} at ${request.method} ${request.url.split('?')[0]}`));
  });
}

export default fp(webApp, { name: 'web-app' });
