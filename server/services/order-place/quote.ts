import { readOrderSettings } from './settings';
import type { Db } from '../../db/client';
import { refuse } from '../../http/errors';
import { bag } from '../../http/params';
import { requireModule } from '../modules';
import type { Owner } from '../owner';
import { readPlaceBody } from './request';
import { checkGuestAllowed, checkSchedule, loadUser } from './rules';
import { locateStoreOrder, priceStoreOrder } from './store-pricing';

/** What `customer/order/quote` answers: the amounts placement would store, by their column names. */
export interface OrderQuote {
  items_subtotal: number;
  store_discount_amount: number;
  flash_discount_amount: number;
  coupon_code: string | null;
  coupon_discount_amount: number;
  tax_percentage: number;
  total_tax_amount: number;
  original_delivery_charge: number;
  delivery_charge: number;
  free_delivery_by: 'admin' | 'vendor' | null;
  dm_tips: number;
  order_amount: number;
}

/**
 * Our extension `customer/order/quote`: the totals a store order would have, from the body
 * `customer/order/place` takes (payment method, contact and address text not needed), by the
 * very code placement runs (`store-pricing.ts`). Reads only: no stock, coupon use or order.
 */
export async function quoteOrder(
  db: Db,
  args: { owner: Owner; moduleId: number; body: unknown; now: number },
): Promise<OrderQuote> {
  const { owner, now } = args;
  const settings = await readOrderSettings(db);
  const timeZone = settings.timeZone;
  const input = readPlaceBody(bag(args.body), await loadUser(db, owner), timeZone, 'quote');
  const module = await requireModule(db, args.moduleId);
  if (input.orderType === 'parcel' || module.module_type === 'parcel')
    throw refuse('order_type', 'Quotes are for store orders');
  checkGuestAllowed(owner, settings);
  checkSchedule(input.scheduleMs, settings, now);
  const place = await locateStoreOrder(db, { module, input, settings, timeZone, now });
  const priced = await priceStoreOrder(db, {
    owner,
    module,
    input,
    settings,
    timeZone,
    now,
    place,
  });
  const delivery = place.orderType === 'delivery';
  return {
    items_subtotal: priced.subtotal,
    store_discount_amount: priced.productDiscount,
    flash_discount_amount: priced.flashDiscount,
    coupon_code: priced.coupon?.coupon.code ?? null,
    coupon_discount_amount: priced.couponDiscount,
    tax_percentage: place.store.tax,
    total_tax_amount: priced.tax,
    original_delivery_charge: delivery ? place.served.charge : 0,
    delivery_charge: priced.deliveryFee,
    free_delivery_by: delivery ? priced.freeBy : null,
    dm_tips: priced.tips,
    order_amount: priced.total,
  };
}
