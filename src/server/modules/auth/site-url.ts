import type { FastifyRequest } from 'fastify';

/**
 * The address browsers reach this site at, for links that leave it (e-mails, OpenID redirects):
 * PUBLIC_URL when set, else the origin the request came to.
 */
export function siteUrl(publicUrl: string | undefined, request: FastifyRequest): string {
  return publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
}
