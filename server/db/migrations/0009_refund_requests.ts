import type { Kysely } from 'kysely';

/** A customer's refund request on a delivered order (`customer/order/refund-request`). */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('refund_requests')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('customer_reason', 'text', (c) => c.notNull())
    .addColumn('customer_note', 'text')
    /** JSON array of upload names (the owner-checked attachment route serves them) */
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('refund_requests').execute();
}
