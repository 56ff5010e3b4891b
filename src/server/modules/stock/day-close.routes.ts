import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DayCloseBodySchema,
  DayCloseParamsSchema,
  DayCloseSchema,
  DayReportSchema,
  GbpTillSchema,
  OpeningFloatBodySchema,
} from '#shared/schemas/stock-operations.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { ConfigOptions } from '../../plugins/service.ts';

const tags = ['Stock'];
// Staff of the branch concerned, or an Admin: the services check the branch.
const staff = { access: 'staff' as const };

export const dayCloseRoutes: FastifyPluginAsyncZod<ConfigOptions> = async (app) => {
  const { dayCloses } = app;

  app.get(
    '/api/day-close/:branchKey/:date',
    {
      schema: {
        tags,
        summary: "A branch's end of day: the notes to count against, and the day's report",
        description:
          "`expected` lists, per currency the branch counts, every note of the series and how many the ledger expects on hand at the end of the day (UK midnight, or the close). The report gives the orders completed, GBP in (Click & Collect) and out (Click & Sell, and change given back), each currency's notes in and out, and once closed the counts and variances.",
        params: DayCloseParamsSchema,
        response: { 200: DayCloseSchema },
      },
      config: staff,
    },
    (request) => dayCloses.view(request.params.branchKey, request.params.date),
  );

  app.post(
    '/api/day-close/:branchKey/:date',
    {
      schema: {
        tags,
        summary: 'Close the day at a branch: record the counts and set the stock to them',
        description:
          '`counts` gives, per currency, the notes counted by face value in major units (`{ "EUR": { "50": 10 } }`). A currency left out is not counted; within a counted currency a note left out counts 0. Each variance is recorded and applied as a `count` movement. `gbp`, the GBP counted in the till, is set against the opening float + GBP in − GBP out (400 without a float). A day that has not begun is 400; a day closed already is 409, as is a count below what orders hold (naming every note at fault, each an issue at its field).',
        params: DayCloseParamsSchema,
        body: DayCloseBodySchema,
        response: { 201: DayReportSchema },
      },
      config: staff,
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      const { branchKey, date } = request.params;
      return reply
        .code(201)
        .send(await dayCloses.close(actor.email, branchKey, date, request.body));
    },
  );

  app.put(
    '/api/day-close/:branchKey/:date/float',
    {
      schema: {
        tags,
        summary: "Enter the GBP a branch's till opens the day with",
        description:
          'The opening float, in pounds; entered again, it is corrected. The GBP counted at the close is set against it plus GBP in less GBP out. A day that has not begun is 400; a closed day 409.',
        params: DayCloseParamsSchema,
        body: OpeningFloatBodySchema,
        response: { 200: GbpTillSchema },
      },
      config: staff,
    },
    async (request) => {
      const actor = await requireUser(request);
      const { branchKey, date } = request.params;
      return dayCloses.setFloat(actor.email, branchKey, date, request.body);
    },
  );
};
