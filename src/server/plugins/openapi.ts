/**
 * The OpenAPI document, generated from the routes' zod schemas, browsable at /api/docs. Its
 * libraries (@fastify/swagger, its UI and the yaml writer, about a hundred modules) load with the
 * first request for the docs, not at start-up: the routes are noted as they are added, and that
 * request builds a small Fastify instance of the docs alone, given the same routes, which answers
 * every request under /api/docs from then on.
 */
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { zodSchemasOnly } from '../zod-schemas-only.ts';

/** What holds for every call; each route's own summary and description say the rest. */
const OVERVIEW = [
  'Currencies, branches, orders and staff operations of the bureau. Every call is under `/api`.',
  '',
  '**Errors.** An error is `{ "error": { "code", "message", "reason"?, "issues"? } }` with a 4xx or 5xx status. `message` is fit to show a customer and may be reworded; `reason` is the stable name of a refusal a client must tell from others of its code (each route lists the reasons it may give, and `RATES_CHANGED` names each stale item\'s own `reason` in its issue); `issues` (`[{ path, message, reason? }]`) names each field or item at fault; the details of a 5xx stay in the server log. 503 `UNAVAILABLE` with `Retry-After: 5` means the database cannot be reached or cannot take writes for now: try again.',
  '',
  "**Sessions and access.** Signing in sets an HttpOnly session cookie. A call for signed-in users, Staff or Admins answers 401 without a session and 403 without the role, before its body is read. Staff act on their own branches only: a path or query naming another branch is 403, and another branch's order is 404, as if it did not exist. The answers of calls that need a session carry `Cache-Control: no-store`.",
  '',
  "**Same-site check.** A state-changing request that carries a cookie must show that it comes from the site: `Sec-Fetch-Site: same-origin` (or `none`), an `Origin` equal to the site's, or an `X-Requested-With` header (the web app sends one); otherwise it is 403. A request without cookies needs none of them.",
  '',
  "**Limits.** A throttled call answers 429 with `Retry-After` in seconds. Sign-in, sign-up, the Secure Box, order status and the customer's order page are counted per address over 15 minutes, and failed attempts naming one account, Box user or order number are counted per account, from one address and from all addresses together.",
  '',
  '**Retries.** `POST /api/Order` takes an `Idempotency-Key` (a UUID per checkout attempt): a retry with the same key and body gets the first answer, never a second order; the same key with another body is 422. Keys are kept for 25 hours.',
  '',
  '**Lists.** Paged lists take `limit` and `offset` and give the total in the `X-Total-Count` header.',
].join('\n');

const DOCS = '/api/docs';

/** Set by the docs instance on an address it has nothing for: the app's own 404 answers it. */
const NOT_FOUND = 'x-docs-not-found';

/** Headers of the docs instance's answer the app's own reply works out for itself. */
const HOP_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', NOT_FOUND]);

/** The docs alone, documenting `routes`: what the app served at start-up before. */
async function docsInstance(routes: RouteOptions[]): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  // HEAD is answered by the app's own route, from this instance's GET.
  const docs = Fastify({ schemaController: zodSchemasOnly, exposeHeadRoutes: false });
  docs.setValidatorCompiler(validatorCompiler);
  docs.setSerializerCompiler(serializerCompiler);
  docs.setNotFoundHandler((_request, reply) => reply.header(NOT_FOUND, '1').code(404).send());
  await docs.register(swagger, {
    openapi: {
      info: {
        title: 'Travel money storefront API',
        description: OVERVIEW,
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await docs.register(swaggerUi, {
    routePrefix: DOCS,
    staticCSP: true,
    // The docs' own policy (hashes for their inline code), held to the site's rules: never
    // framed, and no upgrade to https, which on plain http would break the page.
    transformStaticCSP: (header: string) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/\s*upgrade-insecure-requests;/, ''),
  });
  // The same routes, as @fastify/swagger would have noted them in the app: only their
  // addresses, methods and schemas are read.
  const noop = () => undefined;
  for (const { method, url, schema, config } of routes) {
    docs.route({ method, url, schema, config, handler: noop });
  }
  await docs.ready();
  return docs;
}

async function openapi(app: FastifyInstance) {
  // Noted as @fastify/swagger notes them: the HEAD routes Fastify adds to each GET are left out,
  // and so are the docs' own.
  const routes: RouteOptions[] = [];
  let docs: Promise<FastifyInstance> | undefined;
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= docsInstance(routes).catch((error: unknown) => {
      docs = undefined;
      throw error;
    });
    const instance = await docs;
    const answered = await instance.inject({
      method: 'GET',
      url: request.url,
      headers: request.headers,
    });
    for (const [name, value] of Object.entries(answered.headers)) {
      if (!HOP_HEADERS.has(name) && value !== undefined) reply.header(name, value);
    }
    if (answered.headers[NOT_FOUND]) return reply.callNotFound();
    // An empty answer (a redirect, a 304) goes without a body, and so without a content type.
    const { rawPayload } = answered;
    return reply.code(answered.statusCode).send(rawPayload.length > 0 ? rawPayload : undefined);
  };
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD' && route.handler !== answer) routes.push(route);
  });
  const hidden = { hide: true };
  app.get(DOCS, { schema: hidden }, answer);
  app.get(`${DOCS}/*`, { schema: hidden }, answer);
}

export default fp(openapi, { name: 'openapi' });
