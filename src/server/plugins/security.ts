/**
 * Security headers on every response, and a refusal of state-changing requests sent from
 * another site (cookies are SameSite=Lax; this also covers the spec's state-changing GETs, which
 * routes mark with `config: { changesState: true }`).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    changesState?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (!origin) return false; // not a browser: it carries no ambient cookies
  return !URL.canParse(origin) || new URL(origin).host !== request.host;
}

async function security(app: FastifyInstance) {
  await app.register(helmet, {
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
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    const changesState =
      !SAFE_METHODS.has(request.method) || request.routeOptions.config.changesState === true;
    if (changesState && isCrossSite(request)) {
      throw new AppError('FORBIDDEN', 'Requests from other sites are not allowed');
    }
  });
}

export default fp(security, { name: 'security' });
