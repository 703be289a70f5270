import type { Db } from '../../db/client';
import type { ConversationRow, MessageRow, UserRow } from '../../db/schema';
import { refuse } from '../../http/errors';
import { optionalString, type Bag } from '../../http/params';
import { imageUrl } from '../images';
import { parseJson } from '../json';

/** Who takes part in a conversation, and the JSON of conversations and messages. */

export const MAX_IMAGES = 3;
export const TOO_MANY_IMAGES = 'Maximum 3 images can be send at a time.';
export const CONVERSATION_IMAGE_BASE = '/api/v1/images/conversation';

export type ReceiverType = 'vendor' | 'delivery_man';

export const RUNNING = ['pending', 'accepted', 'confirmed', 'processing', 'handover', 'picked_up'];

export function customerParticipant(
  user: Pick<UserRow, 'id' | 'f_name' | 'l_name' | 'phone' | 'email' | 'image'>,
) {
  return {
    id: user.id,
    f_name: user.f_name,
    l_name: user.l_name,
    phone: user.phone,
    email: user.email,
    image: user.image,
    image_full_url: user.image === null ? null : imageUrl('customer', user.image),
    user_id: user.id,
    vendor_id: null,
    store_id: null,
    deliveryman_id: null,
  };
}

export async function receiverParticipant(db: Db, type: string, id: number) {
  if (type === 'vendor') {
    const s = await db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirst();
    if (!s) return null;
    return {
      id: s.id,
      f_name: s.name,
      l_name: '',
      phone: s.phone,
      email: s.email,
      image: s.logo,
      image_full_url: imageUrl('store', s.logo),
      user_id: null,
      vendor_id: s.id,
      store_id: s.id,
      deliveryman_id: null,
    };
  }
  const d = await db.selectFrom('delivery_men').selectAll().where('id', '=', id).executeTakeFirst();
  if (!d) return null;
  return {
    id: d.id,
    f_name: d.f_name,
    l_name: d.l_name,
    phone: d.phone,
    email: null,
    image: d.image,
    image_full_url: imageUrl('delivery-man', d.image),
    user_id: null,
    vendor_id: null,
    store_id: null,
    deliveryman_id: d.id,
  };
}

export function serializeMessage(m: MessageRow) {
  const files = parseJson<string[]>(m.file, []);
  return {
    id: m.id,
    conversation_id: m.conversation_id,
    sender_id: m.sender_id,
    sender_type: m.sender_type,
    message: m.message,
    file: files,
    file_full_url: files.map((f) => `${CONVERSATION_IMAGE_BASE}/${f}`),
    is_seen: m.is_seen,
    created_at: m.created_at,
    updated_at: m.updated_at,
  };
}

export async function serializeConversation(db: Db, c: ConversationRow, user: UserRow) {
  const last =
    c.last_message_id === null
      ? undefined
      : await db
          .selectFrom('messages')
          .selectAll()
          .where('id', '=', c.last_message_id)
          .executeTakeFirst();
  return {
    id: c.id,
    sender_id: c.user_id,
    sender_type: 'customer',
    receiver_id: c.receiver_id,
    receiver_type: c.receiver_type,
    order_id: c.order_id,
    unread_message_count: c.unread_message_count,
    last_message_id: c.last_message_id,
    last_message_time: c.last_message_time,
    created_at: c.created_at,
    updated_at: c.updated_at,
    sender: customerParticipant(user),
    receiver: await receiverParticipant(db, c.receiver_type, c.receiver_id),
    last_message: last ? serializeMessage(last) : null,
  };
}

export function readType(b: Bag, field: string): ReceiverType | undefined {
  const t = optionalString(b, field, 30);
  if (t === undefined) return undefined;
  if (t === 'vendor' || t === 'store') return 'vendor';
  if (t === 'delivery_man' || t === 'deliveryman') return 'delivery_man';
  throw refuse(field, `The ${field.replace(/_/g, ' ')} must be vendor or delivery_man.`);
}
