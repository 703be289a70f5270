import type { OrderSettings } from './settings';
import type { Db } from '../../db/client';
import type { ModuleRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { round2 } from '../json';
import { notify, orderStatusPush, recipientOf } from '../notifications';
import type { Owner } from '../owner';
import { inStockOrder, takeFlashStock, takeStock, type StockTable } from '../stock';
import { once } from './idempotency';
import {
  nextOrderId,
  deliveryAddressOf,
  answerOf,
  payFromWallet,
  insertOrder,
} from './insert-order';
import { itemSnapshot } from './lines';
import { checkPaymentAllowed, checkCodLimit } from './rules';
import { locateStoreOrder, priceStoreOrder } from './store-pricing';
import { type PlaceInput } from './types';

/** A store order (delivery or take-away) from the cart or a buy-now line. */

export async function placeStoreOrder(
  db: Db,
  a: {
    owner: Owner;
    module: ModuleRow;
    input: PlaceInput;
    settings: OrderSettings;
    timeZone: string;
    now: number;
    key: string | undefined;
  },
) {
  const { owner, module, input, settings, now } = a;
  const place = await locateStoreOrder(db, a);
  const { store, served, orderType } = place;
  checkPaymentAllowed(input.paymentMethod, owner, settings, served.zone);
  const keepsStock = settings.keepsStock(module.module_type);

  const answer = await once(db, owner, a.key, now, ({ prior, remember }) =>
    db.transaction().execute(async (trx) => {
      const first = await prior(trx);
      if (first) return first;
      const priced = await priceStoreOrder(trx, { ...a, place });
      const { lines, subtotal, productDiscount, flashDiscount, coupon, couponDiscount } = priced;
      const { tax, freeBy, deliveryFee, tips, total } = priced;
      checkCodLimit(input.paymentMethod, total, served.pivot);

      const orderId = await nextOrderId(trx);
      // Stock rows are locked in one order, so two placements cannot deadlock (PostgreSQL).
      const stockRow = (l: (typeof lines)[number]): [StockTable, number] => [
        l.product.model === 'Item' ? 'items' : 'item_campaigns',
        l.product.row.id,
      ];
      for (const l of inStockOrder(lines, stockRow)) {
        if (
          l.flashSaleItemId !== null &&
          !(await takeFlashStock(trx, l.flashSaleItemId, l.raw.quantity))
        )
          throw new ApiError(
            406,
            'stock',
            'The flash sale price is no longer available, please try again',
          );
        if (keepsStock)
          await takeStock(
            trx,
            l.product.row.id,
            l.sel.variationType,
            l.raw.quantity,
            l.product.model === 'Item' ? 'items' : 'item_campaigns',
          );
      }
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
          store_id: store.id,
          module_id: module.id,
          zone_id: served.zone.id,
          order_amount: total,
          items_subtotal: subtotal,
          delivery_charge: deliveryFee,
          original_delivery_charge: orderType === 'delivery' ? served.charge : 0,
          free_delivery_by: orderType === 'delivery' ? freeBy : null,
          total_tax_amount: tax,
          tax_percentage: store.tax,
          store_discount_amount: productDiscount,
          flash_discount_amount: flashDiscount,
          coupon_code: coupon?.coupon.code ?? null,
          coupon_discount_title: coupon?.coupon.title ?? null,
          coupon_discount_amount: couponDiscount,
          dm_tips: tips,
          payment_method: input.paymentMethod,
          payment_status: input.paymentMethod === 'wallet' ? 'paid' : 'unpaid',
          order_type: orderType,
          delivery_address: JSON.stringify(
            deliveryAddressOf(input, {
              address: store.address,
              point: { lat: store.latitude, lng: store.longitude },
            }),
          ),
          receiver_details: null,
          distance_km: round2(served.distance),
          details_count: lines.length,
        },
      });
      await trx
        .insertInto('order_details')
        .values(
          lines.map((d) => ({
            order_id: orderId,
            item_id: d.product.model === 'Item' ? d.product.row.id : null,
            item_campaign_id: d.product.model === 'ItemCampaign' ? d.product.row.id : null,
            item_details: JSON.stringify(itemSnapshot(d.product)),
            price: d.sel.unitPrice,
            quantity: d.raw.quantity,
            variation: JSON.stringify(d.sel.variation),
            add_on_ids: JSON.stringify(d.sel.addOnIds),
            add_on_qtys: JSON.stringify(d.sel.addOnQtys),
            discount_on_item: d.off,
            tax_amount: round2(((d.sel.unitPrice - d.off) * d.raw.quantity * store.tax) / 100),
            flash_sale_item_id: d.flashSaleItemId,
            created_at: stamp,
          })),
        )
        .execute();
      for (const d of lines) {
        if (d.product.model !== 'Item') continue;
        await trx
          .updateTable('items')
          .set((eb) => ({ order_count: eb('order_count', '+', d.raw.quantity) }))
          .where('id', '=', d.product.row.id)
          .execute();
      }
      await trx
        .updateTable('stores')
        .set((eb) => ({ order_count: eb('order_count', '+', 1) }))
        .where('id', '=', store.id)
        .execute();
      const cartIds = lines.flatMap((l) => (l.raw.cartId === null ? [] : [l.raw.cartId]));
      if (cartIds.length > 0) await trx.deleteFrom('carts').where('id', 'in', cartIds).execute();
      if (input.paymentMethod !== 'digital_payment')
        await notify(
          trx,
          recipientOf(owner),
          orderStatusPush({ id: orderId, order_type: orderType }, status),
          stampDate,
        );

      const answer = answerOf(orderId, total, status, input.paymentMethod, stamp, owner);
      await remember(trx, answer);
      return answer;
    }),
  );
  return answer;
}
