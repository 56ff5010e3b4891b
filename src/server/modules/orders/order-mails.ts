/** The e-mails a customer receives about an order. */
import { formatCollectionDay } from '#shared/domain/collection-note.ts';
import { formatNotePlan } from '#shared/domain/note-plan.ts';
import { formatAmount, rateWithDirection } from '#shared/domain/pricing.ts';
import { ukDateTime } from '#shared/domain/uk-time.ts';
import { WEEKDAYS, type Branch, type OpeningHours } from '#shared/schemas/branch.ts';
import type { BusinessProfile } from '#shared/schemas/business.ts';
import type { OrderView } from '#shared/schemas/order.ts';
import {
  mailFooter,
  renderMail,
  type Block,
  type OutgoingMail,
} from '#server/modules/mail/index.ts';

/** Sent when an order is placed: what was booked, where to go and what to bring. */
export function orderConfirmationMail(
  order: OrderView,
  branch: Branch,
  business: BusinessProfile,
  link: string,
): OutgoingMail {
  const collect = order.status === 'buy';
  return renderMail({
    to: order.Email,
    subject: `Your order ${order.Order_Id} is reserved`,
    title: `Order Number: ${order.Order_Id}`,
    blocks: [
      { kind: 'paragraph', text: `Dear ${order.Name}, thank you for your ${order.title} order.` },
      { kind: 'paragraph', text: `${order.collectionNote}.` },
      orderLink(link),
      {
        kind: 'table',
        head: ['Currency', 'From', 'To', 'Rate'],
        rows: order.Orders.map((line) => [
          line.status === 'buy' ? line.currencyTakecurrent : line.currencyMycurrent,
          `${formatAmount(line.currencyMy)} ${line.currencyMycurrent}`,
          `${formatAmount(line.currencyTake)} ${line.currencyTakecurrent}`,
          rateWithDirection(
            line.Rate,
            line.status === 'buy' ? line.currencyTakecurrent : line.currencyMycurrent,
          ),
        ]),
      },
      {
        kind: 'paragraph',
        text: `${collect ? 'You pay' : 'We pay you'} ${formatAmount(order.TotalMoney)} GBP in the branch.`,
      },
      ...notePlanBlocks(order, { confirming: order.onRequest }),
      { kind: 'heading', text: 'Booking Details' },
      {
        kind: 'details',
        rows: [
          ['Full Name', order.Name],
          ['Email', order.Email],
          ['Contact', order.Phone_Number],
          ['Pickup Location', `${branch.name}, ${branch.address}`],
        ],
      },
      ...branchBlocks(branch),
      ...(collect ? collectNotices(order) : sellNote(order)),
    ],
    footer: mailFooter(business),
  });
}

