import { describe, expect, it } from 'vitest';
import { COLLECT_NOTICES, SELL_NOTE } from '#shared/constants.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import type { BusinessProfile } from '#shared/schemas/business.ts';
import type { OrderView } from '#shared/schemas/order.ts';
import { SEED_BRANCHES, SEED_BUSINESS_PROFILE } from '#server/db/seed/bureau.ts';
import { escapeHtml } from '#server/modules/mail/index.ts';
import {
  collectionReminderMail,
  holdEndingMail,
  openingHoursLines,
  orderConfirmationMail,
  readyToCollectMail,
} from './order-mails.ts';

// The seeded Brighton branch (high-street hours, closed on Sunday) and business profile.
const branch: Branch = SEED_BRANCHES[0];

const LINK = 'https://shop.example/order/12345678?t=token';

const business: BusinessProfile = { ...SEED_BUSINESS_PROFILE, moneyTransferUrl: '/sendmony' };

const collectOrder: OrderView = {
  _id: '6f1c1f0e-4f7c-4c55-9a55-2b0f7d0c1a11',
  Order_Id: '12345678',
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Phone_Number: '07700 900123',
  Address: 'Brighton',
  addressKey: 'brighton',
  Orders: [
    {
      currencyMy: 90,
      currencyMycurrent: 'GBP',
      currencyTake: 103.5,
      currencyTakecurrent: 'EUR',
      Rate: 1.15,
      status: 'buy',
      notes: [],
      changeGbp: 0,
    },
    {
      currencyMy: 200,
      currencyMycurrent: 'GBP',
      currencyTake: 249.12,
      currencyTakecurrent: 'USD',
      Rate: 1.2456,
      status: 'buy',
      notes: [],
      changeGbp: 0,
    },
  ],
  status: 'buy',
  Status: 'Pending',
  title: 'Click & Collect',
  FxAmount: '103.50 EUR, 249.12 USD',
  TotalMoney: 290,
  time: '2026-11-21T10:00:00.000Z',
  collectionDate: '2026-11-21',
  collectionNote: 'Collect from Brighton on Saturday 21 November, 09:00–17:00',
  holdUntil: '2026-11-25T17:30:00.000Z',
  notePreference: 'mixed',
  highValueNotes: false,
  highValueNotesUnavoidable: false,
  onRequest: false,
  ...COLLECT_NOTICES,
  secondMessege: [...COLLECT_NOTICES.secondMessege],
};

const sellOrder: OrderView = {
  ...collectOrder,
  Order_Id: '87654321',
  Orders: [
    {
      currencyMy: 100,
      currencyMycurrent: 'EUR',
      currencyTake: 81.3,
      currencyTakecurrent: 'GBP',
      Rate: 1.23,
      status: 'sell',
      notes: [],
      changeGbp: 0,
    },
  ],
  status: 'sell',
  title: 'Click & Sell',
  FxAmount: '100.00 EUR',
  TotalMoney: 81.3,
  firstMessege: undefined,
  secondTitle: undefined,
  secondMessege: undefined,
  note: SELL_NOTE,
};

