import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { bearerToken } from '../http/headers';

/**
 * Bearer tokens: 32 random bytes (base64url). Only their sha256 is stored, with an expiry, so
 * a copy of the database does not let anyone sign in. Unknown, expired or blocked: 401
 * `auth-001` "Unauthorized.".
 */

export const TOKEN_TTL_MS = 30 * 86_400_000;
export const UNAUTHORIZED = 'Unauthorized.';

export const unauthorized = () => new ApiError(401, 'auth-001', UNAUTHORIZED);

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(db: Db, userId: number, nowMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('customer_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: new Date(nowMs).toISOString(),
      expires_ms: nowMs + TOKEN_TTL_MS,
    })
    .execute();
  return token;
}

/** Signs this token out: it opens nothing any more (an unknown one changes nothing). */
export async function revokeToken(db: Db, token: string): Promise<void> {
  if (token.length > 200) return;
  await db.deleteFrom('customer_tokens').where('token_hash', '=', hashToken(token)).execute();
}

/** The active customer holding this token, if it is known and not expired. */
export async function customerForToken(
  db: Db,
  token: string,
  nowMs: number,
): Promise<{ user: UserRow; tokenHash: string } | undefined> {
  if (token.length > 200) return undefined;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('customer_tokens')
    .select(['user_id', 'expires_ms'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || Number(row.expires_ms) <= nowMs) return undefined;
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', row.user_id)
    .where('status', '=', 1)
    .executeTakeFirst();
  return user ? { user, tokenHash } : undefined;
}

/** The signed-in customer of a request; 401 `auth-001` without a valid token. */
export async function requireCustomer(
  db: Db,
  req: FastifyRequest,
  nowMs: number,
): Promise<{ user: UserRow; tokenHash: string }> {
  const token = bearerToken(req);
  if (token === undefined) throw unauthorized();
  const found = await customerForToken(db, token, nowMs);
  if (!found) throw unauthorized();
  return found;
}
