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
  noCollectionDay: 'Choose a collection day',
  mixedWays: 'An order is either all Click & Collect or all Click & Sell: please clear your cart',
  duplicateItems: 'Your basket holds the same item twice: please clear your cart',
} as const;

/** The refusal of an order, or of a quote, above the online ceiling (ORDER_MAX_GBP). */
export function overOnlineLimitMessage(maxOrderGbp: number): string {
  return `We take orders of up to £${maxOrderGbp.toLocaleString('en-GB')} online. For a larger amount, please call or visit a branch and we will arrange it with you.`;
}

/** The confirmation texts of a Click & Collect order. */
export const COLLECT_NOTICES = {
  firstMessege: 'Thank you. Your currency is reserved at the branch you chose.',
  secondTitle: 'Important Notification',
  secondMessege: [
    'Please collect your order on the same day, within office hours.',
    'Orders are subject to stock and denomination availability.',
    'A member of our team will contact you only if your currency is unavailable.',
    'Print this confirmation or quote your order number, and bring your photo ID.',
    'To pay by card, bring a valid passport, a full UK or European photo driving licence or a European ID card, together with the payment card in the name on the order.',
  ],
} as const;

/** The note on a Click & Sell order. */
export const SELL_NOTE =
  'Please bring the currency and your photo ID to the branch you chose. We pay you at the rate on this confirmation, subject to checking the notes.';
