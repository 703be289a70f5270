import { sql } from 'kysely';
import { isPostgres, type Db } from './client';

/** The namespace of these locks among PostgreSQL's two-key advisory locks. */
const NAMESPACE = 0x53544f52; // "STOR"

/**
 * Makes transactions that name the same `key` run one after another, from here to their
 * commit: a read-check-write (a per-customer coupon limit, a failure counter) then holds on
 * any number of instances. PostgreSQL takes a transaction-scoped advisory lock; SQLite's
 * transactions (BEGIN IMMEDIATE) already run one at a time.
 */
export async function serializeOn(trx: Db, key: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(${NAMESPACE}, hashtext(${key}))`.execute(trx);
}
