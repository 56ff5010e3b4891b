/**
 * Query keys that more than one feature uses: one feature reads the data and another changes
 * it, so both must name it alike. Keys a single feature uses stay in that feature. The spec's
 * names are kept where it has them (`currency`, `upsell`).
 */
export const queryKeys = {
  branches: ['branches'],
  /** `[...board, branchKey]`: a branch's shop-window board; the dashboard chooses what it shows. */
  board: ['board'],
  /** The bureau's profile (`GET /api/business`): the storefront shows it, Settings edits it. */
  business: ['business'],
  currencies: ['currency'],
  /** `[...denominations, code]`: the notes a currency is sold in. */
  denominations: ['denominations'],
  orderStats: ['order-stats'],
  /** `[...stock, branchKey]`: a branch's notes; counts, transfers and completed orders move them. */
  stock: ['stock'],
  upsell: ['upsell'],
} as const;
