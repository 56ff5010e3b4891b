/**
 * Guessing is slowed without letting a stranger lock the owner out: failures count per account
 * and address, every attempt per address, and an account's failures from every address together
 * only stop addresses that have not succeeded for it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#shared/schemas/user.ts';
import { capturedLogger } from '../../test-support/captured-logger.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const OWNER = { email: 'owner@example.com', password: 'the-owners-passphrase' };
const OWNER_ADDRESS = '198.51.100.7';

describe.each(testDatabaseKinds)('sign-in throttling on $name', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, {
      AUTH_RATE_LIMIT_PER_ACCOUNT: '3',
      AUTH_RATE_LIMIT_PER_IP: '50',
    });
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: OWNER,
      remoteAddress: OWNER_ADDRESS,
    });
    expect(signUp.statusCode).toBe(201);
  });
  afterEach(() => t.close());

  const signIn = (remoteAddress: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: OWNER.email, password },
      remoteAddress,
    });

  it("does not lock the owner out of their own address with someone else's failures", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await signIn('203.0.113.9', `wrong-guess-${i}`)).statusCode).toBe(401);
    }
    const stranger = await signIn('203.0.113.9', 'wrong-guess-3');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password from the stranger's address waits out the window.
    expect((await signIn('203.0.113.9', OWNER.password)).statusCode).toBe(429);

    expect((await signIn(OWNER_ADDRESS, OWNER.password)).statusCode).toBe(200);
    // A new address of the owner's is not held back by the stranger's three failures either.
    expect((await signIn('198.51.100.8', OWNER.password)).statusCode).toBe(200);
  });

  it('slows many addresses at one account, still letting the owner in from a known address', async () => {
    // Three per address, five addresses: the account-wide allowance (5 x 3) is used up.
    for (let address = 1; address <= 5; address++) {
      for (let i = 0; i < 3; i++) {
        const response = await signIn(`203.0.113.${address}`, `wrong-guess-${i}`);
        expect(response.statusCode).toBe(401);
      }
    }
    const fresh = await signIn('203.0.113.6', 'wrong-guess');
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn('203.0.113.7', OWNER.password)).statusCode).toBe(429);
    expect((await signIn(OWNER_ADDRESS, OWNER.password)).statusCode).toBe(200);
  });

  it("counts an IPv6 /64 network's failures as one address's", async () => {
    for (let i = 1; i <= 3; i++) {
      expect((await signIn(`2001:db8:9:1::${i}`, `wrong-guess-${i}`)).statusCode).toBe(401);
    }
    expect((await signIn('2001:db8:9:1:abcd::1', 'wrong-guess')).statusCode).toBe(429);
    expect((await signIn('2001:db8:9:2::1', OWNER.password)).statusCode).toBe(200);
  });

  it('holds parallel guesses from one address to the limit', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signIn('203.0.113.20', `wrong-guess-${i}`)),
    ).then((responses) => responses.map((response) => response.statusCode));
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('slows spraying many accounts from one address', async () => {
    const t2 = await createTestApp(kind, { AUTH_RATE_LIMIT_PER_IP: '5' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await t2.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: `sprayed-${i}@example.com`, password: 'wrong-guess' },
          remoteAddress: '203.0.113.30',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await t2.close();
    }
  });
});

describe('order lookups', () => {
  it("are not blocked for the owner by someone else's failed lookups of the number", async () => {
    const logLines: string[] = [];
    const t = await createTestApp(
      testDatabaseKinds[0]!,
      { AUTH_RATE_LIMIT_PER_ACCOUNT: '3' },
      capturedLogger(logLines),
    );
    try {
      const lookUp = (remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/order-status',
          payload: { orderNumber: '12345678', email: 'ada@example.com' },
          remoteAddress,
        });
      for (let i = 0; i < 3; i++) expect((await lookUp('203.0.113.40')).statusCode).toBe(404);
      expect((await lookUp('203.0.113.40')).statusCode).toBe(429);
      expect((await lookUp(OWNER_ADDRESS)).statusCode).toBe(404);
      // The log names what was throttled, and an order lookup is no sign-in.
      const throttled = logLines.filter((line) => line.includes('throttled'));
      expect(throttled).toHaveLength(1);
      expect(throttled[0]).toContain('"route":"/api/order-status"');
      expect(logLines.join('')).not.toMatch(/sign-in/i);
    } finally {
      await t.close();
    }
  });
});
