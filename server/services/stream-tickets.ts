import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { bag } from '../http/params';
import { bearerCustomerId } from './owner';
import { hashToken, unauthorized } from './sessions';

/**
 * A ticket to open a signed-in customer's event stream (issue 43): EventSource cannot send
 * headers, so what opens the stream goes in its URL, where access logs and the browser's history
 * keep it. A ticket opens the streams only (no other call takes it), for STREAM_TICKET_TTL_MS,
 * and only while the token it was issued for is valid (signing out ends it). Within its minute a
 * dropped stream reopened by the browser itself still opens; later the page asks a new one.
 */
export const STREAM_TICKET_TTL_MS = 60_000;

export async function issueStreamTicket(
  db: Db,
  tokenHash: string,
  nowMs: number,
): Promise<{ ticket: string; expires_in: number }> {
  const ticket = randomBytes(24).toString('base64url');
  // The table holds only live tickets: each new one takes the expired ones away.
  await db.deleteFrom('stream_tickets').where('expires_ms', '<=', nowMs).execute();
  await db
    .insertInto('stream_tickets')
    .values({
      ticket_hash: hashToken(ticket),
      token_hash: tokenHash,
      expires_ms: nowMs + STREAM_TICKET_TTL_MS,
    })
    .execute();
  return { ticket, expires_in: STREAM_TICKET_TTL_MS / 1000 };
}

/** The active customer a ticket was issued to (their id), while it and their token are valid. */
export async function customerForTicket(
  db: Db,
  ticket: string,
  nowMs: number,
): Promise<number | undefined> {
  if (ticket.length > 100) return undefined;
  const row = await db
    .selectFrom('stream_tickets')
    .innerJoin('customer_tokens', 'customer_tokens.token_hash', 'stream_tickets.token_hash')
    .innerJoin('users', 'users.id', 'customer_tokens.user_id')
    .select([
      'users.id',
      'stream_tickets.expires_ms as ticket_expires',
      'customer_tokens.expires_ms as token_expires',
    ])
    .where('stream_tickets.ticket_hash', '=', hashToken(ticket))
    .where('users.status', '=', 1)
    .executeTakeFirst();
  return row && Number(row.ticket_expires) > nowMs && Number(row.token_expires) > nowMs
    ? row.id
    : undefined;
}

/**
 * Who opens an event stream: the customer of a bearer token (clients that can send headers) or
 * of a `?ticket=`; undefined when the request carries neither (a guest). 401 for one not valid.
 */
export async function streamCustomerId(
  db: Db,
  req: FastifyRequest,
  nowMs: number,
): Promise<number | undefined> {
  const byToken = await bearerCustomerId(db, req, nowMs);
  if (byToken !== undefined) return byToken;
  const { ticket } = bag(req.query);
  if (typeof ticket !== 'string' || ticket === '') return undefined;
  const userId = await customerForTicket(db, ticket, nowMs);
  if (userId === undefined) throw unauthorized();
  return userId;
}
