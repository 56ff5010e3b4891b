import { sql, type Kysely } from 'kysely';
import { replaceCheck } from './sqlite-rebuild.ts';

// Frozen in time: takes Kysely<any> and imports nothing from the app.

const OLD_ROLES = `role in ('user', 'Admin')`;
const NEW_ROLES = `role in ('user', 'Staff', 'Admin')`;

/**
 * Branch operations: Staff scoped to branches, the ID check and the due-diligence review of an
 * order, the reason a completed order was deleted, anonymisation after the retention period, and
 * the business's registration numbers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await replaceCheck(db, 'users', 'users_role_check', OLD_ROLES, NEW_ROLES);
  await db.schema
    .createTable('user_branches')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('branch_key', 'text', (c) =>
      c.notNull().references('branches.key').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('user_branches_pkey', ['user_id', 'branch_key'])
    .execute();

  const orderColumns: Array<[string, 'text' | 'timestamptz' | 'bigint']> = [
    // The customer's identity document, checked at the counter as the order completed.
    ['id_check_type', 'text'],
    ['id_check_last4', 'text'],
    ['id_checked_by', 'text'],
    ['id_checked_at', 'timestamptz'],
    // The customer's orders of the last 90 days, this one included, when it was placed.
    ['linked_gbp_minor', 'bigint'],
    // Why an Admin deleted a completed order.
    ['delete_reason', 'text'],
    // When the retention period ended and the personal data was replaced.
    ['anonymised_at', 'timestamptz'],
  ];
  for (const [column, type] of orderColumns) {
    await db.schema.alterTable('orders').addColumn(column, type).execute();
  }
  // 'held' until an Admin reviews a linked-transaction order; 'cleared' once reviewed.
  await db.schema
    .alterTable('orders')
    .addColumn('review', 'text', (c) => c.check(sql`review in ('held', 'cleared')`))
    .execute();
  // JSON array of the marks staff see in the lists ('high-notes', 'near-threshold', 'linked').
  await db.schema
    .alterTable('orders')
    .addColumn('flags', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .createIndex('orders_branch_collection_idx')
    .on('orders')
    .columns(['branch_key', 'collection_date', 'status'])
    .execute();
  await db.schema.createIndex('orders_review_idx').on('orders').column('review').execute();

  for (const column of ['company_number', 'msb_number']) {
    await db.schema
      .alterTable('business_profile')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['company_number', 'msb_number']) {
    await db.schema.alterTable('business_profile').dropColumn(column).execute();
  }
  await db.schema.dropIndex('orders_review_idx').execute();
  await db.schema.dropIndex('orders_branch_collection_idx').execute();
  for (const column of [
    'flags',
    'review',
    'anonymised_at',
    'delete_reason',
    'linked_gbp_minor',
    'id_checked_at',
    'id_checked_by',
    'id_check_last4',
    'id_check_type',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.dropTable('user_branches').execute();
  await db.updateTable('users').set({ role: 'user' }).where('role', '=', 'Staff').execute();
  await replaceCheck(db, 'users', 'users_role_check', NEW_ROLES, OLD_ROLES);
}
