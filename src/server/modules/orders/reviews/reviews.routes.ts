import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OrderDetailsSchema, OrderIdParamsSchema } from '#shared/schemas/order.ts';
import { HeldOrderSchema, ReviewDecisionBodySchema } from '#shared/schemas/review.ts';
import { AppError } from '#server/errors.ts';
import { requireUser } from '#server/plugins/auth.ts';
import type { ConfigOptions } from '#server/plugins/service.ts';
import { mailSiteUrl } from '#server/site-url.ts';

const tags = ['Orders'];
// Staff come in for the MLRO, who may be a Staff member: the handlers let in Admins and the MLRO.
const staff = { access: 'staff' as const };
const REVIEWS_FOR = 'Reviews are for Admins and the MLRO';

/** Lets Admins and the MLRO in; other Staff are refused before their request is read. */
async function adminOrMlro(request: FastifyRequest) {
  const { role, mlro } = await requireUser(request);
  if (role !== 'Admin' && !mlro) throw new AppError('FORBIDDEN', REVIEWS_FOR);
}

/** The review queue: due diligence for Admins, sanctions holds for the MLRO (Admin or Staff). */
export const reviewRoutes: FastifyPluginAsyncZod<ConfigOptions> = async (app, { config }) => {
  const { reviews } = app;

  app.get(
    '/api/reviews',
    {
      schema: {
        tags,
        summary:
          'Orders held for due-diligence review or for sanctions, oldest first, with their linked orders (Admins and the MLRO)',
        description: `An order waits here when its customer's orders of the last 90 days (by e-mail, phone, or name and ID document; Deleted, Cancelled and Expired aside) reach £${config.CDD_THRESHOLD_GBP.toLocaleString('en-GB')} (CDD_THRESHOLD_GBP). \`linkedGbp\` is that total when the order was held; \`linkedOrders\` are the customer's other orders from 90 days before it. An order whose customer's name (or the name on the ID document shown at completion) matched the UK Sanctions List waits here too, \`holdReasons\` naming \`sanctions\` and \`sanctionsMatch\` the listed individual, until the MLRO decides; a reported order stays here, frozen, until the report is closed.`,
        response: { 200: z.array(HeldOrderSchema) },
      },
      config: staff,
      preValidation: adminOrMlro,
    },
    () => reviews.held(),
  );

  app.post(
    '/api/reviews/:id',
    {
      schema: {
        tags,
        summary: 'Decide on a held order: clear, reject, report or close the report, with a note',
        description:
          'Admins and the MLRO (who may be a Staff member; anyone else 403). Due diligence (an Admin): `clear`: the order may be accepted and completed. `reject`: the order is deleted as staff delete it (its notes released), the note kept as the reason. Sanctions (the MLRO only; anyone else 403, Admins included): `clear` (with `hold: "sanctions"` when the order is also held for due diligence): a false positive, the order goes on. `report` with `reportedTo` (`NCA` or `OFSI`), `reference` and `reportedOn`: the order is frozen (no move, no expiry, its notes held) until `close-report`, after which it goes on. Each decision is audited with its note. 409 when the order is not held as the decision needs (or no longer open).',
        params: OrderIdParamsSchema,
        body: ReviewDecisionBodySchema,
        response: { 200: OrderDetailsSchema },
      },
      config: staff,
      preValidation: adminOrMlro,
    },
    async (request) => {
      const actor = await requireUser(request);
      return reviews.decide(actor, request.params.id, request.body, mailSiteUrl(config));
    },
  );
};
