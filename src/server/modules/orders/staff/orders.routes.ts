import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encodeOrderCursor } from '#shared/domain/order-cursor.ts';
import type { OrderAction, OrderStatus } from '#shared/domain/order-state.ts';
import {
  CollectionDayBodySchema,
  CompleteOrderBodySchema,
  CreateOrderBodySchema,
  DeleteOrderBodySchema,
  OrderDetailsSchema,
  OrderIdParamsSchema,
  OrderListQuerySchema,
  OrderLookupBodySchema,
  OrderLookupResponseSchema,
  OrderStatsSchema,
  OrderStatusListQuerySchema,
  OrderViewSchema,
  PlacedOrderSchema,
  StaffOrderViewSchema,
} from '#shared/schemas/order.ts';
import { ReceiptSchema } from '#shared/schemas/receipt.ts';
import type { ConfigOptions } from '#server/plugins/service.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { refusals } from '#server/refusals.ts';
import { branchScope } from '#server/branch-scope.ts';
import { mailSiteUrl } from '#server/site-url.ts';
import { sendSerializedJson } from '#server/serialized-json.ts';
import { orderThrottle } from '../placing/order-throttle.ts';
import { listPageCache, type ListPage } from './list-page-cache.ts';
import { SEARCH_COUNT_LIMIT } from './order-list.repository.ts';
import type { MoveOptions } from './order-moves.ts';

const tags = ['Orders'];
const LIST_PAGES = [
  'Pages by `offset`, or by `after`: the X-Next-Cursor of the page before, which stays right while new orders arrive.',
  'A page followed by more has X-Next-Cursor, and Link with `rel="next"`: the next page\'s address.',
  `With \`q\`, X-Total-Count counts up to ${SEARCH_COUNT_LIMIT.toLocaleString('en-GB')} matches.`,
].join(' ');
// Staff of the branch concerned, or an Admin: the services check the branch.
const staff = { access: 'staff' as const };

