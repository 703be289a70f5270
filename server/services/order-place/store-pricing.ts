import type { OrderSettings } from './settings';
import type { Db } from '../../db/client';
import type { ModuleRow, StoreRow } from '../../db/schema';
import { ApiError, refuse } from '../../http/errors';
import { localNow } from '../clock';
import { applyCoupon } from '../coupons';
import type { Owner } from '../owner';
import { itemAmountOf, storeOrderTotals } from './totals';
import { buyNowLines, cartLines, priceLines } from './lines';
import { checkOrderType, loadStore, checkStoreOpen, serveStoreOrder, type Served } from './rules';
import type { PlaceInput } from './types';

/**
 * The one path from a store-order request to its money, shared by placement and the quote
 * (`customer/order/quote`): both answer the same amounts because both run this code.
 */

export interface StoreOrderPlace {
  store: StoreRow;
  served: Served;
  orderType: 'delivery' | 'take_away';
}

/** The order type allowed, the store open (at the schedule) and serving the address. */
export async function locateStoreOrder(
  db: Db,
  a: {
    module: ModuleRow;
    input: PlaceInput;
    settings: OrderSettings;
    timeZone: string;
    now: number;
  },
): Promise<StoreOrderPlace> {
  const { module, input, settings, now } = a;
  const orderType = input.orderType as 'delivery' | 'take_away';
  checkOrderType(orderType, settings);
  const store = await loadStore(db, input.storeId!, module.id);
  await checkStoreOpen(
    db,
    store,
    input.scheduleMs ?? now,
    a.timeZone,
    input.scheduleMs !== undefined,
  );
  const served = await serveStoreOrder(db, store, module.id, orderType, input.point);
  return { store, served, orderType };
}

/** The lines priced, the minimum order checked, the coupon applied and the totals computed. */
export async function priceStoreOrder(
  trx: Db,
  a: {
    owner: Owner;
    module: ModuleRow;
    input: PlaceInput;
    settings: OrderSettings;
    timeZone: string;
    now: number;
    place: StoreOrderPlace;
  },
) {
  const { owner, module, input, settings } = a;
  const { store, served, orderType } = a.place;
  const local = localNow(a.now, a.timeZone);
  const raws = input.buyNow
    ? buyNowLines(input.buyNow, owner)
    : await cartLines(trx, owner, module.id, store.id);
  if (raws.length === 0) throw refuse('cart', 'Your cart is empty');
  const priced = await priceLines(trx, module, store, raws, local);
  const { lines, subtotal, productDiscount, flashDiscount } = priced;
  if (subtotal < store.minimum_order)
    throw new ApiError(
      406,
      'order_amount',
      `You need to order at least ${store.minimum_order} from this store`,
    );
  const coupon = input.couponCode
    ? await applyCoupon(trx, {
        code: input.couponCode,
        moduleId: module.id,
        storeId: store.id,
        zoneId: served.zone.id,
        owner,
        now: local,
        itemAmount: itemAmountOf(priced),
      })
    : undefined;
  const couponDiscount = coupon?.discount ?? 0;
  const totals = storeOrderTotals({
    subtotal,
    productDiscount,
    flashDiscount,
    couponDiscount,
    couponFreeDelivery: coupon?.freeDelivery ?? false,
    taxPercent: store.tax,
    orderType,
    deliveryCharge: served.charge,
    freeDeliveryOver: settings.freeDeliveryOver,
    storeFreeDelivery: store.free_delivery === 1,
    tipsOn: settings.tips,
    tips: input.dmTips,
  });
  return { lines, subtotal, productDiscount, flashDiscount, coupon, couponDiscount, ...totals };
}
