import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants.ts';
import { CreateOrderBodySchema, CustomerDetailsSchema, type CartItem } from './order.ts';

const item = (Id: string): CartItem => ({
  currencyMy: 100,
  currencyTake: 115.33,
  currencyMycurrent: 'GBP',
  currencyTakecurrent: 'EUR',
  Id,
  Rate: 1.1533,
  date: '2026-11-23T10:00:00.000Z',
});

const body = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  confirmEmail: 'ada@example.com',
  phone: '01632 960123',
  acceptRules: true,
  addressKey: 'brighton',
  way: 'Order',
  items: [item('a')],
};

const firstNameProblem = (firstName: string) => {
  const result = CreateOrderBodySchema.safeParse({ ...body, firstName });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('names on an order', () => {
  it.each([
    'Zoë',
    "O'Brien",
    'N’Golo',
    'Jean-Luc',
    'José María',
    'St. John',
    'Nguyễn',
    '李小龍',
    'محمد',
    'Ольга',
    'Zoe\u0308', // e + a combining diaeresis
    '𠀋', // a letter outside the Basic Multilingual Plane: one character
    'a'.repeat(50),
    '𠀋'.repeat(50),
  ])('takes %s', (name) => {
    expect(firstNameProblem(name)).toBeUndefined();
  });

  const characters = 'Use only letters, spaces, hyphens, apostrophes and dots in your first name';
  it.each([
    ['empty', '', 'Enter your first name'],
    ['only spaces', '   ', 'Enter your first name'],
    ['no letter at all', "-'.", 'Enter your first name'],
    ['51 letters', 'a'.repeat(51), 'Your first name can be at most 50 characters'],
    ['51 letters outside the BMP', '𠀋'.repeat(51), 'Your first name can be at most 50 characters'],
    ['a digit', 'Ada2', characters],
    ['a link', 'see https://x.example', characters],
    ['a control character', 'Ada\u0000', characters],
    ['a line break', 'Ada\nLovelace', characters],
    ['a tab', 'Ada\tLovelace', characters],
    ['a right-to-left override', 'Ada\u202E', characters],
    ['a right-to-left isolate', '\u2067Ada', characters],
    ['a zero-width joiner', 'A\u200Dda', characters],
    ['an unpaired high surrogate', 'Ada\uD83D', characters],
    ['an unpaired low surrogate', '\uDE00Ada', characters],
    ['markup', '<b>Ada</b>', characters],
  ])('refuses %s', (_case, name, message) => {
    expect(firstNameProblem(name)).toBe(message);
  });

  it('trims the name it keeps', () => {
    expect(CreateOrderBodySchema.parse({ ...body, lastName: '  Lovelace ' }).lastName).toBe(
      'Lovelace',
    );
  });
});

describe("the customer's details", () => {
  const problems = (details: Record<string, unknown>) => {
    const result = CustomerDetailsSchema.safeParse(details);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path, issue.message]);
  };

  it('takes the e-mail repeated in another case, trimmed', () => {
    expect(problems({ ...body, confirmEmail: ' ADA@example.com ' })).toEqual([]);
  });

  it('tells that the e-mails differ alongside the other problems, so the form shows all at once', () => {
    expect(
      problems({ ...body, firstName: '', confirmEmail: 'ada@example.org', acceptRules: false }),
    ).toEqual([
      [['firstName'], 'Enter your first name'],
      [['acceptRules'], MESSAGES.rulesNotAccepted],
      [['confirmEmail'], MESSAGES.emailsDiffer],
    ]);
  });
});

describe('items on an order', () => {
  it('refuses two items with the same Id', () => {
    const result = CreateOrderBodySchema.safeParse({ ...body, items: [item('a'), item('a')] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['items'], message: MESSAGES.duplicateItems }),
    ]);
  });

  it('takes items with their own Ids', () => {
    expect(
      CreateOrderBodySchema.safeParse({ ...body, items: [item('a'), item('b')] }).success,
    ).toBe(true);
  });
});
