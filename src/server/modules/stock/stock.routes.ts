import { branchScope } from '../../branch-scope.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CurrencyParamsSchema } from '#shared/schemas/currency.ts';
import {
  CurrencyStockSchema,
  DenominationsBodySchema,
  DenominationsSchema,
  StockAdjustmentBodySchema,
  StockCountsBodySchema,
  StockParamsSchema,
  StockSettingsBodySchema,
} from '#shared/schemas/stock.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { ConfigOptions } from '../../plugins/service.ts';

const tags = ['Stock'];
// Staff of the branch concerned, or an Admin: the services check the branch.
const staff = { access: 'staff' as const };
const admin = { access: 'admin' as const };
const BranchStockParamsSchema = StockParamsSchema.pick({ branchKey: true });
const CurrencyStockListSchema = z.array(CurrencyStockSchema);
const REASONS =
  'The reason is `counted` (ledger kind `count`), `delivery`, `damaged` or `adjustment`; `note` is kept in the ledger.';

export const stockRoutes: FastifyPluginAsyncZod<ConfigOptions> = async (app) => {
  app.get(
    '/api/denominations/:currency',
    {
      schema: {
        tags,
        summary: 'The banknotes a currency is sold in, face values in major units, smallest first',
        params: CurrencyParamsSchema,
        response: { 200: DenominationsSchema },
      },
    },
    (request) => app.stock.denominations(request.params.currency),
  );

  app.put(
    '/api/denominations/:currency',
    {
      schema: {
        tags,
        summary: "Replace a currency's banknote series",
        description:
          'A note that a branch still holds, or that is on its way between branches, cannot be removed: 409 naming the branch.',
        params: CurrencyParamsSchema,
        body: DenominationsBodySchema,
        response: { 200: DenominationsSchema },
      },
      config: admin,
    },
    async (request) => {
      const actor = await requireUser(request);
      return app.stock.setDenominations(
        actor.email,
        request.params.currency,
        request.body.denominations,
      );
    },
  );

  // A static segment wins over :branchKey: this is never read as a branch called "low".
  app.get(
    '/api/stock/low',
    {
      schema: {
        tags,
        summary: 'The currencies whose available value is below their branch threshold',
        response: { 200: CurrencyStockListSchema },
      },
      config: staff,
    },
    async (request) => app.stock.low(await branchScope(request)),
  );

  app.get(
    '/api/stock/:branchKey',
    {
      schema: {
        tags,
        summary: "Every currency's notes at a branch: on hand, held by open orders, available",
        description: 'Every currency of the catalogue, tracked or not, in catalogue order.',
        params: BranchStockParamsSchema,
        response: { 200: CurrencyStockListSchema },
      },
      config: staff,
    },
    (request) => app.stock.branchStock(request.params.branchKey),
  );

  app.get(
    '/api/stock/:branchKey/:currency',
    {
      schema: {
        tags,
        summary: "One currency's notes at a branch",
        params: StockParamsSchema,
        response: { 200: CurrencyStockSchema },
      },
      config: staff,
    },
    (request) => app.stock.currencyStock(request.params.branchKey, request.params.currency),
  );

  app.put(
    '/api/stock/:branchKey/:currency',
    {
      schema: {
        tags,
        summary: 'Set the on-hand counts of some notes (`{ "50": 10 }`)',
        description: `Each count becomes a ledger movement of the difference. A count below what open orders hold is 409, its issue at \`counts.<note>\`; a note the currency is not sold in is 400. ${REASONS}`,
        params: StockParamsSchema,
        body: StockCountsBodySchema,
        response: { 200: CurrencyStockSchema },
      },
      config: staff,
    },
    async (request) => {
      const actor = await requireUser(request);
      const { branchKey, currency } = request.params;
      return app.stock.setCounts(actor.email, branchKey, currency, request.body);
    },
  );

  app.post(
    '/api/stock/:branchKey/:currency/adjustments',
    {
      schema: {
        tags,
        summary: 'Add or remove notes (`{ "50": -2 }`)',
        description: `A change that would take a count below 0 or below what open orders hold is 409, its issue at \`changes.<note>\`. ${REASONS}`,
        params: StockParamsSchema,
        body: StockAdjustmentBodySchema,
        response: { 200: CurrencyStockSchema },
      },
      config: staff,
    },
    async (request) => {
      const actor = await requireUser(request);
      const { branchKey, currency } = request.params;
      return app.stock.adjust(actor.email, branchKey, currency, request.body);
    },
  );

  app.put(
    '/api/stock/:branchKey/:currency/settings',
    {
      schema: {
        tags,
        summary: 'Whether the branch counts the currency, and below what value it is low',
        description:
          'Untracked: stock unknown, the currency is offered on request and staff confirm each order. `lowBelow` in major units of the currency; null: no alert.',
        params: StockParamsSchema,
        body: StockSettingsBodySchema,
        response: { 200: CurrencyStockSchema },
      },
      config: admin,
    },
    async (request) => {
      const actor = await requireUser(request);
      const { branchKey, currency } = request.params;
      return app.stock.setSettings(actor.email, branchKey, currency, request.body);
    },
  );
};
