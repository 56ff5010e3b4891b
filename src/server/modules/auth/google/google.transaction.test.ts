import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './google.transaction.ts';

describe('safeReturnTo', () => {
  it.each(['/', '/orders', '/orders?tab=open#top', '/a/b%2Fc'])(
    'keeps the site path %s',
    (path) => {
      expect(safeReturnTo(path)).toBe(path);
    },
  );

  it.each([
    undefined,
    '',
    'orders',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    `/${'a'.repeat(2048)}`,
  ])('falls back to / for %j', (returnTo) => {
    expect(safeReturnTo(returnTo)).toBe('/');
  });
});
