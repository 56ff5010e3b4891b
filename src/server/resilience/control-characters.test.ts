/**
 * Staff-typed names, labels, reasons and notes refuse control characters (a CR/LF that would fold
 * into an e-mail's headers, a bidi override that makes a label read otherwise), naming the field,
 * and change nothing; a note keeps its line breaks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Branch } from '#shared/schemas/branch.ts';
import { ReviewDecisionBodySchema } from '#shared/schemas/review.ts';
import { DeleteReasonSchema } from '#shared/schemas/order.ts';
import { ADMIN_ENV, signInAsAdmin } from '../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';

/** What was seen: a header injection, a tab, a C1 control, a line separator, a bidi override. */
const HIDDEN = [
  'Euro\r\nBcc: everyone@example.com',
  'Euro\tnotes',
  'Eu\u0085ro',
  'Eu\u2028ro',
  'oru\u202EE',
];

describe.each(testDatabaseKinds)('control characters in staff-typed text on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  let brighton: Branch;
  beforeAll(async () => {
    t = await createTestApp(kind, ADMIN_ENV);
    admin = await signInAsAdmin(t.app);
    const branches = (await t.app.inject('/api/branches')).json<Branch[]>();
    brighton = branches.find((branch) => branch.key === 'brighton')!;
  });
  afterAll(() => t.close());

  const send = (method: 'PUT' | 'POST', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: admin } });
  const business = async () => (await t.app.inject('/api/business')).json<Record<string, string>>();

  const fields: Array<[string, string, (text: string) => ReturnType<typeof send>]> = [
    [
      'body.label',
      'label',
      (label) => send('PUT', '/api/updateCurrency/EUR', { label, value: 'EUR', Sell: 2, Buy: 2 }),
    ],
    [
      'body.name',
      'branch name',
      (name) => {
        const { key: _key, ...body } = brighton;
        return send('PUT', '/api/branches/brighton', { ...body, name });
      },
    ],
    [
      'body.reason',
      'reason',
      (reason) => send('POST', '/api/branches/brighton/closures', { date: '2099-03-03', reason }),
    ],
    ['body.text', 'promotional line', (text) => send('PUT', '/api/upsell', { text, amount: 500 })],
    [
      'body.tradingName',
      'trading name',
      async (tradingName) => {
        const { companyNumber, msbNumber, legalName, phone, supportEmail, postalAddress } =
          await business();
        return send('PUT', '/api/business', {
          tradingName,
          legalName,
          phone,
          supportEmail,
          postalAddress,
          companyNumber,
          msbNumber,
        });
      },
    ],
  ];

  it.each(fields)(
    'refuses them in %s, naming the %s, and changes nothing',
    async (path, field, change) => {
      const before = {
        currency: (await t.app.inject('/api/singleCurrency/EUR')).body,
        branches: (await t.app.inject('/api/branches')).body,
        business: (await t.app.inject('/api/business')).body,
        upsell: (await t.app.inject('/api/upsell')).body,
      };
      for (const text of HIDDEN) {
        const response = await change(text);
        expect({ text, status: response.statusCode }).toEqual({ text, status: 400 });
        const message = `The ${field} cannot contain line breaks, tabs or other control characters`;
        expect(response.json().error.issues).toContainEqual({ path, message });
      }
      expect({
        currency: (await t.app.inject('/api/singleCurrency/EUR')).body,
        branches: (await t.app.inject('/api/branches')).body,
        business: (await t.app.inject('/api/business')).body,
        upsell: (await t.app.inject('/api/upsell')).body,
      }).toEqual(before);
      // The same text without them is taken.
      expect((await change('Euro notes')).statusCode).toBeLessThan(300);
    },
  );
});

describe('notes staff write over several lines', () => {
  it('keep their line breaks and refuse the other controls', () => {
    const note = 'Known customer.\nFunds from a salary, payslips seen.';
    expect(ReviewDecisionBodySchema.parse({ decision: 'clear', note }).note).toBe(note);
    expect(DeleteReasonSchema.parse('Duplicate\r\nof another order')).toBe(
      'Duplicate\r\nof another order',
    );
    for (const hidden of ['a\tb c', 'abc\u202E', 'abc\u0000']) {
      expect(
        ReviewDecisionBodySchema.safeParse({ decision: 'clear', note: hidden }).error?.issues[0]
          ?.message,
      ).toBe('The note cannot contain tabs or other control characters');
      expect(DeleteReasonSchema.safeParse(hidden).success).toBe(false);
    }
  });
});
