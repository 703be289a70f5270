import type { Db } from '../db/client';
import type { CouponRow } from '../db/schema';
import { ApiError, notFound, refuse } from '../http/errors';
import type { LocalNow } from './clock';
import { parseNumberArray, round2 } from './json';
import type { Owner } from './owner';

/**
 * A coupon at order time (6amMart CouponLogic): active, of the order's module, today within its
 * dates, valid for the store (store_wise) or the delivery zone (zone_wise), first orders only
 * (first_order: customers with no order yet), at most `limit_per_user` uses (orders that were
 * not canceled or failed), and a minimum item amount. The discount is taken from the item
 * amount after the product discounts; free_delivery coupons waive the delivery charge instead.
 */

export const COUPON_MIN_PURCHASE = 'To apply this coupon, total item amount should be minimum';
export const COUPON_EXPIRED = 'Coupon expired';
export const COUPON_NOT_FOUND = 'Coupon not found';
export const COUPON_NOT_ELIGIBLE = 'You are not eligible for this coupon';
export const COUPON_LIMIT = 'Coupon usage limit over';

export interface AppliedCoupon {
  coupon: CouponRow;
  discount: number;
  freeDelivery: boolean;
}

export interface CouponCheck {
  code: string;
  moduleId: number;
  storeId: number;
  zoneId: number;
  /** undefined: a caller not known yet (`coupon/apply` of a guest): per-user rules wait */
  owner: Owner | undefined;
  now: LocalNow;
}

/**
 * The coupon, if `code` may be used at this store by this owner now (everything but the
 * minimum purchase); else the refusal. `coupon/apply` answers it; `applyCoupon` prices it.
 */
export async function checkCoupon(db: Db, args: CouponCheck): Promise<CouponRow> {
  const coupon = await db
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', args.code)
    .executeTakeFirst();
  if (!coupon || coupon.status !== 1 || coupon.module_id !== args.moduleId)
    throw notFound('coupon', COUPON_NOT_FOUND);
  if (coupon.expire_date < args.now.date) throw new ApiError(407, 'coupon', COUPON_EXPIRED);
  if (coupon.start_date > args.now.date) throw refuse('coupon', 'This coupon is not available yet');
  if (coupon.coupon_type === 'store_wise' && coupon.store_id !== args.storeId)
    throw refuse('coupon', 'This coupon is not valid for this store');
  if (
    coupon.coupon_type === 'zone_wise' &&
    !parseNumberArray(coupon.zone_ids).includes(args.zoneId)
  )
    throw refuse('coupon', 'This coupon is not valid in your area');

  const owner = args.owner;
  if (owner === undefined) return coupon;
  const ordersOf = () => db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n'));
  const owned = (q: ReturnType<typeof ordersOf>) =>
    owner.kind === 'guest'
      ? q.where('guest_id', '=', owner.guestId)
      : q.where('user_id', '=', owner.userId);
  if (coupon.coupon_type === 'first_order') {
    if (owner.kind === 'guest') throw refuse('coupon', COUPON_NOT_ELIGIBLE);
    const before = await owned(ordersOf())
      .where('order_status', 'not in', ['canceled', 'failed'])
      .executeTakeFirst();
    if (Number(before?.n ?? 0) > 0) throw refuse('coupon', COUPON_NOT_ELIGIBLE);
  }
  if (coupon.limit_per_user > 0) {
    const used = await owned(ordersOf())
      .where('coupon_code', '=', coupon.code)
      .where('order_status', 'not in', ['canceled', 'failed'])
      .executeTakeFirst();
    if (Number(used?.n ?? 0) >= coupon.limit_per_user)
      throw new ApiError(406, 'coupon', COUPON_LIMIT);
  }
  return coupon;
}

export async function applyCoupon(
  db: Db,
  args: CouponCheck & {
    owner: Owner;
    /** items after product, store and flash-sale discounts */
    itemAmount: number;
  },
): Promise<AppliedCoupon> {
  const coupon = await checkCoupon(db, args);
  if (args.itemAmount < coupon.min_purchase)
    throw refuse('coupon', `${COUPON_MIN_PURCHASE} ${round2(coupon.min_purchase)}`);

  if (coupon.coupon_type === 'free_delivery') return { coupon, discount: 0, freeDelivery: true };
  let discount =
    coupon.discount_type === 'percent'
      ? (args.itemAmount * coupon.discount) / 100
      : coupon.discount;
  if (coupon.discount_type === 'percent' && coupon.max_discount > 0)
    discount = Math.min(discount, coupon.max_discount);
  discount = round2(Math.max(0, Math.min(discount, args.itemAmount)));
  return { coupon, discount, freeDelivery: false };
}
