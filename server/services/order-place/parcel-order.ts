import type { OrderSettings } from './settings';
import type { Db } from '../../db/client';
import type { ModuleRow } from '../../db/schema';
import { notFound, refuse } from '../../http/errors';
import { distanceKm } from '../geo';
import { round2 } from '../json';
import { notify, orderStatusPush, recipientOf } from '../notifications';
import type { Owner } from '../owner';
import { pivotFor, requireZonesAt, zonesAt } from '../zones';
import { once } from './idempotency';
import { parcelTotals } from './totals';
import {
  nextOrderId,
  deliveryAddressOf,
  answerOf,
  payFromWallet,
  insertOrder,
} from './insert-order';
import { checkPaymentAllowed, checkCodLimit } from './rules';
import { type PlaceInput } from './types';

/** A parcel order: the parcel category's per-km charge from sender to receiver, plus tips. */

export async function placeParcel(
  db: Db,
  a: {
    owner: Owner;
    module: ModuleRow;
    input: PlaceInput;
    settings: OrderSettings;
    now: number;
    key: string | undefined;
  },
) {
  const { owner, module, input, settings, now } = a;
  const parcel = input.parcel!;
  const category = await db
    .selectFrom('parcel_categories')
    .selectAll()
    .where('id', '=', parcel.categoryId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!category || category.module_id !== module.id)
    throw notFound('parcel_category_id', 'Parcel category not found');
  const senderZones = await requireZonesAt(db, input.point!);
  const served = await pivotFor(db, senderZones, module.id);
  if (!served) throw notFound('coordinates', 'Service not available in this area');
  const receiverServed = await pivotFor(db, await zonesAt(db, parcel.receiverPoint), module.id);
  if (!receiverServed) throw refuse('receiver_details', 'Service not available in this area');
  checkPaymentAllowed(input.paymentMethod, owner, settings, served.zone);
  if (parcel.chargePayer === 'receiver' && input.paymentMethod !== 'cash_on_delivery')
    throw refuse('charge_payer', 'The receiver can only pay cash on delivery');

  const distance = distanceKm(input.point!, parcel.receiverPoint);
  const { charge, tips, total } = parcelTotals({
    distanceKm: distance,
    perKm: category.parcel_per_km_shipping_charge,
    minimum: category.parcel_minimum_shipping_charge,
    tipsOn: settings.tips,
    tips: input.dmTips,
  });
  checkCodLimit(input.paymentMethod, total, served.pivot);

  return once(db, owner, a.key, now, ({ prior, remember }) =>
    db.transaction().execute(async (trx) => {
      const first = await prior(trx);
      if (first) return first;
      const orderId = await nextOrderId(trx);
      const stampDate = new Date(now);
      if (input.paymentMethod === 'wallet')
        await payFromWallet(trx, owner, total, orderId, stampDate);
      const stamp = stampDate.toISOString();
      const status = input.paymentMethod === 'wallet' ? 'confirmed' : 'pending';
      await insertOrder(trx, {
        id: orderId,
        owner,
        input,
        status,
        now,
        columns: {
          store_id: null,
          module_id: module.id,
          zone_id: served.zone.id,
          order_amount: total,
          items_subtotal: 0,
          delivery_charge: charge,
          original_delivery_charge: charge,
          total_tax_amount: 0,
          store_discount_amount: 0,
          dm_tips: tips,
          payment_method: input.paymentMethod,
          payment_status: input.paymentMethod === 'wallet' ? 'paid' : 'unpaid',
          order_type: 'parcel',
          delivery_address: JSON.stringify(
            deliveryAddressOf(input, { address: input.address ?? '', point: input.point! }),
          ),
          receiver_details: JSON.stringify(parcel.receiver),
          parcel_category_id: category.id,
          charge_payer: parcel.chargePayer,
          distance_km: round2(distance),
          details_count: 0,
        },
      });
      await trx
        .updateTable('parcel_categories')
        .set((eb) => ({ orders_count: eb('orders_count', '+', 1) }))
        .where('id', '=', category.id)
        .execute();
      if (input.paymentMethod !== 'digital_payment')
        await notify(
          trx,
          recipientOf(owner),
          orderStatusPush({ id: orderId, order_type: 'parcel' }, status),
          stampDate,
        );
      const answer = answerOf(orderId, total, status, input.paymentMethod, stamp, owner);
      await remember(trx, answer);
      return answer;
    }),
  );
}
