import { readOrderSettings } from './settings';
import type { Db } from '../../db/client';
import { refuse } from '../../http/errors';
import { bag } from '../../http/params';
import { requireModule } from '../modules';
import { ownerKey, type Owner } from '../owner';
import { findIdempotent } from './idempotency';
import { placeParcel } from './parcel-order';
import { readPlaceBody } from './request';
import { loadUser, checkGuestAllowed, checkSchedule } from './rules';
import { placeStoreOrder } from './store-order';
import type { PlaceAnswer } from './types';

/**
 * Placing an order (`customer/order/place`, `customer/order/prescription/place`).
 *
 * Nothing the client says about money is trusted: every amount is recomputed from the
 * catalogue, the zone-module charges and the settings.
 *
 *   subtotal        Σ unit price (variation/options + add-ons) × quantity
 *   discounts       per unit, on the price with its variation: a running flash sale's price
 *                   first, else the store's discount (percent, min purchase, cap), else the
 *                   item's own discount                        → store_discount_amount,
 *                                                                flash_discount_amount
 *   coupon          on the items after those discounts        → coupon_discount_amount
 *   tax             store tax % of the items after discounts and coupon
 *   delivery        max(distance × per-km, minimum) capped by maximum (delivery only); free
 *                   when the store delivers free, the items subtotal reaches the admin's
 *                   free_delivery_over, or a free-delivery coupon applies
 *   tips            dm_tips (delivery and parcel, when dm_tips_status is on)
 *   order_amount    items − discounts − coupon + tax + delivery + tips
 *
 * Campaign items (cart model "ItemCampaign", signed-in customers only) are priced, discounted
 * (the store's discount, else their own; never a flash sale), taxed and stocked from their
 * `item_campaigns` row while the campaign runs; their order lines carry `item_campaign_id`.
 *
 * Parcel orders have no items: the parcel category's per-km charge (with its minimum) for
 * the distance from the sender to the receiver, plus tips. Prescription orders carry images
 * instead of items: delivery charge plus tips, the store prices the medicine later.
 *
 * Everything that must hold together happens in one transaction: the stock (a conditional
 * UPDATE that never goes below zero), the flash-sale stock, the wallet debit, the order, its
 * lines, the cart and the idempotency key.
 */

export {
  MAX_PRESCRIPTION_IMAGES,
  PRESCRIPTION_REQUIRED,
  INSUFFICIENT_BALANCE,
  type PlaceAnswer,
} from './types';
export { parseScheduleAt } from './request';
export { placePrescriptionOrder } from './prescription-order';
export { quoteOrder, type OrderQuote } from './quote';

export async function placeOrder(
  db: Db,
  args: {
    owner: Owner;
    moduleId: number;
    body: unknown;
    idempotencyKey?: string | undefined;
    now: number;
  },
): Promise<{ status: number; body: PlaceAnswer }> {
  const { owner, moduleId, now } = args;
  const idemOwner = ownerKey(owner);
  if (args.idempotencyKey !== undefined) {
    const replay = await findIdempotent(db, idemOwner, args.idempotencyKey, now);
    if (replay) return replay;
  }
  const settings = await readOrderSettings(db);
  const timeZone = settings.timeZone;
  const user = await loadUser(db, owner);
  const input = readPlaceBody(bag(args.body), user, timeZone);
  const module = await requireModule(db, moduleId);
  if (input.orderType === 'parcel' && module.module_type !== 'parcel')
    throw refuse('order_type', 'Parcel orders need the parcel module');
  if (input.orderType !== 'parcel' && module.module_type === 'parcel')
    throw refuse('order_type', 'The parcel module only takes parcel orders');
  checkGuestAllowed(owner, settings);
  checkSchedule(input.scheduleMs, settings, now);

  const result =
    input.orderType === 'parcel'
      ? await placeParcel(db, { owner, module, input, settings, now, key: args.idempotencyKey })
      : await placeStoreOrder(db, {
          owner,
          module,
          input,
          settings,
          timeZone,
          now,
          key: args.idempotencyKey,
        });
  return result;
}
