import { isOpenStatus, type OrderStatus } from '#shared/domain/order-state.ts';

/** Whether the branch still holds the order for the customer: Pending or Accepted. */
export const isOpen = isOpenStatus;

export interface StatusWords {
  /** The status in a few words, as the page's status heading says it. */
  title: string;
  /** What it means for the customer, in a sentence. */
  text: string;
}

/**
 * What each status means to the customer, for Click & Collect (`collect`) and Click & Sell.
 * Deleted is staff's word: to the customer it is an order the bureau cancelled.
 */
export function statusWords(status: OrderStatus, collect: boolean): StatusWords {
  switch (status) {
    case 'Pending':
      return collect
        ? { title: 'Being prepared', text: 'We have your order and are preparing your currency.' }
        : { title: 'Received', text: 'We have your order and will expect you at the branch.' };
    case 'Accepted':
      return collect
        ? {
            title: 'Ready to collect',
            text: 'Your currency is ready at the branch. Bring your photo ID.',
          }
        : {
            title: 'Confirmed',
            text: 'The branch is expecting you. Bring the currency and your photo ID.',
          };
    case 'Completed':
      return collect
        ? { title: 'Collected', text: 'You have collected this order. Thank you.' }
        : { title: 'Paid out', text: 'We have paid you for this order. Thank you.' };
    case 'Cancelled':
      return { title: 'Cancelled', text: 'You cancelled this order. Nothing is owed either way.' };
    case 'Expired':
      return {
        title: 'Expired',
        text: 'The branch held this order until the end of its hold, and it has expired. Nothing is owed either way.',
      };
    case 'Deleted':
      return {
        title: 'Cancelled by the bureau',
        text: 'We cancelled this order. If you did not expect this, please call the branch.',
      };
  }
}