/** The HTML part's text as a reader sees it: tags dropped, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('orderConfirmationMail', () => {
  it('reserves a collect order: lines, booking details, branch and the Important Notification', () => {
    const mail = orderConfirmationMail(collectOrder, branch, business, LINK);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Your order 12345678 is reserved');

    for (const part of [mail.text, visibleText(mail.html)]) {
      expect(part).toContain('Order Number: 12345678');
      expect(part).toMatch(/EUR\s+90\.00 GBP\s+103\.50 EUR\s+£1 = 1\.1500 EUR/);
      expect(part).toMatch(/USD\s+200\.00 GBP\s+249\.12 USD\s+£1 = 1\.2456 USD/);
      expect(part).toContain('You pay 290.00 GBP');
      expect(part).toMatch(/Full Name:?\s+Ada Lovelace/);
      expect(part).toMatch(/Contact:?\s+07700 900123/);
      expect(part).toMatch(/Pickup Location:?\s+Brighton, 1 Example Street, Brighton BN1 1AA/);
      expect(part).toMatch(/Phone:?\s+01632 960001/);
      expect(part).toContain('Monday to Friday: 09:00 to 17:30');
      expect(part).toContain('Sunday: closed');
      expect(part).toContain('Important Notification');
      expect(part).toContain(COLLECT_NOTICES.firstMessege);
      for (const notice of COLLECT_NOTICES.secondMessege) expect(part).toContain(notice);
      expect(part).toContain('passport');
      expect(part).toContain('support@globalcurrencyconnect.example');
      expect(part).not.toContain(SELL_NOTE);
      // No notes planned (nothing to list).
      expect(part).not.toContain('Your notes:');
    }
  });

  it("shows each line's notes and the change in GBP, keeping the table as it is", () => {
    const planned: OrderView = {
      ...collectOrder,
      Orders: [
        {
          ...collectOrder.Orders[0]!,
          notes: [
            { denomination: 50, count: 2 },
            { denomination: 1, count: 0 },
          ],
          changeGbp: 0.44,
        },
        {
          ...collectOrder.Orders[1]!,
          notes: [
            { denomination: 100, count: 2 },
            { denomination: 20, count: 2 },
            { denomination: 5, count: 1 },
            { denomination: 2, count: 2 },
          ],
          changeGbp: 0.09,
        },
      ],
    };
    const mail = orderConfirmationMail(planned, branch, business, LINK);
    for (const part of [mail.text, visibleText(mail.html)]) {
      expect(part).toMatch(/EUR\s+90\.00 GBP\s+103\.50 EUR\s+£1 = 1\.1500 EUR/);
      expect(part).toContain('Your notes:');
      expect(part).toContain('EUR: 2 × €50 and £0.44 back in cash');
      expect(part).toContain('USD: 2 × $100, 2 × $20, 1 × $5, 2 × $2 and £0.09 back in cash');
      expect(part).not.toContain('The branch confirms these notes');
    }
    const ready = readyToCollectMail(planned, branch, business, LINK);
    expect(ready.text).toContain('EUR: 2 × €50 and £0.44 back in cash');
  });

  it('says the branch confirms the notes of an order on request', () => {
    const onRequest: OrderView = {
      ...collectOrder,
      onRequest: true,
      Orders: [{ ...collectOrder.Orders[0]!, notes: [{ denomination: 50, count: 2 }] }],
    };
    const mail = orderConfirmationMail(onRequest, branch, business, LINK);
    expect(mail.text).toContain(
      'The branch confirms these notes before your order is ready to collect.',
    );
    expect(readyToCollectMail(onRequest, branch, business, LINK).text).not.toContain(
      'The branch confirms',
    );
  });

  it('shows amounts with thousands separators', () => {
    const large: OrderView = {
      ...collectOrder,
      Orders: [{ ...collectOrder.Orders[0]!, currencyMy: 4250, currencyTake: 4887.5 }],
      TotalMoney: 4250,
    };
    const mail = orderConfirmationMail(large, branch, business, LINK);
    for (const part of [mail.text, visibleText(mail.html)]) {
      expect(part).toMatch(/EUR\s+4,250\.00 GBP\s+4,887\.50 EUR\s+£1 = 1\.1500 EUR/);
      expect(part).toContain('You pay 4,250.00 GBP');
    }
  });

  it('carries the note instead of the collect notices on a sell order', () => {
    const mail = orderConfirmationMail(sellOrder, branch, business, LINK);
    expect(mail.subject).toBe('Your order 87654321 is reserved');
    for (const part of [mail.text, visibleText(mail.html)]) {
      expect(part).toMatch(/EUR\s+100\.00 EUR\s+81\.30 GBP\s+£1 = 1\.2300 EUR/);
      expect(part).toContain('We pay you 81.30 GBP');
      expect(part).toContain(SELL_NOTE);
      expect(part).not.toContain('Important Notification');
      expect(part).not.toContain(COLLECT_NOTICES.secondMessege[0]);
    }
  });

  it('escapes every value in the HTML part and keeps the text part verbatim', () => {
    const hostile = `<script>alert("x")</script> & 'co'`;
    const mail = orderConfirmationMail(
      {
        ...collectOrder,
        Name: hostile,
        Phone_Number: '<b>1</b>',
        secondMessege: ['<img src=x onerror=alert(1)>'],
      },
      { ...branch, name: '<i>Brighton</i>', address: 'A & B "Street"' },
      { ...business, tradingName: '<Global>' },
      LINK,
    );
    expect(mail.html).not.toMatch(/<script|<b>|<i>|<img|<Global>/);
    expect(mail.html).toContain(escapeHtml(hostile));
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;',
    );
    expect(mail.html).toContain('A &amp; B &quot;Street&quot;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain(hostile);
    expect(mail.text).toContain('<i>Brighton</i>, A & B "Street"');
    expect(visibleText(mail.html)).toContain(hostile);
  });
});

describe('readyToCollectMail', () => {
  it('names the branch and asks for ID and the order number', () => {
    const mail = readyToCollectMail(collectOrder, branch, business, LINK);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Your order 12345678 is ready to collect');
    for (const part of [mail.text, visibleText(mail.html)]) {
      expect(part).toContain('ready to collect at our Brighton branch');
      expect(part).toContain('103.50 EUR, 249.12 USD');
      expect(part).toContain('Please bring your order number, 12345678, and photo ID');
      expect(part).toMatch(/Address:?\s+1 Example Street, Brighton BN1 1AA/);
      expect(part).toContain('Saturday: 09:00 to 17:00');
    }
  });

  it('escapes the HTML part', () => {
    const mail = readyToCollectMail({ ...collectOrder, Name: '<Ada>' }, branch, business, LINK);
    expect(mail.html).toContain('Dear &lt;Ada&gt;');
    expect(mail.text).toContain('Dear <Ada>');
  });
});

describe('collectionReminderMail', () => {
  const later: OrderView = {
    ...collectOrder,
    collectionDate: '2026-11-24',
    collectionNote: 'Collect from Brighton on Tuesday 24 November, 09:00–17:30',
    holdUntil: '2026-11-27T17:30:00.000Z',
    notePreference: 'mixed',
    highValueNotes: false,
    highValueNotesUnavoidable: false,
    onRequest: false,
  };

  it('reminds of the day, the hours, the ID and card rules, the total and the hold', () => {
    const mail = collectionReminderMail(later, branch, business, LINK);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Reminder: collect your order 12345678 tomorrow');
    for (const part of [mail.text, visibleText(mail.html)]) {
      expect(part).toContain('Collect from Brighton on Tuesday 24 November, 09:00–17:30.');
      expect(part).toContain('Please bring your order number, 12345678, and photo ID');
      expect(part).toContain('a valid passport');
      expect(part).toContain('the payment card in the name on the order');
      expect(part).toContain('You pay 290.00 GBP at the counter.');
      expect(part).toContain('we hold your order until 17:30 on Friday 27 November');
      expect(part).toContain('Saturday: 09:00 to 17:00');
    }
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(escapeHtml(LINK));
  });

  it('speaks of dropping off and of being paid on a sell order', () => {
    const mail = collectionReminderMail(
      {
        ...sellOrder,
        collectionNote: 'Drop off at Brighton on Tuesday 24 November, 09:00–17:30',
        holdUntil: later.holdUntil,
      },
      branch,
      business,
      LINK,
    );
    expect(mail.subject).toBe('Reminder: drop off your order 87654321 tomorrow');
    for (const part of [mail.text, visibleText(mail.html)]) {
      expect(part).toContain('Drop off at Brighton on Tuesday 24 November');
      expect(part).toContain(
        'Please bring the currency, your order number, 87654321, and photo ID',
      );
      expect(part).toContain('We pay you 81.30 GBP in cash at the counter');
      expect(part).not.toContain('payment card');
    }
  });
});

describe('holdEndingMail', () => {
  it('names the closing time in UK time, today', () => {
    // 16:30 UTC in July is 17:30 in the UK.
    const mail = holdEndingMail(
      { ...collectOrder, holdUntil: '2026-07-03T16:30:00.000Z' },
      branch,
      business,
      LINK,
    );
    expect(mail.subject).toBe('Last day to collect your order 12345678');
    for (const part of [mail.text, visibleText(mail.html)]) {
      expect(part).toContain(
        'today is the last day our Brighton branch holds your Click & Collect order 12345678',
      );
      expect(part).toContain('Please collect it by 17:30 today, Friday 3 July');
      expect(part).toContain('Please bring your order number, 12345678, and photo ID');
      expect(part).toContain('the payment card in the name on the order');
    }
    expect(mail.text).toContain(LINK);
  });

  it('asks a seller to drop the currency off', () => {
    const mail = holdEndingMail(sellOrder, branch, business, LINK);
    expect(mail.subject).toBe('Last day to drop off your order 87654321');
    expect(mail.text).toContain('Please drop it off by 17:30 today, Wednesday 25 November');
    expect(mail.text).toContain('We pay you 81.30 GBP in cash at the counter');
  });
});

describe('openingHoursLines', () => {
  it('groups consecutive days with the same hours', () => {
    expect(
      openingHoursLines({
        ...branch.openingHours,
        wednesday: null,
        sunday: { opens: '10:00', closes: '16:00' },
      }),
    ).toEqual([
      'Monday to Tuesday: 09:00 to 17:30',
      'Wednesday: closed',
      'Thursday to Friday: 09:00 to 17:30',
      'Saturday: 09:00 to 17:00',
      'Sunday: 10:00 to 16:00',
    ]);
  });
});
