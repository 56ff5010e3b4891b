import type { Kysely } from 'kysely';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

export async function up(db: Kysely<any>): Promise<void> {
  // Who the customer is, for the limits per customer: the e-mail in lower case and the phone's
  // digits alone, so that '01632 960123' and '01632-960-123' are one phone.
  await db.schema
    .alterTable('orders')
    .addColumn('email_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('phone_digits', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const orders = await db.selectFrom('orders').select(['id', 'email', 'phone']).execute();
  for (const order of orders) {
    await db
      .updateTable('orders')
      .set({
        email_key: String(order.email).toLowerCase(),
        phone_digits: String(order.phone).replace(/\D/g, ''),
      })
      .where('id', '=', order.id)
      .execute();
  }
  for (const column of ['email_key', 'phone_digits']) {
    await db.schema
      .createIndex(`orders_${column}_created_idx`)
      .on('orders')
      .columns([column, 'created_at'])
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['email_key', 'phone_digits']) {
    await db.schema.dropIndex(`orders_${column}_created_idx`).execute();
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