export const orderRoutes: FastifyPluginAsyncZod<ConfigOptions> = async (app, { config }) => {
  const { orders } = app;
  const throttle = orderThrottle(app, config.ORDER_RATE_LIMIT_PER_IP);

  app.post(
    '/api/Order',
    {
      schema: {
        tags,
        summary: 'Place an order, priced from server quotes, for a collection day',
        description: [
          "An item with `quoteId` (from `POST /api/quotes`) is priced from that quote, and each quote prices one order; an item without one is priced at the currency's rate of the moment.",
          "A stale item answers 409 'Rates have changed, please review your basket' with `reason: 'RATES_CHANGED'` and `issues: [{ path: 'items.<index>', message, reason }]`, reason one of QUOTE_UNKNOWN, QUOTE_EXPIRED, QUOTE_USED, QUOTE_WITHDRAWN, QUOTE_MISMATCH, PRICE_CHANGED.",
          '`collectionDate` (YYYY-MM-DD, UK) picks the day from `GET /api/branches/{key}/collection-days`; unset, the earliest. A past, closed or too-late day answers 400 naming `collectionDate`.',
          "The 201 answer carries `customerUrl`, the path of the order's own page for the customer.",
          'Send an `Idempotency-Key` (a UUID per checkout attempt): a retry with the same key and body returns the first answer; the same key with another body is 422.',
          `An order above £${config.ORDER_MAX_GBP.toLocaleString('en-GB')} is 422, to be arranged in branch. A branch that no longer has the notes answers 409 naming the branches that can supply the basket (issue at \`addressKey\`).`,
          `Limits: ${config.ORDER_RATE_LIMIT_PER_IP} attempts an hour from one address and ${config.ORDER_RATE_LIMIT_PER_EMAIL} orders a day for one e-mail (429 with Retry-After);`,
          `£${config.ORDER_MAX_GBP_90_DAYS.toLocaleString('en-GB')} per customer (same e-mail or phone) over 90 days (422).`,
        ].join(' '),
        headers: z.object({
          'idempotency-key': z.uuid('Idempotency-Key must be a UUID').optional(),
        }),
        body: CreateOrderBodySchema,
        response: {
          201: PlacedOrderSchema,
          ...refusals({
            BAD_REQUEST: ['DAY_REFUSED'],
            CONFLICT: ['RATES_CHANGED', 'NOTES_GONE'],
            UNPROCESSABLE: ['ORDER_LIMIT', 'LIMIT_90_DAYS'],
          }),
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      // A retry answered from its Idempotency-Key record is neither refused nor counted again:
      // the address is counted only when an order is attempted.
      const earlier = key === undefined ? undefined : await orders.placedWith(key, request.body);
      if (earlier) return reply.code(201).send(earlier);
      await throttle(request);
      const placed = await orders.place(request.body, {
        idempotencyKey: key,
        site: mailSiteUrl(config),
      });
      app.metrics.ordersPlaced.inc({ way: request.body.way, branch: request.body.addressKey });
      return reply.code(201).send(placed);
    },
  );

  const lookupThrottle = app.throttleAttempts(
    OrderLookupBodySchema,
    (body) => `order:${body.orderNumber}`,
  );
  app.post(
    '/api/order-status',
    {
      schema: {
        tags,
        summary: "A customer's order status, by order number and e-mail",
        description:
          'Both must match, else 404. Attempts are counted as sign-in attempts are, per address and per order number (429 with Retry-After).',
        body: OrderLookupBodySchema,
        response: { 200: OrderLookupResponseSchema },
      },
      ...lookupThrottle,
    },
    (request) => orders.lookup(request.body.orderNumber, request.body.email),
  );

  /** A page of a list built anew, as `version` of the lists. */
  async function render(
    filter: Parameters<typeof orders.list>[0],
    request: FastifyRequest,
    reply: FastifyReply,
    version: number,
  ): Promise<ListPage> {
    const { orders: found, total, next } = await orders.list(filter);
    const headers: Record<string, string> = { 'x-total-count': String(total) };
    if (next) {
      const cursor = encodeOrderCursor(next);
      const url = new URL(request.url, 'http://list');
      url.searchParams.delete('offset');
      url.searchParams.set('after', cursor);
      headers['x-next-cursor'] = cursor;
      headers.link = `<${url.pathname}${url.search}>; rel="next"`;
    }
    return { version, body: Buffer.from(String(reply.serialize(found))), headers };
  }

  const pages = listPageCache();
  /**
   * One page of a staff list, with the total matching in X-Total-Count and, when more follow,
   * the next page's cursor in X-Next-Cursor and its address in Link (rel="next"). Sent as kept
   * while nothing it shows has changed.
   */
  async function listPage(
    filter: Parameters<typeof orders.list>[0],
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const branches = await branchScope(request);
    const key = `${JSON.stringify(branches ?? null)} ${request.url}`;
    // Read before the page: a change committed meanwhile shows in the page, never the reverse.
    const version = await orders.listVersion();
    let page = pages.get(key, version);
    if (!page) {
      page = await render({ ...filter, branches }, request, reply, version);
      pages.set(key, page);
    }
    return sendSerializedJson(reply.headers(page.headers), page.body);
  }

  const lists: Array<[string, OrderStatus]> = [
    ['/api/PendingOrder', 'Pending'],
    ['/api/AcceptedOrder', 'Accepted'],
    ['/api/completedOrder', 'Completed'],
  ];
  for (const [url, status] of lists) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: `${status} orders, newest first; the total is in X-Total-Count`,
          description: LIST_PAGES,
          querystring: OrderListQuerySchema,
          response: { 200: z.array(StaffOrderViewSchema) },
        },
        config: staff,
      },
      (request, reply) => listPage({ status, ...request.query }, request, reply),
    );
  }
  // The spec's three lists above stay as they are; this one lists any status (History shows
  // Cancelled and Expired orders with it).
  app.get(
    '/api/orders',
    {
      schema: {
        tags,
        summary: 'Orders in one status, newest first; the total is in X-Total-Count',
        description: LIST_PAGES,
        querystring: OrderStatusListQuerySchema,
        response: { 200: z.array(StaffOrderViewSchema) },
      },
      config: staff,
    },
    (request, reply) => listPage(request.query, request, reply),
  );

  app.get(
    '/api/details/:id',
    {
      schema: {
        tags,
        summary: 'One order with its items, branch, allowed actions and history',
        params: OrderIdParamsSchema,
        response: { 200: OrderDetailsSchema },
      },
      config: staff,
    },
    async (request) => orders.details(request.params.id, await branchScope(request)),
  );

  app.get(
    '/api/orders/:id/receipt',
    {
      schema: {
        tags,
        summary: "A completed order's receipt",
        description:
          "The receipt the Price Indications (Bureaux de Change) (No. 2) Regulations 1992 require: the bureau and its MSB number, the branch, when it completed, the order number, each currency's amount, rate and commission (none), the GBP total and the ID document checked. Staff of the order's branch or an Admin (another branch's order is 404, as for its details); an order that is not Completed is 409.",
        params: OrderIdParamsSchema,
        response: { 200: ReceiptSchema },
      },
      config: staff,
    },
    async (request) => orders.receipt(request.params.id, await branchScope(request)),
  );

  /** Moves order `id` as the signed-in staff member, within their branches. */
  async function staffMove(
    request: FastifyRequest,
    id: string,
    action: OrderAction,
    options: Pick<MoveOptions, 'idCheck' | 'notesReceived' | 'reason'> = {},
  ) {
    const actor = await requireUser(request);
    return orders.transition(actor.email, id, action, mailSiteUrl(config), {
      ...options,
      scope: await branchScope(request),
      asAdmin: actor.role === 'Admin',
    });
  }

  const { moveCollectionDay } = app;
  app.put(
    '/api/orders/:id/collection-day',
    {
      schema: {
        tags,
        summary: 'Move an open order to another day at its branch',
        description:
          "Staff of its branch: the day is checked as a customer's would be (400 naming `collectionDate` when closed, past, beyond the 14 days or too late); the hold runs from the new day; the customer is e-mailed the new day; audited as `order.collection-day`. A Completed, Deleted, Cancelled or Expired order is 409. The same day again changes nothing.",
        params: OrderIdParamsSchema,
        body: CollectionDayBodySchema,
        response: { 200: OrderViewSchema, ...refusals({ BAD_REQUEST: ['DAY_REFUSED'] }) },
      },
      config: staff,
    },
    async (request) => {
      const actor = await requireUser(request);
      return moveCollectionDay(actor.email, request.params.id, request.body.collectionDate, {
        scope: await branchScope(request),
        site: mailSiteUrl(config),
      });
    },
  );

  app.get(
    '/api/pendingToAceept/:id',
    {
      schema: {
        tags,
        summary: 'Accept a pending order',
        description:
          'An order held for due-diligence review is 409 until an Admin clears it. Any move its status does not allow is 409; of two staff moving one order at once, one succeeds.',
        params: OrderIdParamsSchema,
        response: {
          200: OrderViewSchema,
          ...refusals({ CONFLICT: ['HELD_FOR_REVIEW', 'HELD_FOR_SANCTIONS'] }),
        },
      },
      // The spec's accept is a GET: it still changes state, so it gets the same-site check.
      config: { ...staff, changesState: true },
    },
    (request) => staffMove(request, request.params.id, 'accept'),
  );

  app.delete(
    '/api/deleteOrder/:id',
    {
      schema: {
        tags,
        summary: 'Delete an order (kept, with status Deleted)',
        description: [
          "A Pending or Accepted order is deleted as the spec's call does, without a body, by Staff of its branch.",
          'A Completed order only by an Admin (403 otherwise), with `{ "reason": "…" }` (400 naming `reason` without it); the reason is kept on the order and in its audit entry.',
        ].join(' '),
        params: OrderIdParamsSchema,
        body: DeleteOrderBodySchema,
        response: { 200: OrderViewSchema, ...refusals({ CONFLICT: ['HELD_FOR_SANCTIONS'] }) },
      },
      config: { ...staff, changesState: true },
    },
    (request) => staffMove(request, request.params.id, 'delete', { reason: request.body?.reason }),
  );

  app.put(
    '/api/acceptedToCompleted/:id',
    {
      schema: {
        tags,
        summary: 'Complete an accepted order',
        description: [
          'A Click & Collect order pays out the notes it holds: they leave the branch stock.',
          'A Click & Sell order may record the notes the customer handed in, which go into the branch stock: `{ "notesReceived": { "50": 2, "20": 1 } }` (face values in major units) for an order of one currency, or `{ "notesReceived": { "EUR": { "50": 2 } } }` per currency.',
          `An order of £${config.ID_CHECK_FROM_GBP.toLocaleString('en-GB')} or more (ID_CHECK_FROM_GBP; 0: every order) needs the customer's ID check, \`{ "idCheck": { "type": "passport", "last4": "123A" } }\` (400 naming \`idCheck\` without it); any order may record one. It is kept on the order with who checked it and when.`,
          'The notes received must add up to what the order sells, but for what is below the smallest note (400 giving both sums otherwise).',
          "Without a body a smaller order is completed as the spec's call does, nothing recorded.",
        ].join(' '),
        params: OrderIdParamsSchema,
        body: CompleteOrderBodySchema,
        response: {
          200: OrderViewSchema,
          ...refusals({ CONFLICT: ['HELD_FOR_REVIEW', 'HELD_FOR_SANCTIONS'] }),
        },
      },
      config: { ...staff, changesState: true },
    },
    (request) => staffMove(request, request.params.id, 'complete', request.body ?? {}),
  );

  app.get(
    '/api/stats',
    {
      schema: {
        tags,
        summary: 'Order counts per status, and orders and GBP volume per day for 30 days',
        response: { 200: OrderStatsSchema },
      },
      config: staff,
    },
    async (request) => orders.stats(await branchScope(request)),
  );
};
