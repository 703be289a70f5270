import type { Db } from '../db/client';
import { refuse } from '../http/errors';
import { requiredString, type Bag } from '../http/params';
import { readSettings } from './config';
import { notify, orderRecipient, orderStatusPush } from './notifications';
import type { Owner } from './owner';
import { findOwnedOrder, orderIdOf } from './owned-orders';
import {
  inStockOrder,
  returnFlashStock,
  returnStock,
  variationTypeOf,
  type StockTable,
} from './stock';
import { creditWallet } from './wallet';

export const CANCELED_MESSAGE = 'Order canceled successfully';
export const CANNOT_CANCEL = 'You can not cancel after confirm';

/**
 * `customer/order/cancel {order_id, reason}` (PUT, or POST as 6amMart web sends it): only a
 * pending or failed order. The stock (and flash-sale stock) goes back; a customer's paid
 * order is refunded to the wallet. The reason is free text (the list is only a suggestion;
 * the failed-payment screen sends "Order payment canceled").
 */
export async function cancelOrder(db: Db, owner: Owner, body: Bag, now: Date) {
  const orderId = orderIdOf(body);
  const reason = requiredString(body, 'reason', 'The reason field is required.', 255);
  const order = await findOwnedOrder(db, owner, orderId);
  if (order.order_status === 'canceled') return { message: CANCELED_MESSAGE };
  if (order.order_status !== 'pending' && order.order_status !== 'failed')
    throw refuse('order', CANNOT_CANCEL);
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('orders')
      .set({
        order_status: 'canceled',
        canceled: stamp,
        cancellation_reason: reason,
        canceled_by: 'customer',
        updated_at: stamp,
        step_at: now.getTime(),
      })
      .where('id', '=', order.id)
      .where('order_status', '=', order.order_status)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw refuse('order', CANNOT_CANCEL);
    const details = await trx
      .selectFrom('order_details')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    const module = await trx
      .selectFrom('modules')
      .select('module_type')
      .where('id', '=', order.module_id)
      .executeTakeFirst();
    const settings = await readSettings(trx);
    const cfg = (settings.module_config as Record<string, { stock?: unknown }> | undefined)?.[
      module?.module_type ?? ''
    ];
    const keepsStock =
      cfg && typeof cfg === 'object' && 'stock' in cfg
        ? cfg.stock === true
        : module?.module_type !== 'food';
    // rows in the order placement locks them (stock.ts inStockOrder): flash sale, then stock
    const stockRow = (d: (typeof details)[number]): [StockTable, number] => [
      d.item_campaign_id !== null ? 'item_campaigns' : 'items',
      d.item_campaign_id ?? d.item_id ?? 0,
    ];
    for (const d of inStockOrder(details, stockRow)) {
      if (d.flash_sale_item_id !== null)
        await returnFlashStock(trx, d.flash_sale_item_id, d.quantity);
      if (keepsStock) {
        const [table, id] = stockRow(d);
        await returnStock(trx, id, variationTypeOf(d.variation), d.quantity, table);
      }
    }
    if (order.payment_status === 'paid' && order.user_id !== null) {
      await creditWallet(
        trx,
        order.user_id,
        order.order_amount,
        'order_refund',
        String(order.id),
        now,
      );
      await trx
        .updateTable('orders')
        .set({ payment_status: 'refunded' })
        .where('id', '=', order.id)
        .execute();
    }
    await notify(trx, orderRecipient(order), orderStatusPush(order, 'canceled'), now);
  });
  return { message: CANCELED_MESSAGE };
}
