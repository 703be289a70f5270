import type { Db } from '../db/client';
import { refuse } from '../http/errors';
import type { Bag } from '../http/params';
import { readSettings } from './config';
import { notify, orderRecipient, orderStatusPush } from './notifications';
import { COD_LIMIT_MESSAGE } from './order-place/rules';
import { restartStepAt } from './order-steps';
import type { Owner } from './owner';
import { findOwnedOrder, orderIdOf } from './owned-orders';

export const PAYMENT_SWITCHED = 'Payment info updated.';

/**
 * `customer/order/payment-method {order_id}`: a digital payment that failed (or was never
 * made) becomes cash on delivery, when the order's zone takes cash and the amount is within
 * the zone module's cash limit. The order starts again from pending.
 */
export async function switchToCashOnDelivery(db: Db, owner: Owner, body: Bag, now: Date) {
  const order = await findOwnedOrder(db, owner, orderIdOf(body));
  if (
    order.payment_method !== 'digital_payment' ||
    order.payment_status === 'paid' ||
    (order.order_status !== 'failed' && order.order_status !== 'pending')
  )
    throw refuse('order', 'The payment method of this order can not be changed');
  const settings = await readSettings(db);
  const zone = await db
    .selectFrom('zones')
    .select(['cash_on_delivery'])
    .where('id', '=', order.zone_id)
    .executeTakeFirst();
  const cashOn = settings.cash_on_delivery === true || settings.cash_on_delivery === 1;
  if (!cashOn || zone?.cash_on_delivery !== 1)
    throw refuse('cod', 'Cash on delivery order not available at this time');
  const pivot = await db
    .selectFrom('module_zone')
    .select('maximum_cod_order_amount')
    .where('module_id', '=', order.module_id)
    .where('zone_id', '=', order.zone_id)
    .executeTakeFirst();
  if (
    pivot &&
    pivot.maximum_cod_order_amount > 0 &&
    order.order_amount > pivot.maximum_cod_order_amount
  )
    throw refuse('order_amount', COD_LIMIT_MESSAGE);
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('orders')
      .set({
        payment_method: 'cash_on_delivery',
        order_status: 'pending',
        pending: stamp,
        failed: null,
        step_at: restartStepAt(order, now.getTime()),
        updated_at: stamp,
      })
      .where('id', '=', order.id)
      .where('order_status', '=', order.order_status)
      .where('payment_method', '=', 'digital_payment')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1)
      throw refuse('order', 'The payment method of this order can not be changed');
    await notify(trx, orderRecipient(order), orderStatusPush(order, 'pending'), now);
  });
  return { message: PAYMENT_SWITCHED };
}
