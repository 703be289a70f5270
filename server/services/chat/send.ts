import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { UploadedFile } from '../../http/body';
import { notFound, refuse } from '../../http/errors';
import { optionalInt, optionalString, type Bag } from '../../http/params';
import { imageInfo, saveUpload } from '../uploads';
import { findConversation, messagesPage } from './conversations';
import { MAX_IMAGES, TOO_MANY_IMAGES } from './serialize';

/** Sending a message (text and/or images) and showing its images. */

/**
 * `customer/message/send` (multipart): `message` and/or up to 3 images (`image[]`), to a
 * `conversation_id` or a receiver (`receiver_type` vendor|delivery_man + `receiver_id`). A
 * courier can only be written to by a customer whose order they carried or carry.
 */
export async function sendMessage(
  db: Db,
  user: UserRow,
  input: { fields: Bag; files: UploadedFile[] },
  now: number,
  replyAfterMs: number,
) {
  const b = input.fields;
  if (input.files.some((f) => f.field !== 'image'))
    throw refuse('image', 'Only the image field may carry files.');
  if (input.files.length > MAX_IMAGES) throw refuse('image', TOO_MANY_IMAGES);
  const images = input.files.map((f) => {
    const info = imageInfo(f.data);
    if (!info) throw refuse('image', 'The image must be a file of type: jpg, png, jpeg, gif.');
    return { data: f.data, info };
  });
  const text = optionalString(b, 'message', 2000) ?? null;
  if (text === null && images.length === 0)
    throw refuse('message', 'The message field is required.');

  const found = await findConversation(db, user, b);
  const receiver = found.receiver;
  if (!receiver) throw refuse('receiver_id', 'The receiver id field is required.');
  if (receiver.type === 'vendor') {
    const store = await db
      .selectFrom('stores')
      .select('id')
      .where('id', '=', receiver.id)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!store) throw notFound('receiver_id', 'Store not found');
  } else {
    const carried = await db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', user.id)
      .where('delivery_man_id', '=', receiver.id)
      .limit(1)
      .executeTakeFirst();
    if (!carried) throw refuse('receiver_id', 'You can chat only with the courier of your order');
  }
  const orderId = optionalInt(b, 'order_id', { min: 1, label: 'order id' }) ?? null;
  if (orderId !== null) {
    const own = await db
      .selectFrom('orders')
      .select('id')
      .where('id', '=', orderId)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!own) throw notFound('order_id', 'Order not found');
  }
  const stampDate = new Date(now);
  const stamp = stampDate.toISOString();

  const conversation = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('conversations')
      .values({
        user_id: user.id,
        receiver_type: receiver.type,
        receiver_id: receiver.id,
        order_id: orderId,
        unread_message_count: 0,
        last_message_id: null,
        last_message_time: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .onConflict((oc) => oc.columns(['user_id', 'receiver_type', 'receiver_id']).doNothing())
      .execute();
    const c = await trx
      .selectFrom('conversations')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('receiver_type', '=', receiver.type)
      .where('receiver_id', '=', receiver.id)
      .executeTakeFirstOrThrow();
    const names: string[] = [];
    for (const img of images)
      names.push(await saveUpload(trx, img.data, img.info, user.id, stampDate));
    const msg = await trx
      .insertInto('messages')
      .values({
        conversation_id: c.id,
        sender_type: 'customer',
        sender_id: user.id,
        message: text,
        file: names.length > 0 ? JSON.stringify(names) : null,
        is_seen: 0,
        reply_due_ms: now + replyAfterMs,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('conversations')
      .set({
        last_message_id: msg.id,
        last_message_time: stamp,
        updated_at: stamp,
        ...(orderId !== null ? { order_id: orderId } : {}),
      })
      .where('id', '=', c.id)
      .execute();
    return { ...c, last_message_id: msg.id, last_message_time: stamp, updated_at: stamp };
  });
  return {
    ...(await messagesPage(db, user, conversation, receiver, b)),
    message: 'successfully sent!',
  };
}

/** Whether a conversation image may be shown (it belongs to a message). */
export async function isConversationImage(db: Db, file: string): Promise<boolean> {
  if (!/^[0-9a-f]{32}\.(png|gif|jpg)$/.test(file)) return false;
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('file', 'like', `%"${file}"%`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
