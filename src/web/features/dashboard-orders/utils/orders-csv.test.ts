import { describe, expect, it } from 'vitest';
import type { OrderView } from '#shared/schemas/order.ts';
import { csvField, ordersCsv, toCsv } from './orders-csv.ts';

describe('csvField', () => {
  it('leaves plain text alone', () => {
    expect(csvField('Ada Lovelace')).toBe('Ada Lovelace');
  });

  it('quotes a field with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvField('99.87 EUR, 120.00 USD')).toBe('"99.87 EUR, 120.00 USD"');
    expect(csvField('Ada "Countess" Lovelace')).toBe('"Ada ""Countess"" Lovelace"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('line one\r\nline two')).toBe('"line one\r\nline two"');
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+44 1632 960123')).toBe("'+44 1632 960123");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

describe('toCsv', () => {
  it('joins fields with commas and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b,c'],
        ['d', ''],
      ]),
    ).toBe('a,"b,c"\r\nd,\r\n');
  });
});

describe('ordersCsv', () => {
  it('writes a header and one line per order', () => {
    const order = {
      _id: '3f0c1a52-7c43-4a43-9c6e-0a8b0d1e2f3a',
      Order_Id: '12345678',
      Name: 'Ada, Countess "of" Lovelace',
      Email: 'ada@example.com',
      Phone_Number: '01632 960123',
      title: 'Click & Collect',
      TotalMoney: 90,
      FxAmount: '99.87 EUR, 120.00 USD',
      time: '2026-11-21T10:00:00.000Z',
      collectionDate: '2026-11-24',
    } as OrderView;
    expect(ordersCsv([order])).toBe(
      'Order Id,Name,Email,Phone Number,Way,Amount (GBP),FX Amount,Time,Collection date\r\n' +
        '12345678,"Ada, Countess ""of"" Lovelace",ada@example.com,01632 960123,Click & Collect,90.00,"99.87 EUR, 120.00 USD",November 21st 2026,2026-11-24\r\n',
    );
  });

  it('keeps the pounds a plain number, without thousands separators', () => {
    const order = { TotalMoney: 4250.5, time: '2026-11-21T10:00:00.000Z' } as OrderView;
    expect(ordersCsv([order]).split('\r\n')[1]?.split(',')[5]).toBe('4250.50');
  });
});
