import type { OrderLimits } from '#shared/schemas/order.ts';
import { formatWholeGbp } from '#web/lib/format.ts';

/**
 * The server's defaults (ORDER_MAX_GBP, ORDER_MAX_GBP_90_DAYS, QUOTE_MINUTES, ID_CHECK_FROM_GBP),
 * until its own arrive.
 */
export const DEFAULT_LIMITS: OrderLimits = {
  maxOrderGbp: 5000,
  maxGbp90Days: 10000,
  quoteMinutes: 30,
  idCheckFromGbp: 1000,
};

/** The home page's questions, in plain words, with the online limits the server states. */
export const faqItems = (limits: OrderLimits) => [
  {
    question: 'What ID do I need to collect my currency?',
    answer:
      'Bring a valid government-issued photo ID: a passport, a full UK or European photo driving licence, or a European national ID card. If you pay by card, bring the card too; it must be in the name on the order. For larger amounts we may also ask for proof of address dated within the last 90 days.',
  },
  {
    question: 'When and where can I collect my order?',
    answer:
      'Collect it from the branch you chose, on the collection day you picked, within its opening hours. Bring your order number or the printed confirmation. If your currency is unexpectedly out of stock, we will contact you before you travel to the branch.',
  },
  {
    question: 'Is the rate I see online the rate I get?',
    answer: `Yes. The rate in your basket is held for ${limits.quoteMinutes} minutes, and once you place your order that rate is the one you pay in branch. If it runs out first, one click updates your basket to today's rates. Online rates can differ from the rates on the board in our branches.`,
  },
  {
    question: 'Do you charge commission?',
    answer:
      'No. We charge 0% commission: the rate you see is the whole price. Our margin is already in the rate, and our Compare our rates section shows it beside the market rate.',
  },
  {
    question: 'How much can I order online?',
    answer: `Up to ${formatWholeGbp(limits.maxOrderGbp)} per order, and ${formatWholeGbp(limits.maxGbp90Days)} in total over 90 days. A basket holds up to 4 currencies, and Click & Collect orders are in multiples of £10. For a larger amount, please call or visit a branch and our team will arrange it with you.`,
  },
  {
    question: 'How do I pay?',
    answer:
      'You pay in the branch when you collect, by card or cash. Nothing is taken online, so there is nothing to refund if you change your mind before collecting.',
  },
  {
    question: 'Can I sell my leftover currency back to you?',
    answer:
      'Yes, with Click & Sell. Choose the currency and the amount you have, pick a branch and place the order. Bring the notes and your photo ID to that branch and we pay you in pounds at the rate on your confirmation, once we have checked the notes.',
  },
  {
    question: 'Which currencies do you sell?',
    answer:
      'Over 70 currencies, from euros and US dollars to less common ones. Use Find your Currency to search by name or code; every currency we offer shows its rate for Click & Collect and Click & Sell.',
  },
];
