import type { Db } from '../db/client';
import type { CashbackRow, CouponRow } from '../db/schema';
import type { LocalNow } from './clock';
import { parseNumberArray } from './json';

/**
 * Coupons and cashback offers the customer can use today: status 1 and today within their
 * dates. Zone-wise coupons only in their zones; store-wise ones only when the store is here.
 */

export function serializeCoupon(c: CouponRow, store: { id: number; name: string } | undefined) {
  const zoneIds = parseNumberArray(c.zone_ids);
  const data =
    c.coupon_type === 'store_wise' && c.store_id !== null
      ? [String(c.store_id)]
      : c.coupon_type === 'zone_wise'
        ? zoneIds.map(String)
        : [];
  return {
    id: c.id,
    title: c.title,
    code: c.code,
    start_date: c.start_date,
    expire_date: c.expire_date,
    min_purchase: c.min_purchase,
    max_discount: c.max_discount,
    discount: c.discount,
    discount_type: c.discount_type,
    coupon_type: c.coupon_type,
    limit: c.limit_per_user > 0 ? c.limit_per_user : null,
    status: c.status,
    module_id: c.module_id,
    store_id: c.store_id,
    zone_ids: zoneIds,
    data: JSON.stringify(data),
    store: store ?? null,
    created_at: c.created_at,
  };
}

export async function couponList(
  db: Db,
  q: { zoneIds: number[]; moduleId?: number | undefined; now: LocalNow },
) {
  let query = db
    .selectFrom('coupons')
    .selectAll()
    .where('status', '=', 1)
    .where('start_date', '<=', q.now.date)
    .where('expire_date', '>=', q.now.date);
  if (q.moduleId !== undefined) query = query.where('module_id', '=', q.moduleId);
  const rows = await query.orderBy('id').execute();
  const storeIds = rows.flatMap((c) => (c.store_id !== null ? [c.store_id] : []));
  const stores = new Map(
    (storeIds.length === 0
      ? []
      : await db
          .selectFrom('stores')
          .select(['id', 'name', 'zone_id'])
          .where('id', 'in', storeIds)
          .where('status', '=', 1)
          .execute()
    ).map((s) => [s.id, s]),
  );
  return rows.flatMap((c) => {
    if (c.coupon_type === 'zone_wise') {
      const zones = parseNumberArray(c.zone_ids);
      if (!zones.some((z) => q.zoneIds.includes(z))) return [];
    }
    const store = c.store_id !== null ? stores.get(c.store_id) : undefined;
    if (c.coupon_type === 'store_wise' && (!store || !q.zoneIds.includes(store.zone_id))) return [];
    return [serializeCoupon(c, store ? { id: store.id, name: store.name } : undefined)];
  });
}

function serializeCashback(c: CashbackRow) {
  return {
    id: c.id,
    title: c.title,
    customer_id: ['all'],
    cashback_type: c.cashback_type,
    same_user_limit: c.same_user_limit,
    total_used: 0,
    cashback_amount: c.cashback_amount,
    min_purchase: c.min_purchase,
    max_discount: c.max_discount,
    start_date: c.start_date,
    end_date: c.end_date,
    status: c.status,
    created_at: c.created_at,
  };
}

export async function cashbackList(db: Db, now: LocalNow) {
  const rows = await db
    .selectFrom('cashbacks')
    .selectAll()
    .where('status', '=', 1)
    .where('start_date', '<=', now.date)
    .where('end_date', '>=', now.date)
    .orderBy('id')
    .execute();
  return rows.map(serializeCashback);
}
