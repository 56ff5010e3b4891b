import type { FastifyBaseLogger } from 'fastify';

/** The part of the server's logger the rates module writes to. */
export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
