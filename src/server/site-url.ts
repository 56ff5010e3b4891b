import type { FastifyRequest } from 'fastify';
import type { Config } from './config/env.ts';

/**
 * The address browsers reach this site at, for links that leave it (e-mails, OpenID redirects):
 * PUBLIC_URL when set, else the origin the request came to.
 */
export function siteUrl(publicUrl: string | undefined, request: FastifyRequest): string {
  return publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
}

/** The same for work no request started (reminders, expiry): PUBLIC_URL, else this server. */
export function configuredSiteUrl(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  return config.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://${config.HOST}:${config.PORT}`;
}
