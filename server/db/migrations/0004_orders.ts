import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { SqliteAdapter, sql } from 'kysely';

/**
 * Orders, payments and what follows them (issue 5): the order columns of every order type
 * (coupons, schedules, parcels, prescriptions, every status timestamp, cancellation), wallet
 * and loyalty balances and their transactions, referrals, chat, reviews, notifications, the
 * demo gateway's payment requests, store-wide discounts, and the reason lists.
 *
 * Kysely's schema builder, except one step per dialect: parcel orders have no store, so
 * `orders.store_id` becomes nullable. PostgreSQL drops the NOT NULL; SQLite cannot alter a
 * column, so the table is rebuilt from its own DDL (the documented 12-step procedure).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const real = 'double precision';

const isSqlite = (db: AnyDb) => db.getExecutor().adapter instanceof SqliteAdapter;

function autoId(db: AnyDb) {
  const sqlite = isSqlite(db);
  return (col: ColumnDefinitionBuilder) =>
    sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

type Column = [
  name: string,
  type: 'text' | 'integer' | 'bigint' | typeof real,
  notNullDefault?: number,
];

const ORDER_COLUMNS: Column[] = [
  ['coupon_code', 'text'],
  ['coupon_discount_title', 'text'],
  ['coupon_discount_amount', real, 0],
  ['flash_discount_amount', real, 0],
  ['original_delivery_charge', real, 0],
  ['free_delivery_by', 'text'],
  ['tax_percentage', real, 0],
  ['scheduled', 'integer', 0],
  ['schedule_at', 'text'],
  ['accepted', 'text'],
  ['handover', 'text'],
  ['failed', 'text'],
  ['refund_requested', 'text'],
  ['refunded', 'text'],
  ['refund_request_canceled', 'text'],
  ['cancellation_reason', 'text'],
  ['canceled_by', 'text'],
  ['parcel_category_id', 'integer'],
  ['charge_payer', 'text'],
  ['delivery_instruction', 'text'],
  ['prescription_order', 'integer', 0],
  ['order_attachment', 'text'],
  ['transaction_reference', 'text'],
  ['review_reminder_dismissed', 'integer', 0],
];

const USER_COLUMNS: Column[] = [
  ['wallet_balance', real, 0],
  ['loyalty_point', 'integer', 0],
  ['ref_by', 'integer'],
];

async function addColumns(db: AnyDb, table: string, columns: Column[]) {
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable(table)
      .addColumn(name, type, (c) => (fallback === undefined ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }
}

async function dropColumns(db: AnyDb, table: string, columns: Column[]) {
  for (const [name] of [...columns].reverse())
    await db.schema.alterTable(table).dropColumn(name).execute();
}

/** SQLite: rebuild `orders` with a nullable store_id, keeping its rows, columns and indexes. */
async function sqliteStoreIdNullable(db: AnyDb) {
  const table = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'orders'`.execute(db);
  const ddl = table.rows[0]?.sql ?? '';
  const indexes = await sql<{
    sql: string | null;
  }>`select sql from sqlite_master where type = 'index' and tbl_name = 'orders'`.execute(db);
  const nullable = ddl.replace(/"store_id" integer not null/i, '"store_id" integer');
  const renamed = nullable.replace(/^create table "orders"/i, 'create table "orders_0004"');
  if (nullable === ddl || renamed === nullable)
    throw new Error('0004_orders: unexpected orders DDL, cannot make store_id nullable');
  // Inside migrate.ts's transaction this pragma does nothing: migrate.ts turns them off first.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(renamed).execute(db);
    await sql`insert into "orders_0004" select * from "orders"`.execute(db);
    await sql`drop table "orders"`.execute(db);
    await sql`alter table "orders_0004" rename to "orders"`.execute(db);
    for (const index of indexes.rows) if (index.sql) await sql.raw(index.sql).execute(db);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

const CANCEL_REASONS: [string, string][] = [
  ['I ordered by mistake', 'customer'],
  ['I want to change the delivery address', 'customer'],
  ['I want to add or remove items', 'customer'],
  ['The delivery time is too long', 'customer'],
  ['I found a better price elsewhere', 'customer'],
  ['Order payment canceled', 'customer'],
  ['Items are out of stock', 'store'],
  ['The store is too busy', 'store'],
  ['The customer could not be reached', 'deliveryman'],
  ['The address could not be found', 'deliveryman'],
];

const REFUND_REASONS = [
  'The item arrived damaged',
  'I received the wrong item',
  'Items are missing from my order',
  'The item is expired or of poor quality',
  'The order arrived too late',
];

const PARCEL_INSTRUCTIONS = [
  'Handle with care: fragile',
  'Keep upright',
  'Call the receiver before arriving',
  'Leave with the building guard if nobody answers',
  'Do not bend',
];

const SEEDED_AT = '2025-12-01T00:00:00.000Z';

export async function up(db: AnyDb): Promise<void> {
  const id = autoId(db);

  await addColumns(db, 'orders', ORDER_COLUMNS);
  if (isSqlite(db)) await sqliteStoreIdNullable(db);
  else
    await db.schema
      .alterTable('orders')
      .alterColumn('store_id', (c) => c.dropNotNull())
      .execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'id']).execute();

  await db.schema.alterTable('order_details').addColumn('flash_sale_item_id', 'integer').execute();
  await db.schema
    .alterTable('delivery_men')
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await addColumns(db, 'users', USER_COLUMNS);

  await db.schema
    .createTable('wallet_transactions')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
    .addColumn('credit', real, (c) => c.notNull().defaultTo(0))
    .addColumn('debit', real, (c) => c.notNull().defaultTo(0))
    .addColumn('admin_bonus', real, (c) => c.notNull().defaultTo(0))
    /** the balance after this transaction */
    .addColumn('balance', real, (c) => c.notNull())
    /** order_place | order_refund | loyalty_point | referrer | add_fund */
    .addColumn('transaction_type', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wallet_transactions_user')
    .on('wallet_transactions')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('loyalty_point_transactions')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
    .addColumn('credit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('debit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('balance', 'integer', (c) => c.notNull())
    /** order_place | point_to_wallet */
    .addColumn('transaction_type', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('loyalty_point_transactions_user')
    .on('loyalty_point_transactions')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('order_cancel_reasons')
    .addColumn('id', 'integer', id)
    .addColumn('reason', 'text', (c) => c.notNull())
    /** customer | store | deliveryman | admin */
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('order_cancel_reasons')
    .values(
      CANCEL_REASONS.map(([reason, user_type]) => ({
        reason,
        user_type,
        status: 1,
        created_at: SEEDED_AT,
      })),
    )
    .execute();

  await db.schema
    .createTable('refund_reasons')
    .addColumn('id', 'integer', id)
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('refund_reasons')
    .values(REFUND_REASONS.map((reason) => ({ reason, status: 1, created_at: SEEDED_AT })))
    .execute();

  await db.schema
    .createTable('parcel_delivery_instructions')
    .addColumn('id', 'integer', id)
    .addColumn('instruction', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('parcel_delivery_instructions')
    .values(
      PARCEL_INSTRUCTIONS.map((instruction) => ({ instruction, status: 1, created_at: SEEDED_AT })),
    )
    .execute();

  await db.schema
    .createTable('conversations')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** vendor (a store) | delivery_man */
    .addColumn('receiver_type', 'text', (c) => c.notNull())
    .addColumn('receiver_id', 'integer', (c) => c.notNull())
    /** the order that started a courier conversation */
    .addColumn('order_id', 'integer')
    /** messages the customer has not seen yet */
    .addColumn('unread_message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_message_id', 'integer')
    .addColumn('last_message_time', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('conversations_pair', ['user_id', 'receiver_type', 'receiver_id'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', id)
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    /** customer | vendor | delivery_man */
    .addColumn('sender_type', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'integer', (c) => c.notNull())
    .addColumn('message', 'text')
    /** JSON text string[] of upload names, or null */
    .addColumn('file', 'text')
    .addColumn('is_seen', 'integer', (c) => c.notNull().defaultTo(0))
    /** a customer message the simulator answers at this time (epoch ms); null once answered */
    .addColumn('reply_due_ms', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('messages_conversation')
    .on('messages')
    .columns(['conversation_id', 'id'])
    .execute();
  await db.schema.createIndex('messages_reply_due').on('messages').column('reply_due_ms').execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', id)
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('reviews_order_item', ['order_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('dm_reviews')
    .addColumn('id', 'integer', id)
    .addColumn('delivery_man_id', 'integer', (c) => c.notNull().references('delivery_men.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('guest_id', 'bigint')
    /** order_status | message | referral_code */
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('conversation_id', 'integer')
    .addColumn('sender_type', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_guest')
    .on('notifications')
    .columns(['guest_id', 'id'])
    .execute();

  await db.schema
    .createTable('store_discounts')
    .addColumn('id', 'integer', id)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    /** percent off every item of the store (6amMart store discount) */
    .addColumn('discount', real, (c) => c.notNull())
    .addColumn('min_purchase', real, (c) => c.notNull().defaultTo(0))
    /** 0 = no cap */
    .addColumn('max_discount', real, (c) => c.notNull().defaultTo(0))
    /** 'YYYY-MM-DD' local, inclusive */
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    /** 'HH:MM:SS' daily window */
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_discounts_store')
    .on('store_discounts')
    .column('store_id')
    .execute();

  await db.schema
    .createTable('payment_requests')
    /** random, single use: the demo gateway form carries it */
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('callback', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('created_ms', 'bigint', (c) => c.notNull())
    .addColumn('used_ms', 'bigint')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'payment_requests',
    'store_discounts',
    'notifications',
    'dm_reviews',
    'reviews',
    'messages',
    'conversations',
    'parcel_delivery_instructions',
    'refund_reasons',
    'order_cancel_reasons',
    'loyalty_point_transactions',
    'wallet_transactions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await dropColumns(db, 'users', USER_COLUMNS);
  await db.schema.alterTable('delivery_men').dropColumn('rating_count').execute();
  await db.schema.alterTable('order_details').dropColumn('flash_sale_item_id').execute();
  await db.schema.dropIndex('orders_user').execute();
  // store_id stays nullable: a looser column loses nothing.
  await dropColumns(db, 'orders', ORDER_COLUMNS);
}
