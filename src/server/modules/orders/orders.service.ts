import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MESSAGES, overOnlineLimitMessage } from '#shared/constants.ts';
import { nextStatus, type OrderMove, type OrderStatus } from '#shared/domain/order-state.ts';
import type { OrderCursor } from '#shared/domain/order-cursor.ts';
import { fromMinorUnits } from '#shared/domain/pricing.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import type { BusinessProfile } from '#shared/schemas/business.ts';
import type {
  CreateOrderBody,
  IdCheck,
  NotesReceived,
  OrderDetails,
  OrderStats,
  OrderView,
  PlacedOrder,
  StaffOrderView,
} from '#shared/schemas/order.ts';
import type { Db, DialectName } from '../../db/database.ts';
import { isDeadlock, isUniqueViolation } from '../../db/errors.ts';
import { ClaimsRefused, groupCommit } from '../../db/group-commit.ts';
import { settleNoteClaims, type NoteClaim } from '#server/modules/stock/index.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, refusal } from '../../errors.ts';
import { inScope, type BranchScope } from '../../branch-scope.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import type { BranchService } from '#server/modules/branches/index.ts';
import type { BusinessService } from '#server/modules/business/index.ts';
import type { CurrencyService } from '#server/modules/currencies/index.ts';
import { claimQuote, type QuoteService } from '#server/modules/quotes/index.ts';
import { enqueueMail, outboxRow, type OutgoingMail } from '#server/modules/mail/index.ts';
import {
  orderCancelledMail,
  orderConfirmationMail,
  orderExpiredMail,
  readyToCollectMail,
} from './order-mails.ts';
import { collectionFor, type CollectionOptions } from './placing/collection.ts';
import { checkCustomerLimits, customerOf, type CustomerLimits } from './placing/customer-limits.ts';
import {
  claimFor,
  KeyTaken,
  orderPlacedFirst,
  orderPlacedWith,
  placedOrderRecord,
} from './placing/idempotency.ts';
import {
  foreignCurrencyOf,
  priceAtCurrentRate,
  priceFromQuote,
  ratesChanged,
  type PricedItem,
  type StaleItem,
} from './placing/order-pricing.ts';
import { checkIdCheck, recordIdCheck } from './staff/id-check.ts';
import { holdIfLinkedById, refuseWhileHeld, screenPlacedOrder } from './reviews/linked-orders.ts';
import { issueOrderLink, newOrderLink } from './customer-links/order-links.ts';
import { actionsFor, checkDeletion, recordDeleteReason } from './staff/order-deletion.ts';
import {
  branchesThatCanSupply,
  holdNotes,
  notesGone,
  planOrderNotes,
  receiveNotes,
  settleHeldNotes,
} from './placing/order-notes.ts';
import { toOrderView, toStaffOrderView } from './order-view.ts';
import {
  findOrder,
  findOrderByNumber,
  insertOrder,
  itemsOf,
  listOrderHistory,
  statusOf,
  updateStatusIf,
  type OrderRow,
  UNCHECKED,
} from './orders.repository.ts';
import {
  countByStatus,
  countOrders,
  dailyTotals,
  listOrders,
  listVersion,
  type ListedOrder,
  type ListFilter,
} from './staff/order-list.repository.ts';
import { sharedFreshReads } from './staff/list-page-cache.ts';
import { systemClock, type Clock } from '#server/clock.ts';

export interface OrdersOptions {
  dialect: DialectName;
  /** Told how many orders each durable commit stored together. */
  onGroupCommit?: (size: number) => void;
  /** The largest order, in GBP, taken online. */
  maxOrderGbp: number;
  customerLimits: CustomerLimits;
  collection: CollectionOptions;
  /** GBP from which completing an order needs the customer's ID check; 0: always. */
  idCheckFromGbp: number;
  /** GBP of one customer's linked orders over 90 days at which an order waits for review. */
  cddThresholdGbp: number;
}

/** What a staff move may carry besides the move itself. */
export interface MoveOptions {
  /** The caller's branches: an order elsewhere is answered as unknown. */
  scope?: BranchScope;
  /** The notes a Click & Sell customer handed in, recorded as it completes. */
  notesReceived?: NotesReceived | undefined;
  /** The customer's identity document, checked as the order completes. */
  idCheck?: IdCheck | undefined;
  /** Why an Admin deletes a completed order. */
  reason?: string | undefined;
  /** The caller is an Admin: only an Admin deletes a completed order. */
  asAdmin?: boolean;
}

