import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, CONTACT_MESSAGES, type ContactMessage } from '#shared/schemas/contact.ts';
import { ADMIN, ADMIN_ENV, signInAsAdmin } from '../../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { CONTACT_MESSAGES_PER_HOUR } from './contact.routes.ts';

const message = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '01632 960555',
  message: 'Do you stock Icelandic krona in Worthing?',
};

describe.each(testDatabaseKinds)('contact messages on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  // Each test sends from an address of its own, so the hourly allowance of one never limits another.
  let nextAddress = 1;
  const newAddress = () => `192.0.2.${nextAddress++}`;

  beforeAll(async () => {
    t = await createTestApp(kind, ADMIN_ENV);
    admin = await signInAsAdmin(t.app);
  });
  afterAll(() => t.close());

  const send = (payload: object, remoteAddress = newAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });
  const list = (query = '') =>
    t.app.inject({ url: `/api/messages${query}`, headers: { cookie: admin } });
  const handle = (id: string) =>
    t.app.inject({ method: 'PUT', url: `/api/messages/${id}/handled`, headers: { cookie: admin } });
  const stored = async () => Number((await list('?limit=1')).headers['x-total-count']);

  it('stores a message and lists it for staff, newest first, trimmed', async () => {
    const first = await send({ ...message, name: '  Grace Hopper  ' });
    expect(first.statusCode).toBe(201);
    const receipt = first.json();
    expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(receipt.receivedAt)).not.toBeNaN();

    const second = await send({ name: 'Alan', email: 'alan@example.com', message: 'Hello' });
    expect(second.statusCode).toBe(201);

    const response = await list();
    expect(response.statusCode).toBe(200);
    const messages = response.json() as ContactMessage[];
    expect(messages[0]).toMatchObject({ id: second.json().id, phone: '', handledAt: null });
    expect(messages[1]).toEqual({
      id: receipt.id,
      ...message,
      createdAt: receipt.receivedAt,
      handledAt: null,
      handledBy: null,
    });
  });

  it.each([
    [{ ...message, name: '   ' }, CONTACT_MESSAGES.name],
    [{ ...message, email: 'not-an-email' }, CONTACT_MESSAGES.email],
    [{ ...message, phone: 'call me' }, CONTACT_MESSAGES.phone],
    [{ ...message, message: '' }, CONTACT_MESSAGES.message],
    [
      { ...message, message: 'x'.repeat(CONTACT_LIMITS.message + 1) },
      CONTACT_MESSAGES.messageTooLong,
    ],
    [{ name: 'No email', message: 'Hi' }, CONTACT_MESSAGES.email],
  ])('refuses %o with "%s" and stores nothing', async (payload, text) => {
    const before = await stored();
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(text);
    expect(await stored()).toBe(before);
  });

  it(`takes ${CONTACT_MESSAGES_PER_HOUR} messages an hour from one address, then refuses`, async () => {
    const address = newAddress();
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++) {
      expect((await send(message, address)).statusCode).toBe(201);
    }
    const before = await stored();
    const refused = await send(message, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(CONTACT_MESSAGES.tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toBe(before);
    expect((await send(message)).statusCode).toBe(201);
  });

  it('counts the addresses of one IPv6 /64 network as one address', async () => {
    for (let i = 1; i <= CONTACT_MESSAGES_PER_HOUR; i++) {
      expect((await send(message, `2001:db8:5:6::${i}`)).statusCode).toBe(201);
    }
    const refused = await send(message, '2001:db8:5:6:ffff:ffff:ffff:fffe');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(CONTACT_MESSAGES.tooMany);
    // The next network along is another household's.
    expect((await send(message, '2001:db8:5:7::1')).statusCode).toBe(201);
  });

  it('pages the list with limit and offset and gives the total', async () => {
    const total = await stored();
    const all = (await list(`?limit=${total}`)).json() as ContactMessage[];
    expect(all).toHaveLength(total);
    const created = all.map((m) => Date.parse(m.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const page = await list('?limit=2&offset=1');
    expect(page.headers['x-total-count']).toBe(String(total));
    expect((page.json() as ContactMessage[]).map((m) => m.id)).toEqual(
      all.slice(1, 3).map((m) => m.id),
    );
    expect((await list('?limit=0')).statusCode).toBe(400);
  });

  it('marks a message handled once, in the audit log, and keeps the first handler', async () => {
    const { id } = (await send(message)).json();
    const response = await handle(id);
    expect(response.statusCode).toBe(200);
    const handled = response.json() as ContactMessage;
    expect(handled).toMatchObject({ id, handledBy: ADMIN.email });
    expect(Date.parse(handled.handledAt!)).not.toBeNaN();

    const again = await handle(id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(handled);

    const audit = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityType', '=', 'contact-message')
      .where('entityId', '=', id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: ADMIN.email, action: 'contact-message.handle' });
    expect(JSON.parse(audit[0]!.after!)).toEqual({
      handledAt: handled.handledAt,
      handledBy: ADMIN.email,
    });
  });

  it('answers 404 for an unknown message and 400 for a malformed id', async () => {
    const missing = await handle('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('This message does not exist');
    expect((await handle('nope')).statusCode).toBe(400);
  });
});