/** Sent when staff accept an order: the currency is waiting at the branch. */
export function readyToCollectMail(
  order: OrderView,
  branch: Branch,
  business: BusinessProfile,
  link: string,
): OutgoingMail {
  return renderMail({
    to: order.Email,
    subject: `Your order ${order.Order_Id} is ready to collect`,
    title: `Your order ${order.Order_Id} is ready to collect`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Dear ${order.Name}, your order ${order.Order_Id} (${order.FxAmount}) is ready to collect at our ${branch.name} branch.`,
      },
      ...notePlanBlocks(order, { confirming: false }),
      { kind: 'paragraph', text: whatToBring(order) },
      { kind: 'paragraph', text: `${order.collectionNote}.` },
      orderLink(link),
      ...branchBlocks(branch),
    ],
    footer: mailFooter(business),
  });
}

/** Sent when staff move an order to another day (the branch closes on the one it was for). */
export function collectionDayChangedMail(
  order: OrderView,
  branch: Branch,
  business: BusinessProfile,
  link: string,
): OutgoingMail {
  const day = formatCollectionDay(order.collectionDate);
  return renderMail({
    to: order.Email,
    subject: `Your order ${order.Order_Id} is now for ${day}`,
    title: `Your order ${order.Order_Id} is now for ${day}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Dear ${order.Name}, we have moved your ${order.title} order ${order.Order_Id} (${order.FxAmount}) to ${day} at our ${branch.name} branch. We are sorry for the change.`,
      },
      { kind: 'paragraph', text: `${order.collectionNote}.` },
      { kind: 'paragraph', text: whatToBring(order) },
      orderLink(link),
      ...branchBlocks(branch),
    ],
    footer: mailFooter(business),
  });
}

/** Sent the day before the collection (or drop-off) day: when, where and what to bring. */
export function collectionReminderMail(
  order: OrderView,
  branch: Branch,
  business: BusinessProfile,
  link: string,
): OutgoingMail {
  const collect = order.status === 'buy';
  const held = holdEnd(order);
  return renderMail({
    to: order.Email,
    subject: `Reminder: ${collect ? 'collect' : 'drop off'} your order ${order.Order_Id} tomorrow`,
    title: `Your order ${order.Order_Id} is for tomorrow`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Dear ${order.Name}, a reminder that your ${order.title} order ${order.Order_Id} (${order.FxAmount}) is for tomorrow.`,
      },
      { kind: 'paragraph', text: `${order.collectionNote}.` },
      { kind: 'paragraph', text: whatToBring(order) },
      { kind: 'paragraph', text: payment(order) },
      {
        kind: 'paragraph',
        text: `If you cannot come tomorrow, we hold your order until ${held.time} on ${held.day}; after that it expires.`,
      },
      orderLink(link),
      ...branchBlocks(branch),
    ],
    footer: mailFooter(business),
  });
}

/** Sent on the last day the branch holds an order that has not been collected (or dropped off). */
export function holdEndingMail(
  order: OrderView,
  branch: Branch,
  business: BusinessProfile,
  link: string,
): OutgoingMail {
  const collect = order.status === 'buy';
  const held = holdEnd(order);
  const subject = `Last day to ${collect ? 'collect' : 'drop off'} your order ${order.Order_Id}`;
  return renderMail({
    to: order.Email,
    subject,
    title: subject,
    blocks: [
      {
        kind: 'paragraph',
        text: `Dear ${order.Name}, today is the last day our ${branch.name} branch holds your ${order.title} order ${order.Order_Id} (${order.FxAmount}). Please ${collect ? 'collect it' : 'drop it off'} by ${held.time} today, ${held.day}; after that it expires and nothing is owed either way.`,
      },
      { kind: 'paragraph', text: whatToBring(order) },
      { kind: 'paragraph', text: payment(order) },
      orderLink(link),
      ...branchBlocks(branch),
    ],
    footer: mailFooter(business),
  });
}

/** An order's end the customer is told of: one sentence and the link to its page. */
function orderEndMail(
  order: OrderView,
  business: BusinessProfile,
  link: string,
  headline: string,
  text: string,
): OutgoingMail {
  const title = `Your order ${order.Order_Id} ${headline}`;
  return renderMail({
    to: order.Email,
    subject: title,
    title,
    blocks: [{ kind: 'paragraph', text: `Dear ${order.Name}, ${text}` }, orderLink(link)],
    footer: mailFooter(business),
  });
}

/** Sent when the customer cancels an order from its page. */
export function orderCancelledMail(
  order: OrderView,
  business: BusinessProfile,
  link: string,
): OutgoingMail {
  return orderEndMail(
    order,
    business,
    link,
    'is cancelled',
    `as you asked, we have cancelled your ${order.title} order ${order.Order_Id} (${order.FxAmount}). Nothing is owed either way.`,
  );
}

/** Sent when the branch's hold on an order runs out before it was collected or dropped off. */
export function orderExpiredMail(
  order: OrderView,
  business: BusinessProfile,
  link: string,
): OutgoingMail {
  return orderEndMail(
    order,
    business,
    link,
    'has expired',
    `we held your ${order.title} order ${order.Order_Id} (${order.FxAmount}) until the end of its hold, and it has now expired. Nothing is owed either way; you are welcome to place a new order at today's rates.`,
  );
}