/** The services orders depend on. */
export interface OrdersDeps {
  currencies: CurrencyService;
  quotes: QuoteService;
  branches: BranchService;
  business: BusinessService;
  clock?: Clock;
}

const PAST_TENSE: Record<OrderMove, string> = {
  accept: 'accepted',
  complete: 'completed',
  delete: 'deleted',
  cancel: 'cancelled',
  expire: 'expired',
};

/** The e-mail a move sends the customer, if any; `link` opens the order's page. */
const MAIL_AFTER: Partial<
  Record<
    OrderMove,
    (
      order: OrderView,
      branch: Branch,
      business: BusinessProfile,
      link: string,
    ) => OutgoingMail | undefined
  >
> = {
  // Only a Click & Collect order is prepared: a Sell is accepted without a mail.
  accept: (order, branch, business, link) =>
    order.status === 'buy' ? readyToCollectMail(order, branch, business, link) : undefined,
  cancel: (order, _branch, business, link) => orderCancelledMail(order, business, link),
  expire: (order, _branch, business, link) => orderExpiredMail(order, business, link),
};

/** Also the answer for another branch's order: Staff learn nothing of it, not even that it is. */
const unknownOrder = () => new AppError('NOT_FOUND', 'No order with this id');

function newOrderNumber(): string {
  return String(randomInt(0, 100_000_000)).padStart(8, '0');
}

/**
 * Claims the quotes the items were priced from, in the order's transaction, in order of id (two
 * orders never wait for each other in a circle); throws the 409 naming each item whose quote
 * another order took first, or which expired or was withdrawn meanwhile.
 */
async function claimQuotes(
  trx: Db,
  items: Array<{ quoteId: string | null; position: number }>,
  orderId: string,
  now: Date,
): Promise<void> {
  const quoted = items.flatMap(({ quoteId, position }) => (quoteId ? [{ quoteId, position }] : []));
  quoted.sort((a, b) => (a.quoteId < b.quoteId ? -1 : 1));
  const stale: StaleItem[] = [];
  for (const { quoteId, position } of quoted) {
    const reason = await claimQuote(trx, quoteId, orderId, now);
    if (reason) stale.push({ index: position, reason });
  }
  if (stale.length > 0) throw ratesChanged(stale.sort((a, b) => a.index - b.index));
}

/** The branch's stock cannot plan the basket's notes. */
class NotesUnavailable extends Error {
  constructor() {
    super('The branch cannot pay out these notes');
  }
}

/** The refusal of an item whose price is not, or no longer, the server's. */
const isRatesChanged = (error: unknown) =>
  error instanceof AppError && error.reason === 'RATES_CHANGED';

