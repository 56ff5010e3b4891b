import type { Kysely } from 'kysely';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

export async function up(db: Kysely<any>): Promise<void> {
  // Null until the owner of the address follows the link e-mailed to it (or Google vouches).
  await db.schema.alterTable('users').addColumn('email_verified_at', 'timestamptz').execute();

  // Nobody loses access: Admins stay able to be Admins, and an account linked to a Google
  // identity was linked only because Google had verified its address.
  await db
    .updateTable('users')
    .set({ email_verified_at: new Date() })
    .where((eb) =>
      eb.or([
        eb('role', '=', 'Admin'),
        eb.exists(
          eb
            .selectFrom('user_identities')
            .select('user_identities.id')
            .whereRef('user_identities.user_id', '=', 'users.id')
            .whereRef('user_identities.email', '=', 'users.email'),
        ),
      ]),
    )
    .execute();

  await db.schema
    .createTable('email_verification_tokens')
    // The SHA-256 of the token: a leaked table holds no usable link.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_verification_tokens_user_idx')
    .on('email_verification_tokens')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_verification_tokens').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
