import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { SqliteAdapter } from 'kysely';

/**
 * Customer accounts (issue 4): customers, their bearer tokens (stored hashed), failed-login
 * throttling, saved addresses, wishlists and uploaded profile photos. Kysely's schema builder
 * only, so the same migration runs on SQLite and PostgreSQL.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const real = 'double precision';

function autoId(db: AnyDb) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return (col: ColumnDefinitionBuilder) =>
    sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

export async function up(db: AnyDb): Promise<void> {
  const id = autoId(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('f_name', 'text')
    .addColumn('l_name', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    /** the phone's digits only: what sign-in and uniqueness compare */
    .addColumn('phone_key', 'text', (c) => c.notNull().unique())
    /** lower-cased */
    .addColumn('email', 'text', (c) => c.unique())
    /** argon2id PHC string; null for social-login customers */
    .addColumn('password', 'text')
    .addColumn('image', 'text')
    .addColumn('login_medium', 'text', (c) => c.notNull())
    .addColumn('social_id', 'text')
    .addColumn('is_phone_verified', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cm_firebase_token', 'text')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('ref_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('customer_tokens')
    /** sha256 (hex) of the bearer token; the token itself is never stored */
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_tokens_user')
    .on('customer_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('login_attempts')
    /** "phone:<digits>" or "email:<lower-cased>" */
    .addColumn('identifier', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('first_failed_ms', 'bigint', (c) => c.notNull())
    .addColumn('locked_until_ms', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('customer_addresses')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('contact_person_name', 'text', (c) => c.notNull())
    .addColumn('contact_person_number', 'text', (c) => c.notNull())
    .addColumn('contact_person_email', 'text')
    /** home | office | other */
    .addColumn('address_type', 'text', (c) => c.notNull())
    .addColumn('address_label', 'text')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('additional_information', 'text')
    .addColumn('floor', 'text')
    .addColumn('road', 'text')
    .addColumn('house', 'text')
    .addColumn('latitude', real, (c) => c.notNull())
    .addColumn('longitude', real, (c) => c.notNull())
    .addColumn('zone_id', 'integer', (c) => c.notNull())
    /** JSON text number[]: every zone containing the point, smallest first */
    .addColumn('zone_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_addresses_user')
    .on('customer_addresses')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('wishlists')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.references('items.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // NULLs are distinct in unique indexes on both engines: one row per (user, item) and per
  // (user, store), while store rows (item_id NULL) and item rows (store_id NULL) coexist.
  await db.schema
    .createIndex('wishlists_user_item')
    .on('wishlists')
    .columns(['user_id', 'item_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('wishlists_user_store')
    .on('wishlists')
    .columns(['user_id', 'store_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('uploads')
    /** random file name with its extension, e.g. "3f9c…e1.png" */
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer')
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    /** base64 of the file (text keeps the column portable between engines) */
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'uploads',
    'wishlists',
    'customer_addresses',
    'login_attempts',
    'customer_tokens',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
