import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import type { UploadedFile } from '../http/body';
import { refuse } from '../http/errors';
import { t, type Lang } from '../http/messages';
import { optionalString, requiredInt, requiredString, type Bag } from '../http/params';
import { findOwnedOrder } from './owned-orders';
import { imageInfo, saveUpload } from './uploads';

/**
 * `customer/order/refund-request` (multipart: `order_id`, `customer_reason`, `customer_note`,
 * up to MAX_REFUND_IMAGES `image[]`): a signed-in customer asks for a refund of a delivered
 * order, once. The order moves to `refund_requested`; the images are kept as uploads.
 */

export const MAX_REFUND_IMAGES = 3;

export async function requestRefund(
  db: Db,
  user: UserRow,
  input: { fields: Bag; files: UploadedFile[] },
  now: Date,
  lang: Lang,
) {
  const b = input.fields;
  const orderId = requiredInt(b, 'order_id', { min: 1, label: 'order id' });
  const reason = requiredString(
    b,
    'customer_reason',
    'The customer reason field is required.',
    255,
  );
  const note = optionalString(b, 'customer_note', 1000) ?? null;
  if (input.files.some((f) => f.field !== 'image'))
    throw refuse('image', 'Only the image field may carry files.');
  if (input.files.length > MAX_REFUND_IMAGES)
    throw refuse('image', `You can upload at most ${MAX_REFUND_IMAGES} images.`);
  const images = input.files.map((f) => {
    const info = imageInfo(f.data);
    if (!info) throw refuse('image', 'The image must be a file of type: jpg, png, jpeg, gif.');
    return { data: f.data, info };
  });
  const order = await findOwnedOrder(db, { kind: 'customer', userId: user.id }, orderId);
  if (order.order_status !== 'delivered')
    throw refuse('order', 'Only a delivered order can be refunded.');
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('orders')
      .set({ order_status: 'refund_requested', refund_requested: stamp, updated_at: stamp })
      .where('id', '=', order.id)
      .where('order_status', '=', 'delivered')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1)
      throw refuse('order', 'Only a delivered order can be refunded.');
    const names: string[] = [];
    for (const img of images) names.push(await saveUpload(trx, img.data, img.info, user.id, now));
    await trx
      .insertInto('refund_requests')
      .values({
        order_id: order.id,
        user_id: user.id,
        customer_reason: reason,
        customer_note: note,
        images: JSON.stringify(names),
        created_at: stamp,
      })
      .execute();
  });
  return { message: t('refund_requested', lang) };
}
