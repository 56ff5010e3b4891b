/** The bureau's home currency: every rate is units of a foreign currency per 1 GBP. */
export const BASE_CURRENCY = 'GBP';

/** A basket holds at most this many live items. */
export const CART_MAX_ITEMS = 4;

/** A basket item (and the rate quoted in it) stays valid this long. */
export const CART_ITEM_TTL_MS = 30 * 60 * 1000;

/** An Order's GBP amount is rounded up to a multiple of this many pounds. */
export const ORDER_GBP_STEP = 10;

/** The basket's key in the browser's localStorage (the spec's name). */
export const CART_STORAGE_KEY = 'purchase';

/** The widget's first currency. */
export const DEFAULT_CURRENCY = 'EUR';

/** Customer-facing messages, in the spec's words. */
export const MESSAGES = {
  incorrectAmount: 'Please give correct amount',
  cartFull: 'Please clear your cart',
  noCollectionPoint: 'Select the checking point',
  emptyCart: 'Please add currency item',
  emailsDiffer: 'Emails doesnt match',
  rulesNotAccepted: 'Please select the rules',
  somethingWentWrong: 'Something went wrong',
  ratesChanged: 'Rates have changed, please review your basket',
} as const;
