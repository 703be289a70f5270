import { readOrderSettings } from './settings';
import type { Db } from '../../db/client';
import type { UploadedFile } from '../../http/body';
import { refuse } from '../../http/errors';
import type { Bag } from '../../http/params';
import { round2 } from '../json';
import { requireModule } from '../modules';
import { notify, orderStatusPush, recipientOf } from '../notifications';
import { ownerKey, type Owner } from '../owner';
import { imageInfo, saveUpload } from '../uploads';
import { findIdempotent, once } from './idempotency';
import { nextOrderId, deliveryAddressOf, answerOf, insertOrder } from './insert-order';
import { readPlaceBody } from './request';
import { prescriptionTotals } from './totals';
import {
  loadUser,
  checkGuestAllowed,
  checkOrderType,
  checkPaymentAllowed,
  checkSchedule,
  loadStore,
  checkStoreOpen,
  serveStoreOrder,
  checkCodLimit,
} from './rules';
import { type PlaceAnswer, MAX_PRESCRIPTION_IMAGES, PRESCRIPTION_REQUIRED } from './types';

/** A prescription order: images instead of items; delivery charge plus tips. */

/**
 * A pharmacy order of prescription images (multipart `order_attachment[]`, images only, at
 * most MAX_PRESCRIPTION_IMAGES of at most 2 MB each), paid cash on delivery: the delivery
 * charge and tips now, the medicine once the store has read the prescription. The images are
 * stored in the database and shown only to the order's owner.
 */
export async function placePrescriptionOrder(
  db: Db,
  args: {
    owner: Owner;
    moduleId: number;
    fields: Bag;
    files: UploadedFile[];
    idempotencyKey?: string | undefined;
    now: number;
  },
): Promise<{ status: number; body: PlaceAnswer }> {
  const { owner, moduleId, now } = args;
  const key = args.idempotencyKey === undefined ? undefined : `prescription:${args.idempotencyKey}`;
  if (key !== undefined) {
    const replay = await findIdempotent(db, ownerKey(owner), key, now);
    if (replay) return replay;
  }
  const settings = await readOrderSettings(db);
  if (!settings.prescriptionOrders)
    throw refuse('prescription', 'Prescription orders are not available');
  const timeZone = settings.timeZone;
  const module = await requireModule(db, moduleId);
  if (!settings.takesPrescriptions(module.module_type))
    throw refuse('moduleId', 'This module does not take prescription orders');
  checkGuestAllowed(owner, settings);

  if (args.files.some((f) => f.field !== 'order_attachment'))
    throw refuse('order_attachment', 'Only order_attachment may carry files.');
  if (args.files.length === 0) throw refuse('order_attachment', PRESCRIPTION_REQUIRED);
  if (args.files.length > MAX_PRESCRIPTION_IMAGES)
    throw refuse(
      'order_attachment',
      `You can upload at most ${MAX_PRESCRIPTION_IMAGES} prescription images.`,
    );
  const images = args.files.map((f) => {
    const info = imageInfo(f.data);
    if (!info)
      throw refuse('order_attachment', 'The order attachment must be an image (jpg, png, gif).');
    return { data: f.data, info };
  });

  const user = await loadUser(db, owner);
  const b: Bag = { payment_method: 'cash_on_delivery', ...args.fields };
  if (b.payment_method !== 'cash_on_delivery')
    throw refuse('payment_method', 'Prescription orders are paid cash on delivery');
  const input = readPlaceBody(b, user, timeZone);
  if (input.orderType === 'parcel') throw refuse('order_type', 'The order type is invalid.');
  const orderType = input.orderType as 'delivery' | 'take_away';
  checkOrderType(orderType, settings);
  checkSchedule(input.scheduleMs, settings, now);
  const store = await loadStore(db, input.storeId!, module.id);
  await checkStoreOpen(
    db,
    store,
    input.scheduleMs ?? now,
    timeZone,
    input.scheduleMs !== undefined,
  );
  const served = await serveStoreOrder(db, store, module.id, orderType, input.point);
  checkPaymentAllowed('cash_on_delivery', owner, settings, served.zone);
  const { deliveryFee, tips, total } = prescriptionTotals({
    orderType,
    deliveryCharge: served.charge,
    storeFreeDelivery: store.free_delivery === 1,
    tipsOn: settings.tips,
    tips: input.dmTips,
  });
  checkCodLimit('cash_on_delivery', total, served.pivot);

  return once(db, owner, key, now, ({ prior, remember }) =>
    db.transaction().execute(async (trx) => {
      const first = await prior(trx);
      if (first) return first;
      const orderId = await nextOrderId(trx);
      const stampDate = new Date(now);
      const stamp = stampDate.toISOString();
      const names: string[] = [];
      for (const img of images)
        names.push(
          await saveUpload(
            trx,
            img.data,
            img.info,
            owner.kind === 'customer' ? owner.userId : null,
            stampDate,
          ),
        );
      await insertOrder(trx, {
        id: orderId,
        owner,
        input,
        status: 'pending',
        now,
        columns: {
          store_id: store.id,
          module_id: module.id,
          zone_id: served.zone.id,
          order_amount: total,
          items_subtotal: 0,
          delivery_charge: deliveryFee,
          original_delivery_charge: orderType === 'delivery' ? served.charge : 0,
          free_delivery_by: orderType === 'delivery' && store.free_delivery === 1 ? 'vendor' : null,
          total_tax_amount: 0,
          tax_percentage: store.tax,
          store_discount_amount: 0,
          dm_tips: tips,
          payment_method: 'cash_on_delivery',
          payment_status: 'unpaid',
          order_type: orderType,
          delivery_address: JSON.stringify(
            deliveryAddressOf(input, {
              address: store.address,
              point: { lat: store.latitude, lng: store.longitude },
            }),
          ),
          receiver_details: null,
          distance_km: round2(served.distance),
          details_count: 0,
          prescription_order: 1,
          order_attachment: JSON.stringify(names),
        },
      });
      await trx
        .updateTable('stores')
        .set((eb) => ({ order_count: eb('order_count', '+', 1) }))
        .where('id', '=', store.id)
        .execute();
      await notify(
        trx,
        recipientOf(owner),
        orderStatusPush({ id: orderId, order_type: orderType }, 'pending'),
        stampDate,
      );
      const answer = answerOf(orderId, total, 'pending', 'cash_on_delivery', stamp, owner);
      await remember(trx, answer);
      return answer;
    }),
  );
}
