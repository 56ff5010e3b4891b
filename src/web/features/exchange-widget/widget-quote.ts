import { Decimal } from 'decimal.js';
import { BASE_CURRENCY } from '../../../shared/constants.ts';
import {
  givenFor,
  quote,
  type PricedCurrency,
  type Quote,
  type Way,
} from '../../../shared/domain/pricing.ts';

/** Which of the widget's two fields the customer typed in: pounds or the foreign currency. */
export type AmountSide = 'gbp' | 'foreign';

export interface TypedAmount {
  side: AmountSide;
  text: string;
}

function parse(text: string): Decimal | null {
  try {
    const amount = new Decimal(text.trim());
    return amount.isFinite() ? amount : null;
  } catch {
    return null;
  }
}

/**
 * The quote for what the customer typed, in whichever field: the amount given is priced as is,
 * an amount to receive is first turned into the amount to give (`givenFor`). Null when nothing
 * above zero can be quoted.
 */
export function widgetQuote(currency: PricedCurrency, way: Way, typed: TypedAmount): Quote | null {
  const amount = parse(typed.text);
  if (!amount) return null;
  const typedIsGiven = (typed.side === 'gbp') === (way === 'Order');
  const given = typedIsGiven ? amount : givenFor(currency, way, amount);
  return given && quote(currency, way, given);
}

/** The quote's amount on one side. */
export function sideOf(q: Quote, side: AmountSide): Decimal {
  const gbpIsGiven = q.give.currency === BASE_CURRENCY;
  return (side === 'gbp') === gbpIsGiven ? q.give.amount : q.take.amount;
}
