/**
 * Serves the built React app: hashed assets cached for a year; the public pages the build
 * prerendered (scripts/prerender.ts) at their routes; and index.html, the plain shell, for every
 * other page path so the app's router can show the page, or its own not-found page. Pages are
 * never cached and are held in memory (they are the most requested files), with their Brotli and
 * gzip copies. Unknown paths under /api, and missing files, are JSON 404s.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
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

/** A document as built, with the compressed copies the build wrote beside it. */
interface Document {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function readDocument(path: string): Document {
  const copy = (suffix: string) =>
    existsSync(path + suffix) ? readFileSync(path + suffix) : undefined;
  return { identity: readFileSync(path), br: copy('.br'), gzip: copy('.gz') };
}

/** A prerendered page: the route it answers, by segments, its file, and its own CSP. */
interface Page {
  segments: string[];
  path: string;
  document: Document;
  contentSecurityPolicy: string;
}

/** `/purchase/:currency/Order` -> ['purchase', ':currency', 'order']: routes match any case. */
const segmentsOf = (path: string) => path.toLowerCase().split('/').filter(Boolean);

function answers(page: Page, segments: string[]): boolean {
  return (
    page.segments.length === segments.length &&
    page.segments.every((segment, i) => segment.startsWith(':') || segment === segments[i])
  );
}

/**
 * The policy with the page's inlined critical CSS allowed by its hashes: styles stay limited to
 * this site's files and these exact blocks, and scripts to this site's files.
 */
export function allowInlineStyles(policy: string, html: string): string {
  const hashes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css = '']) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
  );
  return hashes.length
    ? policy.replace(/style-src [^;]*/, (directive) => `${directive} ${hashes.join(' ')}`)
    : policy;
}

/** The build's pages.json: each prerendered page's route and HTML file. */
const PagesManifestSchema = z.array(z.object({ route: z.string(), file: z.string() }));

/** The pages listed in the build's pages.json. */
function readPages(root: string, policy: string): Page[] {
  const manifest = join(root, 'pages.json');
  if (!existsSync(manifest)) return [];
  const routes = PagesManifestSchema.parse(JSON.parse(readFileSync(manifest, 'utf8')));
  return routes.map(({ route, file }) => {
    const path = join(root, file);
    const document = readDocument(path);
    return {
      segments: segmentsOf(route),
      path,
      document,
      contentSecurityPolicy: allowInlineStyles(policy, document.identity.toString()),
    };
  });
}

/** Sends the copy the browser accepts best, as fastify-static does for files. */
function sendDocument(request: FastifyRequest, reply: FastifyReply, document: Document) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] =
    document.br && /\bbr\b/.test(accepted)
      ? ['br', document.br]
      : document.gzip && /\bgzip\b/.test(accepted)
        ? ['gzip', document.gzip]
        : [undefined, document.identity];
  if (document.br || document.gzip) reply.header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
}

async function webApp(app: FastifyInstance, { config }: ConfigOptions) {
  const root = resolve(config.WEB_DIST_DIR);
  const indexPath = join(root, 'index.html');
  const indexHtml = existsSync(indexPath) ? readDocument(indexPath) : undefined;
  if (!indexHtml) app.log.warn({ root }, 'the web app is not built: run `npm run build`');
  const pages = indexHtml
    ? readPages(root, app.securityHeaders['content-security-policy'] ?? '')
    : [];
  if (indexHtml) {
    // The build writes .br and .gz copies (scripts/precompress.ts): sent when accepted.
    // The hashed assets, hundreds of files with the flags, answer through one route: a route
    // per file cost the start about 100 ms and the heap about 6 MB.
    await app.register(fastifyStatic, {
      root: join(root, 'assets'),
      prefix: '/assets/',
      index: false,
      preCompressed: true,
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
    });
    // The few files at the top (the service worker, the manifest, icons, the prerendered pages):
    // a route each. A page fetched as a file (the service worker keeps it to open offline) has
    // its own policy, as at its route.
    const filePolicies = new Map(pages.map((page) => [page.path, page.contentSecurityPolicy]));
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
      preCompressed: true,
      decorateReply: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', 'no-cache');
        const policy = filePolicies.get(path.replace(/\.(br|gz)$/, ''));
        if (policy) reply.header('content-security-policy', policy);
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (indexHtml && isPagePath(request)) {
      const segments = segmentsOf(request.url.split('?')[0] ?? '');
      const page = pages.find((candidate) => answers(candidate, segments));
      if (!page) return sendDocument(request, reply, indexHtml);
      reply.header('content-security-policy', page.contentSecurityPolicy);
      return sendDocument(request, reply, page.document);
    }
    const what = request.url.startsWith('/api') ? 'API route' : 'file';
    return reply
      .code(404)
      .send(errorBody('NOT_FOUND', `No ${what} at ${request.method} ${request.url.split('?')[0]}`));
  });
}

export default fp(webApp, { name: 'web-app' });
