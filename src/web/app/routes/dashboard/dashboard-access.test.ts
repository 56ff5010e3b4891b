import { describe, expect, it } from 'vitest';
import { mayOpen } from './dashboard-access.ts';

describe('which dashboard screens a role opens', () => {
  it('opens every screen to an Admin and none to a plain user', () => {
    expect(mayOpen('Admin', '/dashboard/Users')).toBe(true);
    expect(mayOpen('user', '/dashboard/today', true)).toBe(false);
  });

  it("opens Staff their branch's screens, and the MLRO's two besides to a Staff MLRO", () => {
    expect(mayOpen('Staff', '/dashboard/today')).toBe(true);
    expect(mayOpen('Staff', '/dashboard/orderDetails/some-id')).toBe(true);
    for (const screen of ['/dashboard/reviews', '/dashboard/compliance']) {
      expect(mayOpen('Staff', screen)).toBe(false);
      expect(mayOpen('Staff', screen, true)).toBe(true);
    }
    expect(mayOpen('Staff', '/dashboard/Users', true)).toBe(false);
  });
});
