import type { Db } from '../db/client';
import { refuse } from '../http/errors';
import { optionalString, type Bag } from '../http/params';

/**
 * Sign-up's `ref_code` (optional): the id of the customer whose referral code it is. An
 * unknown code is refused ("Referer code not found", 6amMart's words).
 */
export async function referrerOf(db: Db, b: Bag): Promise<number | null> {
  const code = optionalString(b, 'ref_code', 40);
  if (code === undefined) return null;
  const referrer = await db
    .selectFrom('users')
    .select('id')
    .where('ref_code', '=', code.toUpperCase())
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!referrer) throw refuse('ref_code', 'Referer code not found');
  return referrer.id;
}
