import type { FastifyRequest } from 'fastify';
import type { Config } from './config/env.ts';

/**
 * The address e-mailed links point at: PUBLIC_URL, else this server on localhost (a development
 * machine). Never the request's Host header, which any client can set: the bureau's own sender
 * would mail a link to a site of the client's choosing. Production with SMTP_URL requires
 * PUBLIC_URL (config/env.ts).
 */
export function mailSiteUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return config.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${config.PORT}`;
}

/**
 * The address for answers to the browser that asked: the Google callback (Google redirects only
 * to addresses registered with it, so a forged Host leads nowhere) and the sitemap and robots.txt
 * (read by whoever asked, at the address they asked). PUBLIC_URL when set, else the request's.
 */
export function requestSiteUrl(publicUrl: string | undefined, request: FastifyRequest): string {
  return publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
}
