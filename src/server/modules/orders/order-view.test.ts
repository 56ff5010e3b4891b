import { describe, expect, it } from 'vitest';
import { COLLECT_NOTICES } from '#shared/constants.ts';
import { SEED_BRANCHES } from '../../db/seed/bureau.ts';
import { toOrderView } from './order-view.ts';
import { UNCHECKED, type OrderItemRow, type OrderRow } from './orders.repository.ts';

const brighton = SEED_BRANCHES[0];

const order = (createdAt: string, collectionDate: string, way: 'Order' | 'Sell' = 'Order') =>
  ({
    id: 'id',
    orderNumber: '12345678',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '01632 960123',
    emailKey: 'ada@example.com',
    phoneDigits: '01632960123',
    branchKey: 'brighton',
    way,
    status: 'Pending',
    totalGbpMinor: 20000,
    collectionDate,
    holdUntil: new Date('2026-11-30T17:30:00Z'),
    reminderSentAt: null,
    holdReminderSentAt: null,
    notePreference: 'mixed',
    highValueNotes: false,
    highValueUnavoidable: false,
    onRequest: false,
    ...UNCHECKED,
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
  }) satisfies OrderRow;

describe("the order view's Important Notification", () => {
  it("keeps the spec's same-day line for an order for the day it was placed (UK)", () => {
    const view = toOrderView(order('2026-11-24T10:00:00Z', '2026-11-24'), [], brighton);
    expect(view.secondMessege).toEqual([...COLLECT_NOTICES.secondMessege]);
    // 23:30 UTC on 15 July is already the 16th in the UK.
    const late = toOrderView(order('2026-07-15T23:30:00Z', '2026-07-16'), [], brighton);
    expect(late.secondMessege?.[0]).toBe(COLLECT_NOTICES.secondMessege[0]);
  });

  it('names a later day and the branch hours that day', () => {
    const view = toOrderView(order('2026-11-24T10:00:00Z', '2026-11-28'), [], brighton);
    expect(view.secondMessege).toEqual([
      'Please collect your order on Saturday 28 November, within office hours (09:00–17:00).',
      ...COLLECT_NOTICES.secondMessege.slice(1),
    ]);
    expect(view.collectionNote).toBe('Collect from Brighton on Saturday 28 November, 09:00–17:00');
  });

  it('leaves a sale with its note', () => {
    const view = toOrderView(order('2026-11-24T10:00:00Z', '2026-11-28', 'Sell'), [], brighton);
    expect(view.secondMessege).toBeUndefined();
    expect(view.collectionNote).toBe('Drop off at Brighton on Saturday 28 November, 09:00–17:00');
  });
});

describe("the order view's lines", () => {
  it('carry the notes by face value, largest first, and the change in GBP', () => {
    const item: OrderItemRow = {
      id: 'item',
      orderId: 'id',
      position: 0,
      clientItemId: 'a',
      giveCurrency: 'GBP',
      giveMinor: 200_00,
      takeCurrency: 'EUR',
      takeMinor: 229_94,
      rate: 1.1497,
      quotedAt: new Date('2026-11-24T10:00:00Z'),
      quoteId: null,
      changeGbpMinor: 4_29, // €4.94 at 1.1497 is £4.2968, rounded down
      notes: [
        { denominationMinor: 100_00, count: 1 },
        { denominationMinor: 50_00, count: 2 },
        { denominationMinor: 20_00, count: 1 },
        { denominationMinor: 5_00, count: 1 },
      ],
    };
    const view = toOrderView(order('2026-11-24T10:00:00Z', '2026-11-24'), [item], brighton);
    expect(view.Orders[0]).toMatchObject({
      currencyTake: 229.94,
      notes: [
        { denomination: 100, count: 1 },
        { denomination: 50, count: 2 },
        { denomination: 20, count: 1 },
        { denomination: 5, count: 1 },
      ],
      changeGbp: 4.29,
    });
  });
});
