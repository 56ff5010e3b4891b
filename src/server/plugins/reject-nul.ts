/**
 * Refuses a request whose body, query or path holds a NUL character in any text: PostgreSQL
 * cannot store one (the write would fail as a 500), no field has a use for it, and both
 * databases should answer alike, with a 400.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

function holdsNul(root: unknown): boolean {
  // Iterative: a body may nest deeply, and every level is looked at.
  const pending = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

async function rejectNul(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    const nul = holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body);
    done(nul ? new AppError('BAD_REQUEST', 'Text cannot contain a NUL character') : undefined);
  });
}

export default fp(rejectNul, { name: 'reject-nul' });
