import type { Db } from '../db/client';
import { onePage } from '../db/paging';
import { bag, paging } from '../http/params';

/** `customer/order/parcel-instructions?limit&offset`. */
export async function parcelInstructions(db: Db, query: unknown) {
  const { limit, offset } = paging(bag(query), 25);
  const base = db.selectFrom('parcel_delivery_instructions').where('status', '=', 1);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base.selectAll().orderBy('id').$call(onePage({ limit, offset })).execute();
  return {
    total_size: Number(total?.n ?? 0),
    limit,
    offset,
    data: rows.map((r) => ({ ...r, updated_at: r.created_at })),
  };
}
