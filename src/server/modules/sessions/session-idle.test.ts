/** A short idle period still slides with activity: polling keeps a session alive. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

describe.each(testDatabaseKinds)('a one-minute idle period on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SESSION_IDLE_MINUTES: '1' });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const signedIn = async (cookie: string) =>
    (await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user !== null;

  it('stays alive while the page polls every 20 seconds, and ends a minute after the last poll', async () => {
    const cookie = await signUp(t.app, 'poller@example.com');
    const start = Date.now();
    const at = (seconds: number) =>
      vi.useFakeTimers({ toFake: ['Date'], now: start + seconds * 1000 });

    for (let seconds = 20; seconds <= 600; seconds += 20) {
      at(seconds);
      expect(await signedIn(cookie), `at ${seconds} s`).toBe(true);
    }
    at(600 + 61);
    expect(await signedIn(cookie)).toBe(false);
  });
});
