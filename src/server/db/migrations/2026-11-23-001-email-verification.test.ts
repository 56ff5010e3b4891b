/** Accounts that exist when e-mail verification arrives: nobody who could be Admin loses it. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openedDatabase } from '../../test-support/opened-database.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

describe.each(testDatabaseKinds)('the e-mail verification migration on $name', (kind) => {
  const database = openedDatabase(kind);

  it('counts Admins and Google-linked accounts as verified, and nobody else', async () => {
    const { db, dialect } = database();
    await migrateTo(db, dialect, '2026-11-22-002-contact-messages');

    const now = new Date();
    const user = (id: string, email: string, role: 'user' | 'Admin') =>
      sql`insert into users (id, email, role, created_at, updated_at)
          values (${id}, ${email}, ${role}, ${now.toISOString()}, ${now.toISOString()})`.execute(
        db,
      );
    await user('1', 'admin@example.com', 'Admin');
    await user('2', 'customer@example.com', 'user');
    await user('3', 'google@example.com', 'user');
    await sql`insert into user_identities (id, user_id, issuer, subject, email, created_at)
              values ('g', '3', 'https://accounts.google.com', 's', 'google@example.com',
                      ${now.toISOString()})`.execute(db);

    expect(await migrateToLatest(db, dialect)).toContain('2026-11-23-001-email-verification');
    const users = await db
      .selectFrom('users')
      .select(['email', 'emailVerifiedAt'])
      .orderBy('email')
      .execute();
    expect(users).toEqual([
      { email: 'admin@example.com', emailVerifiedAt: expect.any(Date) },
      { email: 'customer@example.com', emailVerifiedAt: null },
      { email: 'google@example.com', emailVerifiedAt: expect.any(Date) },
    ]);
  });
});
