/**
 * Security headers on every response, and a refusal of state-changing requests that do not show
 * they come from this site (cookies are SameSite=Lax; this also covers the spec's state-changing
 * GETs, which routes mark with `config: { changesState: true }`).
 *
 * The headers are helmet's for our options, worked out once at start-up: @fastify/helmet would
 * rebuild its middleware, CSP parsing included, on every request (a tenth of the server's time
 * on the currency list). The API's JSON answers, which a browser never renders as a page, carry
 * only the headers that protect such an answer (OWASP's REST set): the page-only ones, a dozen
 * on every call, were a third of the currency list's cost above a bare node:http server.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { zodSchemasOnly } from '../zod-schemas-only.ts';
import { errorBody } from './error-handler.ts';
import type { ConfigOptions } from './service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    changesState?: boolean;
    /** The security headers of the route's answers, chosen when the route is added. */
    securityHeaders?: Readonly<Record<string, string>>;
  }
  interface FastifyInstance {
    /** The headers helmet sets with our options, the same on every answer. */
    securityHeaders: Record<string, string>;
  }
}

const HSTS = 'max-age=31536000; includeSubDomains';

/** A JSON answer's: not to be framed, sniffed as another type, or read by another site's page. */
const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** The API's routes, which answer JSON; its documentation, under /api/docs, is pages. */
const answersJson = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'], // https: for Google profile photos
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // Sent only over https, below: on plain http it would be ignored or, worse, pin localhost.
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'deny' },
};

/** What helmet sets with these options, read once from an answer of a bare instance. */
async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ schemaController: zodSchemasOnly });
  await probe.register(helmet, helmetOptions);
  probe.get('/', () => '');
  const { headers } = await probe.inject('/');
  await probe.close();
  const transport = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !transport.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Fastify's `frameworkErrors`: a URL the router refuses before any hook runs (bad
 * percent-encoding, an over-long parameter) still gets the security headers and the error shape.
 * Such a request does not read X-Forwarded-Proto by itself, hence `trustProxy`: whether the
 * peer is one of the configured proxies.
 */
export function refuseUnroutable(trustProxy: false | ((address: string, hop: number) => boolean)) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const peer = request.raw.socket.remoteAddress;
    const forwarded = String(request.headers['x-forwarded-proto'] ?? '')
      .split(',')
      .at(-1);
    const https =
      (trustProxy && peer !== undefined && trustProxy(peer, 0) && forwarded?.trim() === 'https') ||
      request.protocol === 'https';
    reply.headers(request.server.securityHeaders);
    if (https) reply.header('strict-transport-security', HSTS);
    const status = error.statusCode ?? 400;
    return status >= 500
      ? reply.code(500).send(errorBody('INTERNAL', 'Something went wrong'))
      : reply.code(status).send(errorBody('BAD_REQUEST', 'This web address is not valid'));
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameOrigin(a: string, b: string): boolean {
  return URL.canParse(a) && URL.canParse(b) && new URL(a).origin === new URL(b).origin;
}

/** Whether a state-changing request shows that it comes from this site's own pages. */
function fromThisSite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  // `none`: the user typed or bookmarked the address, which no other site can do for them.
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.headers.origin;
  if (origin) {
    // Scheme, host and port: http://shop and https://shop:8443 are other sites.
    const self = `${request.protocol}://${request.host}`;
    return sameOrigin(origin, self) || (publicUrl !== undefined && sameOrigin(origin, publicUrl));
  }
  // Only this site's own scripts can add a custom header: another site would need a CORS
  // preflight, which this server never grants. Browsers send neither header above on plain http.
  if (request.headers['x-requested-with']) return true;
  // No evidence at all is fine only without cookies: such a request carries no authority.
  return request.headers.cookie === undefined;
}

async function security(app: FastifyInstance, { config }: ConfigOptions) {
  // The address browsers reach the site at, when it differs from the request's own.
  const publicUrl = config.PUBLIC_URL;
  const headers = await helmetHeaders();
  app.decorate('securityHeaders', headers);

  app.addHook('onRoute', (route) => {
    route.config = {
      ...route.config,
      securityHeaders: answersJson(route.url) ? API_HEADERS : headers,
    };
  });

  // A callback hook, not an async one: it runs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    // A request no route takes (a 404) has no route config: it gets the pages' headers.
    reply.headers(request.routeOptions.config.securityHeaders ?? headers);
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', HSTS);
    }
    const changesState =
      !SAFE_METHODS.has(request.method) || request.routeOptions.config.changesState === true;
    done(
      changesState && !fromThisSite(request, publicUrl)
        ? new AppError('FORBIDDEN', 'Requests from other sites are not allowed')
        : undefined,
    );
  });
}

export default fp(security, { name: 'security' });
