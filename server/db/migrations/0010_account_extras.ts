import type { Kysely } from 'kysely';

/**
 * What the account calls of 6amMart-family clients need (issue 15): one-time codes (password
 * reset, phone verification) with their expiry and failed tries, each customer's interests
 * (category ids), and add-fund requests of the demo gateway.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('account_codes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** reset_password | verify_phone: one live code per customer and purpose */
    .addColumn('purpose', 'text', (c) => c.notNull())
    /** sha256 (hex) of the four-digit code; the code itself goes only to its delivery */
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_ms', 'bigint', (c) => c.notNull())
    .addColumn('expires_ms', 'bigint', (c) => c.notNull())
    /** wrong tries on this code; at the limit the code is dead */
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('account_codes_pk', ['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('customer_interests')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addPrimaryKeyConstraint('customer_interests_pk', ['user_id', 'category_id'])
    .execute();

  await db.schema
    .createTable('wallet_fund_requests')
    /** random, the gateway page's only credential */
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('callback', 'text', (c) => c.notNull())
    /** pending | paid | failed: the wallet is credited by the one change to paid */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_ms', 'bigint', (c) => c.notNull())
    .addColumn('settled_ms', 'bigint')
    .execute();
  await db.schema
    .createIndex('wallet_fund_requests_user')
    .on('wallet_fund_requests')
    .column('user_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['wallet_fund_requests', 'customer_interests', 'account_codes'])
    await db.schema.dropTable(table).execute();
}
