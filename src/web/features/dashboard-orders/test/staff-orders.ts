/** Orders and answers the dashboard-orders tests share: staff views and the live pulse. */
import type { StaffOrderView } from '#shared/schemas/order.ts';
import type { OrderPulse, StaffBranch } from '#shared/schemas/today.ts';
import { PLACED_COLLECT } from '#web/test/fixtures.ts';

/** PLACED_COLLECT as staff see it: no marks, no review, no ID check yet. */
export const staffOrder = (overrides: Partial<StaffOrderView> = {}): StaffOrderView => ({
  ...PLACED_COLLECT,
  flags: [],
  review: null,
  holdReasons: [],
  sanctions: null,
  sanctionsMatch: null,
  linkedGbp: null,
  idCheck: null,
  deleteReason: null,
  anonymised: false,
  ...overrides,
});

export const MY_BRANCHES: StaffBranch[] = [
  { key: 'brighton', name: 'Brighton' },
  { key: 'worthing', name: 'Worthing' },
];

export const pulseAt = (latest: string | null): OrderPulse => ({
  latest,
  counts: { Pending: 0, Accepted: 0 },
});
