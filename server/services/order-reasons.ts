import type { Db } from '../db/client';
import { onePage } from '../db/paging';
import { bag, optionalString, paging } from '../http/params';

/** `customer/order/cancellation-reasons?offset=1&limit=10&type=customer`. */
export async function cancellationReasons(db: Db, query: unknown) {
  const q = bag(query);
  const { limit, offset } = paging(q, 25);
  const type = optionalString(q, 'type', 30);
  let base = db.selectFrom('order_cancel_reasons').where('status', '=', 1);
  if (type !== undefined) base = base.where('user_type', '=', type);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base.selectAll().orderBy('id').$call(onePage({ limit, offset })).execute();
  const reasons = rows.map((r) => ({ ...r, updated_at: r.created_at }));
  return { total_size: Number(total?.n ?? 0), limit, offset, data: reasons, reasons };
}

/** `customer/order/refund-reasons`. */
export async function refundReasons(db: Db) {
  const rows = await db
    .selectFrom('refund_reasons')
    .selectAll()
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  return { refund_reasons: rows.map((r) => ({ ...r, updated_at: r.created_at })) };
}
