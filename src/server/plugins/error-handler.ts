/**
 * One place that turns every failure into `{ "error": { code, message, reason?, issues? } }`. Messages of
 * 4xx errors are meant for the customer; 5xx details are logged and never sent.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorBody, type ErrorCode, type Reason } from '#shared/errors.ts';
import { entriesOf } from '#shared/objects.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { AppError, RateLimitedError } from '../errors.ts';

export const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable, please try again in a moment';

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  entriesOf(ERROR_STATUS).map(([code, status]) => [status, code]),
);

export function errorBody(
  code: ErrorCode,
  message: string,
  issues?: ErrorBody['error']['issues'],
  reason?: Reason,
) {
  return {
    error: { code, message, ...(reason ? { reason } : {}), ...(issues ? { issues } : {}) },
  } satisfies ErrorBody;
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply
        .code(error.status)
        .send(errorBody(error.code, error.message, error.issues, error.reason));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply
        .code(400)
        .send(errorBody('BAD_REQUEST', issues[0]?.message ?? 'Invalid request', issues));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS.get(status) ?? 'BAD_REQUEST';
      return reply.code(status).send(errorBody(code, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: the client may retry, and the log says why without a stack per request.
      request.log.warn({ reason: error.message }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(errorBody('UNAVAILABLE', UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('INTERNAL', 'Something went wrong'));
  });
}

export default fp(errorHandler, { name: 'error-handler' });
