import type { OrderSettings } from './settings';
import type { Db } from '../../db/client';
import type { ModuleRow } from '../../db/schema';
import { ApiError, refuse } from '../../http/errors';
import { localNow } from '../clock';
import { applyCoupon } from '../coupons';
import { round2 } from '../json';
import { notify, orderStatusPush, recipientOf } from '../notifications';
import type { Owner } from '../owner';
import { inStockOrder, takeFlashStock, takeStock, type StockTable } from '../stock';
import { once } from './idempotency';
import { itemAmountOf, storeOrderTotals } from './totals';
import {
  nextOrderId,
  deliveryAddressOf,
  answerOf,
  payFromWallet,
  insertOrder,
} from './insert-order';
import { buyNowLines, cartLines, priceLines, itemSnapshot } from './lines';
import {
  checkOrderType,
  checkPaymentAllowed,
  loadStore,
  checkStoreOpen,
  serveStoreOrder,
  checkCodLimit,
} from './rules';
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
  checkPaymentAllowed(input.paymentMethod, owner, settings, served.zone);

  const freeOver = settings.freeDeliveryOver;
  const keepsStock = settings.keepsStock(module.module_type);
  const tipsOn = settings.tips;
  const local = localNow(now, a.timeZone);

  const answer = await once(db, owner, a.key, now, ({ prior, remember }) =>
    db.transaction().execute(async (trx) => {
      const first = await prior(trx);
      if (first) return first;
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
      const itemAmount = itemAmountOf(priced);
      const coupon = input.couponCode
        ? await applyCoupon(trx, {
            code: input.couponCode,
            moduleId: module.id,
            storeId: store.id,
            zoneId: served.zone.id,
            owner,
            now: local,
            itemAmount,
          })
        : undefined;
      const couponDiscount = coupon?.discount ?? 0;
      const { tax, freeBy, deliveryFee, tips, total } = storeOrderTotals({
        subtotal,
        productDiscount,
        flashDiscount,
        couponDiscount,
        couponFreeDelivery: coupon?.freeDelivery ?? false,
        taxPercent: store.tax,
        orderType,
        deliveryCharge: served.charge,
        freeDeliveryOver: freeOver,
        storeFreeDelivery: store.free_delivery === 1,
        tipsOn,
        tips: input.dmTips,
      });
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