export function createOrderService(
  db: Kysely<Database>,
  { currencies, quotes, branches, business, clock = systemClock }: OrdersDeps,
  options: OrdersOptions,
) {
  // Orders share durable commits: one flush to disk stores every order placed meanwhile.
  // Orders claim their notes and each group moves the branches' counts once, just before COMMIT.
  const placing = groupCommit<Database, NoteClaim>(db, options.dialect, {
    onGroup: options.onGroupCommit,
    settle: settleNoteClaims,
  });

  async function branchMap(): Promise<Map<string, Branch>> {
    return new Map((await branches.list()).map((branch) => [branch.key, branch]));
  }

  async function views(rows: ListedOrder[]): Promise<StaffOrderView[]> {
    const byKey = await branchMap();
    return rows.map(({ items, ...row }) => toStaffOrderView(row, items, byKey.get(row.branchKey)));
  }

  /**
   * Re-prices every item as at `now` (order-pricing.ts): from its quote, or at the price of the
   * moment. Throws with the customer's message; a 409 names every stale item.
   */
  async function priceBasket(body: CreateOrderBody, now: Date) {
    // Every item must go the order's way before any is priced.
    const items = body.items.map((item) => ({ item, code: foreignCurrencyOf(item, body.way) }));
    const stored = await quotes.find(items.flatMap(({ item }) => item.quoteId ?? []));
    const results = await Promise.all(
      items.map(async ({ item, code }) =>
        item.quoteId === undefined
          ? priceAtCurrentRate(item, body.way, await currencies.get(code), now)
          : priceFromQuote(item, body.way, code, stored.get(item.quoteId), now),
      ),
    );
    const priced: PricedItem[] = [];
    const stale: StaleItem[] = [];
    results.forEach((result, index) =>
      typeof result === 'string' ? stale.push({ index, reason: result }) : priced.push(result),
    );
    if (stale.length > 0) throw ratesChanged(stale);
    const totalGbpMinor = priced.reduce((sum, item) => sum + item.gbpMinor, 0);
    if (fromMinorUnits(totalGbpMinor).greaterThan(options.maxOrderGbp)) {
      throw refusal('UNPROCESSABLE', 'ORDER_LIMIT', overOnlineLimitMessage(options.maxOrderGbp));
    }
    return { priced, totalGbpMinor };
  }

  return {
    /**
     * The order an earlier attempt placed with this Idempotency-Key and body, if any, with a new
     * link to its page: the stored answer keeps no token.
     */
    async placedWith(
      idempotencyKey: string,
      body: CreateOrderBody,
    ): Promise<PlacedOrder | undefined> {
      const earlier = await orderPlacedWith(db, claimFor(idempotencyKey, body));
      return earlier && this.withLink(earlier);
    },

    async withLink(view: OrderView): Promise<PlacedOrder> {
      const customerUrl = await issueOrderLink(
        db,
        { id: view._id, orderNumber: view.Order_Id },
        clock.now(),
      );
      return { ...view, customerUrl };
    },

    /**
     * Places an order: re-priced, stored with its items, its notes (planned from the branch's
     * stock and reserved there), its confirmation e-mail and its Idempotency-Key in one
     * transaction. Of attempts with one key, the first places the order and the others get its
     * answer. A branch that cannot pay out the notes answers 409 naming the branches that can.
     */
    async place(
      body: CreateOrderBody,
      { idempotencyKey, site }: { idempotencyKey?: string | undefined; site: string },
    ): Promise<PlacedOrder> {
      const claim = idempotencyKey === undefined ? undefined : claimFor(idempotencyKey, body);
      const byKey = await branchMap();
      const branch = byKey.get(body.addressKey);
      if (!branch) throw new AppError('BAD_REQUEST', MESSAGES.noCollectionPoint);
      let basket: Awaited<ReturnType<typeof priceBasket>>;
      try {
        basket = await priceBasket(body, clock.now());
      } catch (error) {
        // A retry racing its first attempt finds the basket's quotes used: by that attempt.
        const first = claim && isRatesChanged(error) ? await orderPlacedWith(db, claim) : undefined;
        if (first) return this.withLink(first);
        throw error;
      }
      const { priced, totalGbpMinor } = basket;
      const preference = body.notePreference ?? 'mixed';
      const profile = await business.profile();
      const collection = await collectionFor(
        db,
        branch,
        body.collectionDate,
        clock.now(),
        options.collection,
      );

      for (let attempt = 1; ; attempt++) {
        const now = clock.now();
        const order: OrderRow = {
          id: randomUUID(),
          orderNumber: newOrderNumber(),
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          phone: body.phone,
          ...customerOf(body.email, body.phone),
          branchKey: branch.key,
          way: body.way,
          status: 'Pending',
          totalGbpMinor,
          ...collection,
          reminderSentAt: null,
          holdReminderSentAt: null,
          notePreference: preference,
          highValueNotes: false,
          onRequest: false,
          ...UNCHECKED,
          createdAt: now,
          updatedAt: now,
        };
        try {
          return await placing.run(
            async (trx, claims) => {
              const linkedGbpMinor = await checkCustomerLimits(
                trx,
                options.dialect,
                order,
                options.customerLimits,
              );
              const notes = await planOrderNotes(
                trx,
                branch.key,
                body.way,
                priced,
                preference,
                claims.taken,
              );
              if (!notes) throw new NotesUnavailable();
              order.highValueNotes = notes.highValue;
              order.onRequest = notes.onRequest;
              Object.assign(order, screenPlacedOrder(order, linkedGbpMinor, options));
              const items = priced.map(({ gbpMinor: _gbp, ...item }, position) => {
                const planned = notes.items[position];
                if (!planned) throw new Error(`The notes plan has no item ${position}`);
                return { ...item, ...planned, id: randomUUID(), orderId: order.id, position };
              });
              const view = toOrderView(order, items, branch);
              const mailLink = newOrderLink(order, now);
              const answerLink = newOrderLink(order, now);
              const mail = orderConfirmationMail(view, branch, profile, site + mailLink.path);
              const keyRecorded = await insertOrder(trx, options.dialect, {
                order,
                items,
                links: [mailLink.row, answerLink.row],
                mail: outboxRow(mail, now),
                key: claim && placedOrderRecord(claim, view, now),
              });
              if (claim && !keyRecorded) throw new KeyTaken(claim);
              // After the key: a retry racing its first attempt gets that attempt's answer.
              await claimQuotes(trx, items, order.id, now);
              // Held by the group, which moves the counts of all its orders' notes at once.
              claims.claim(...(await holdNotes(trx, order, notes.held, now)));
              return { ...view, customerUrl: answerLink.path };
            },
            { lockOrder: branch.key },
          );
        } catch (error) {
          if (error instanceof KeyTaken) return this.withLink(await orderPlacedFirst(db, error));
          // Another server's orders took some of the notes first: plan again from what is left.
          if (error instanceof ClaimsRefused && attempt < 5) continue;
          if (error instanceof NotesUnavailable || error instanceof ClaimsRefused) {
            const others = [...byKey.values()];
            const can = await branchesThatCanSupply(
              db,
              others,
              branch.key,
              body.way,
              priced,
              preference,
            );
            throw notesGone(branch, can);
          }
          // Two orders drew the same 8 digits: draw again. Or PostgreSQL broke a deadlock by
          // undoing this order: one customer's orders at once in two servers' groups, whose
          // customer locks are taken in no one order.
          if (!(isUniqueViolation(error) || isDeadlock(error)) || attempt >= 5) throw error;
        }
      }
    },

    /**
     * The lists' change count: greater after any change to what a list shows. One read serves
     * the requests that asked while the one before it was under way.
     */
    listVersion: sharedFreshReads(() => listVersion(db)),

    /**
     * A page of a staff list, how many orders the list holds, and where the next page starts
     * when there is one.
     */
    async list(filter: ListFilter): Promise<{
      orders: StaffOrderView[];
      total: number;
      next: OrderCursor | undefined;
    }> {
      const [{ orders, next }, total] = await Promise.all([
        listOrders(db, options.dialect, filter),
        countOrders(db, options.dialect, filter),
      ]);
      return { orders: await views(orders), total, next };
    },

    async details(id: string, scope?: BranchScope): Promise<OrderDetails> {
      const order = await findOrder(db, id);
      if (!order || !inScope(scope, order.branchKey)) throw unknownOrder();
      const [items, byKey, history] = await Promise.all([
        itemsOf(db, [id]),
        branchMap(),
        listOrderHistory(db, id),
      ]);
      return {
        ...toStaffOrderView(order, items, byKey.get(order.branchKey)),
        // No scope: an Admin's call.
        actions: actionsFor(order.status, scope === undefined),
        history: [
          {
            action: 'placed',
            from: null,
            to: 'Pending',
            actor: null,
            at: order.createdAt.toISOString(),
          },
          ...history,
        ],
      };
    },

    /**
     * Moves an order (a staff action, the customer's cancel, the hold's expiry: `actor` null for
     * the system) with its audit entry, its notes (paid out, released or received) and e-mail in
     * one transaction; of two moves at once that exclude each other, exactly one succeeds.
     */
    async transition(
      actor: string | null,
      id: string,
      action: OrderMove,
      site: string,
      { scope, notesReceived, idCheck, reason, asAdmin = false }: MoveOptions = {},
    ): Promise<OrderView> {
      if (action === 'complete' && idCheck) {
        await holdIfLinkedById(db, id, idCheck, { scope, actor, rules: options, now: clock.now() });
      }
      const profile = await business.profile();
      const byKey = await branchMap();
      return db.transaction().execute(async (trx) => {
        const order = await findOrder(trx, id);
        if (!order || !inScope(scope, order.branchKey)) throw unknownOrder();
        refuseWhileHeld(order, action);
        if (notesReceived && (order.way !== 'Sell' || action !== 'complete')) {
          throw new AppError(
            'BAD_REQUEST',
            'Notes received are recorded when a Click & Sell order is completed',
            [{ path: 'notesReceived', message: 'Only for a Click & Sell order' }],
          );
        }
        checkIdCheck(order, action, idCheck, options.idCheckFromGbp);
        const refuse = (status: OrderStatus) =>
          new AppError('CONFLICT', `This order is ${status}: it cannot be ${PAST_TENSE[action]}`);
        // Moves only from the status read. A move committed meanwhile (staff, the customer, the
        // expiry job) is seen, and this one then starts from where that one left the order, so
        // the audit entry records the status it really moved from.
        let from = order.status;
        let updated: OrderRow | undefined;
        while (!updated) {
          const to = nextStatus(from, action);
          if (!to) throw refuse(from);
          updated = await updateStatusIf(trx, id, [from], to, clock.now());
          // Orders are never removed: it is there, in another status.
          if (!updated) from = await statusOf(trx, id);
        }
        // Checked against the status it moved from: a refusal rolls the move back.
        if (action === 'delete') checkDeletion(from, { reason, asAdmin });

        const now = clock.now();
        const recorded = {
          ...(idCheck && (await recordIdCheck(trx, id, idCheck, actor, now))),
          ...(reason && (await recordDeleteReason(trx, id, reason))),
        };
        await recordAudit(trx, {
          at: now,
          actor,
          action: `order.${action}`,
          entityType: 'order',
          entityId: id,
          before: { Status: from },
          after: { Status: updated.status, ...recorded },
        });
        if (notesReceived) {
          await receiveNotes(trx, updated, await itemsOf(trx, [id]), notesReceived, actor, now);
        } else {
          await settleHeldNotes(trx, updated, action, actor, now);
        }
        const branch = byKey.get(updated.branchKey);
        const view = toOrderView(updated, await itemsOf(trx, [id]), branch);
        const mail = branch && MAIL_AFTER[action];
        if (mail) {
          const link = site + (await issueOrderLink(trx, updated, now));
          const outgoing = mail(view, branch, profile, link);
          if (outgoing) await enqueueMail(trx, outgoing, now);
        }
        return view;
      });
    },

    async stats(scope?: BranchScope, now = clock.now()): Promise<OrderStats> {
      const since = new Date(now.getTime() - 29 * 86_400_000);
      since.setUTCHours(0, 0, 0, 0);
      const [counts, recent] = await Promise.all([
        countByStatus(db, scope),
        dailyTotals(db, options.dialect, since, scope),
      ]);
      const count = (status: OrderStatus) => counts[status] ?? 0;
      const days = new Map<string, { orders: number; gbpMinor: number }>();
      for (let day = 0; day < 30; day++) {
        days.set(new Date(since.getTime() + day * 86_400_000).toISOString().slice(0, 10), {
          orders: 0,
          gbpMinor: 0,
        });
      }
      for (const { date, orders, gbpMinor } of recent) {
        if (days.has(date)) days.set(date, { orders, gbpMinor });
      }
      return {
        Pending: count('Pending'),
        Accepted: count('Accepted'),
        Completed: count('Completed'),
        daily: [...days].map(([date, day]) => ({
          date,
          orders: day.orders,
          gbp: fromMinorUnits(day.gbpMinor).toNumber(),
        })),
      };
    },

    /** The customer's own order, by number and e-mail (both must match). */
    async lookup(orderNumber: string, email: string) {
      const order = await findOrderByNumber(db, orderNumber);
      if (!order || order.email.toLowerCase() !== email.toLowerCase()) {
        throw new AppError('NOT_FOUND', "We couldn't find an order with that number and email");
      }
      return {
        Order_Id: order.orderNumber,
        Status: order.status,
        title: order.way === 'Order' ? 'Click & Collect' : 'Click & Sell',
        time: order.createdAt.toISOString(),
      };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
