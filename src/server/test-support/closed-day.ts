/** The refusal of an order for a day its branch is closed on, as the order page gets it. */
import { expect } from 'vitest';

/** Checks that `response` refuses the order for a day Brighton is closed on, naming the field. */
export function expectBrightonClosed(response: { statusCode: number; json<T>(): T }): void {
  expect(response.statusCode).toBe(400);
  const { error } = response.json<{
    error: { message: string; reason: string; issues: unknown };
  }>();
  expect(error.reason).toBe('DAY_REFUSED');
  expect(error.message).toMatch(/^Brighton is closed on \w+ \d+ \w+: please choose another/);
  expect(error.issues).toEqual([{ path: 'collectionDate', message: error.message }]);
}
