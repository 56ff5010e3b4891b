import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTACT_MESSAGES,
  ContactBodySchema,
  ContactIdParamsSchema,
  ContactListQuerySchema,
  ContactMessageSchema,
  ContactReceiptSchema,
} from '#shared/schemas/contact.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { limitPerAddress } from '../../shared-state/limit-per-address.ts';

const tags = ['Contact'];
const staff = { access: 'admin' as const };

/** Messages one address may send per hour: plenty for a customer, little for a spammer. */
export const CONTACT_MESSAGES_PER_HOUR = 10;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contact } = app;
  const limit = limitPerAddress(app, 'contact-ip', {
    max: CONTACT_MESSAGES_PER_HOUR,
    timeWindow: 60 * 60_000,
  });

  app.post(
    '/api/contact',
    {
      schema: {
        tags,
        summary: 'Send a message to the bureau from the contact page',
        description: `At most ${CONTACT_MESSAGES_PER_HOUR} messages an hour from one address (429 with Retry-After).`,
        body: ContactBodySchema,
        response: { 201: ContactReceiptSchema },
      },
      // Counted after validation: only messages that would be stored use up the allowance.
      preHandler: async (request, reply) => {
        const result = await limit(request);
        if (!result.isAllowed && result.isExceeded) {
          request.log.warn('contact messages throttled');
          reply.header('retry-after', String(result.ttlInSeconds));
          throw new AppError('RATE_LIMITED', CONTACT_MESSAGES.tooMany);
        }
      },
    },
    async (request, reply) => reply.code(201).send(await contact.receive(request.body)),
  );

  app.get(
    '/api/messages',
    {
      schema: {
        tags,
        summary: 'Contact messages, newest first; the total is in X-Total-Count',
        querystring: ContactListQuerySchema,
        response: { 200: z.array(ContactMessageSchema) },
      },
      config: staff,
    },
    async (request, reply) => {
      const { messages, total } = await contact.list(request.query);
      reply.header('x-total-count', String(total));
      return messages;
    },
  );

  app.put(
    '/api/messages/:id/handled',
    {
      schema: {
        tags,
        summary: 'Mark a contact message as handled (recorded in the audit log)',
        description: 'A message handled already keeps its first handler and time.',
        params: ContactIdParamsSchema,
        response: { 200: ContactMessageSchema },
      },
      config: staff,
    },
    async (request) => {
      const actor = await requireUser(request);
      return contact.markHandled(actor.email, request.params.id);
    },
  );
};
