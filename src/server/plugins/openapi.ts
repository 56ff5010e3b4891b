/** The OpenAPI document, generated from the routes' zod schemas, browsable at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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

async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
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
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The docs' own policy (hashes for their inline code), held to the site's rules: never
    // framed, and no upgrade to https, which on plain http would break the page.
    transformStaticCSP: (header: string) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/\s*upgrade-insecure-requests;/, ''),
  });
}

export default fp(openapi, { name: 'openapi' });