/** The link to the order's own page, in every e-mail about an order. */
export function orderLink(href: string): Block {
  return { kind: 'link', text: 'View or cancel your order', href };
}

/**
 * The notes each line of a Click & Collect order is paid in and the change in GBP, e.g.
 * "EUR: 6 × €50, 1 × €20, 1 × €5 and £0.44 back in cash"; `confirming` while the branch has yet
 * to confirm notes it does not count (an order on request).
 */
function notePlanBlocks(order: OrderView, { confirming }: { confirming: boolean }): Block[] {
  if (order.status !== 'buy') return [];
  const lines = order.Orders.flatMap((line) => {
    const plan = formatNotePlan(line.currencyTakecurrent, line.notes, line.changeGbp);
    return plan ? [`${line.currencyTakecurrent}: ${plan}`] : [];
  });
  if (lines.length === 0) return [];
  return [
    { kind: 'paragraph', text: 'Your notes:' },
    { kind: 'list', items: lines },
    ...(confirming
      ? [
          {
            kind: 'paragraph',
            text: 'The branch confirms these notes before your order is ready to collect.',
          } satisfies Block,
        ]
      : []),
  ];
}

/** The ID rules (and, to collect, the payment card rule) of the spec's notices, in one line. */
function whatToBring(order: OrderView): string {
  const id =
    'photo ID: a valid passport, a full UK or European photo driving licence or a European ID card';
  return order.status === 'buy'
    ? `Please bring your order number, ${order.Order_Id}, and ${id}. To pay by card, also bring the payment card in the name on the order.`
    : `Please bring the currency, your order number, ${order.Order_Id}, and ${id}.`;
}

function payment(order: OrderView): string {
  const total = `${formatAmount(order.TotalMoney)} GBP`;
  return order.status === 'buy'
    ? `You pay ${total} at the counter.`
    : `We pay you ${total} in cash at the counter, subject to checking the notes.`;
}

/** When the hold ends: "17:30" on "Friday 27 November", UK time. */
function holdEnd(order: OrderView): { time: string; day: string } {
  const { date, time } = ukDateTime(new Date(order.holdUntil));
  return { time, day: formatCollectionDay(date) };
}

/** The Important Notification of a Click & Collect order, with the ID to bring. */
function collectNotices(order: OrderView): Block[] {
  return [
    { kind: 'heading', text: order.secondTitle ?? 'Important Notification' },
    ...(order.firstMessege
      ? [{ kind: 'paragraph', text: order.firstMessege } satisfies Block]
      : []),
    { kind: 'list', items: order.secondMessege ?? [] },
  ];
}

function sellNote(order: OrderView): Block[] {
  return order.note
    ? [
        { kind: 'heading', text: 'Please note' },
        { kind: 'paragraph', text: order.note },
      ]
    : [];
}

function branchBlocks(branch: Branch): Block[] {
  return [
    { kind: 'heading', text: `${branch.name} branch` },
    {
      kind: 'details',
      rows: [
        ['Address', branch.address],
        ['Phone', branch.phone],
      ],
    },
    { kind: 'paragraph', text: 'Opening hours:' },
    { kind: 'list', items: openingHoursLines(branch.openingHours) },
  ];
}

const dayName = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/** "Monday to Friday: 09:00 to 17:30": consecutive days with the same hours share a line. */
export function openingHoursLines(hours: OpeningHours): string[] {
  const groups: Array<{ first: string; last: string; times: string }> = [];
  for (const day of WEEKDAYS) {
    const opening = hours[day];
    const times = opening ? `${opening.opens} to ${opening.closes}` : 'closed';
    const previous = groups.at(-1);
    if (previous?.times === times) previous.last = day;
    else groups.push({ first: day, last: day, times });
  }
  return groups.map(({ first, last, times }) => {
    const days = first === last ? dayName(first) : `${dayName(first)} to ${dayName(last)}`;
    return `${days}: ${times}`;
  });
}
