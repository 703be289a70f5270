import type { Kysely } from 'kysely';

/**
 * Short-lived tickets that open a signed-in customer's event stream (issue 43): EventSource
 * cannot send headers, and a token in the stream's URL lands in access logs and the browser's
 * history. A ticket opens the streams only, for a minute, and only while its token is valid
 * (services/stream-tickets.ts). Only its sha256 is stored, as a token's.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('stream_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) =>
      c.notNull().references('customer_tokens.token_hash').onDelete('cascade'),
    )
    .addColumn('expires_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stream_tickets_expiry')
    .on('stream_tickets')
    .column('expires_ms')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('stream_tickets').execute();
}
