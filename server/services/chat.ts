import type { Db } from '../db/client';
import type { ConversationRow, MessageRow, UserRow } from '../db/schema';
import type { UploadedFile } from '../http/body';
import { notFound, refuse } from '../http/errors';
import { bag, optionalInt, optionalString, paging, type Bag } from '../http/params';
import { imageUrl } from './images';
import { parseJson } from './json';
import { notify } from './notifications';
import { containsAll, searchTerms } from './text-match';
import { imageInfo, saveUpload } from './uploads';

/**
 * Chat between a customer and a store (`vendor`, the store's id) or the courier of one of
 * their orders (`delivery_man`), 6amMart's `customer/message/list|details|send`. A customer
 * message is answered by the simulator (store or courier) after a short delay: the message
 * row carries `reply_due_ms`, so whichever provider instance ticks first answers it, once.
 */

export const MAX_IMAGES = 3;
export const TOO_MANY_IMAGES = 'Maximum 3 images can be send at a time.';
export const CONVERSATION_IMAGE_BASE = '/api/v1/images/conversation';

type ReceiverType = 'vendor' | 'delivery_man';

const RUNNING = ['pending', 'accepted', 'confirmed', 'processing', 'handover', 'picked_up'];

function customerParticipant(
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

async function receiverParticipant(db: Db, type: string, id: number) {
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

async function serializeConversation(db: Db, c: ConversationRow, user: UserRow) {
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

function readType(b: Bag, field: string): ReceiverType | undefined {
  const t = optionalString(b, field, 30);
  if (t === undefined) return undefined;
  if (t === 'vendor' || t === 'store') return 'vendor';
  if (t === 'delivery_man' || t === 'deliveryman') return 'delivery_man';
  throw refuse(field, `The ${field.replace(/_/g, ' ')} must be vendor or delivery_man.`);
}

/**
 * `customer/message/list?type=vendor|delivery_man&limit&offset`, the latest conversation first;
 * `customer/message/search-list?name` too: those whose store or courier name holds every word.
 */
export async function listConversations(db: Db, user: UserRow, query: unknown) {
  const q = bag(query);
  const { limit, offset } = paging(q, 10);
  const type = readType(q, 'type');
  const terms = searchTerms(optionalString(q, 'name', 100));
  let base = db.selectFrom('conversations').where('user_id', '=', user.id);
  if (type) base = base.where('receiver_type', '=', type);
  if (terms.length > 0)
    base = base.where((eb) =>
      eb.or([
        eb.and([
          eb('receiver_type', '=', 'vendor'),
          eb(
            'receiver_id',
            'in',
            eb
              .selectFrom('stores')
              .select('stores.id')
              .where(eb.and(containsAll('stores.name', terms))),
          ),
        ]),
        eb.and([
          eb('receiver_type', '=', 'delivery_man'),
          eb(
            'receiver_id',
            'in',
            eb
              .selectFrom('delivery_men')
              .select('delivery_men.id')
              .where(eb.and(containsAll('delivery_men.f_name', terms))),
          ),
        ]),
      ]),
    );
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('last_message_time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((offset - 1) * limit)
    .execute();
  const conversations = [];
  for (const c of rows) conversations.push(await serializeConversation(db, c, user));
  return { type: type ?? null, total_size: Number(total?.n ?? 0), limit, offset, conversations };
}

/** The conversation named by `conversation_id`, or by its receiver (`store_id`/`vendor_id`, `delivery_man_id`, or `receiver_type`+`receiver_id`). */
async function findConversation(db: Db, user: UserRow, b: Bag) {
  const id = optionalInt(b, 'conversation_id', { min: 1, label: 'conversation id' });
  if (id !== undefined) {
    const c = await db
      .selectFrom('conversations')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!c) throw notFound('conversation_id', 'Conversation not found');
    return {
      conversation: c,
      receiver: { type: c.receiver_type as ReceiverType, id: c.receiver_id },
    };
  }
  const vendor =
    optionalInt(b, 'vendor_id', { min: 1, label: 'vendor id' }) ??
    optionalInt(b, 'store_id', { min: 1, label: 'store id' });
  const dm = optionalInt(b, 'delivery_man_id', { min: 1, label: 'delivery man id' });
  const type = readType(b, 'receiver_type');
  const rid = optionalInt(b, 'receiver_id', { min: 1, label: 'receiver id' });
  const receiver: { type: ReceiverType; id: number } | undefined =
    vendor !== undefined
      ? { type: 'vendor', id: vendor }
      : dm !== undefined
        ? { type: 'delivery_man', id: dm }
        : type && rid !== undefined
          ? { type, id: rid }
          : undefined;
  if (!receiver) return { conversation: undefined, receiver: undefined };
  const c = await db
    .selectFrom('conversations')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('receiver_type', '=', receiver.type)
    .where('receiver_id', '=', receiver.id)
    .executeTakeFirst();
  return { conversation: c, receiver };
}

/** Whether the customer has an order running with this store or courier (6amMart's `status`). */
async function hasRunningOrder(
  db: Db,
  userId: number,
  receiver: { type: ReceiverType; id: number },
) {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where(receiver.type === 'vendor' ? 'store_id' : 'delivery_man_id', '=', receiver.id)
    .where('order_status', 'in', RUNNING)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function messagesPage(
  db: Db,
  user: UserRow,
  c: ConversationRow | undefined,
  receiver: { type: ReceiverType; id: number } | undefined,
  q: Bag,
) {
  const { limit, offset } = paging(q, 10);
  if (!c)
    return {
      total_size: 0,
      limit,
      offset,
      status: receiver ? await hasRunningOrder(db, user.id, receiver) : false,
      messages: [],
      conversation: null,
    };
  const total = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('conversation_id', '=', c.id)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('conversation_id', '=', c.id)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((offset - 1) * limit)
    .execute();
  return {
    total_size: Number(total?.n ?? 0),
    limit,
    offset,
    status: await hasRunningOrder(db, user.id, {
      type: c.receiver_type as ReceiverType,
      id: c.receiver_id,
    }),
    messages: rows.map(serializeMessage),
    conversation: await serializeConversation(db, c, user),
  };
}

/** `customer/message/details`: the newest messages first; reading marks the replies seen. */
export async function conversationDetails(db: Db, user: UserRow, query: unknown) {
  const q = bag(query);
  const { conversation, receiver } = await findConversation(db, user, q);
  if (conversation) {
    await db
      .updateTable('messages')
      .set({ is_seen: 1 })
      .where('conversation_id', '=', conversation.id)
      .where('sender_type', '!=', 'customer')
      .where('is_seen', '=', 0)
      .execute();
    await db
      .updateTable('conversations')
      .set({ unread_message_count: 0 })
      .where('id', '=', conversation.id)
      .execute();
    conversation.unread_message_count = 0;
  }
  return messagesPage(db, user, conversation, receiver, q);
}

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

const STORE_REPLIES = [
  'Thank you for your message! We are on it.',
  'Hello! Your order is in good hands; we will let you know as soon as it is ready.',
  'Thanks for reaching out. Anything else we can do for you?',
];
const COURIER_REPLIES = [
  'Hi! I am on my way.',
  'Got it, thank you. I will be there soon.',
  'Noted! I will call you when I arrive.',
];

/**
 * The simulator's side of the chat: answers every customer message whose reply is due, as the
 * store or the courier, with a "message" push. A compare-and-set on `reply_due_ms` makes each
 * message answered once, whichever instance gets there first. Returns how many were answered.
 */
export async function answerDueMessages(db: Db, now: number): Promise<number> {
  const due = await db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .select([
      'messages.id as id',
      'messages.conversation_id as conversation_id',
      'messages.message as message',
      'conversations.user_id as user_id',
      'conversations.receiver_type as receiver_type',
      'conversations.receiver_id as receiver_id',
    ])
    .where('messages.reply_due_ms', 'is not', null)
    .where('messages.reply_due_ms', '<=', now)
    .orderBy('messages.id')
    .limit(100)
    .execute();
  let answered = 0;
  const stamp = new Date(now).toISOString();
  for (const m of due) {
    const done = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('messages')
        .set({ reply_due_ms: null })
        .where('id', '=', m.id)
        .where('reply_due_ms', 'is not', null)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      const courier = m.receiver_type === 'delivery_man';
      const pool = courier ? COURIER_REPLIES : STORE_REPLIES;
      const text = m.message === null ? 'Thanks for the picture!' : pool[m.id % pool.length]!;
      const reply = await trx
        .insertInto('messages')
        .values({
          conversation_id: m.conversation_id,
          sender_type: m.receiver_type,
          sender_id: m.receiver_id,
          message: text,
          file: null,
          is_seen: 0,
          reply_due_ms: null,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('conversations')
        .set((eb) => ({
          last_message_id: reply.id,
          last_message_time: stamp,
          updated_at: stamp,
          unread_message_count: eb('unread_message_count', '+', 1),
        }))
        .where('id', '=', m.conversation_id)
        .execute();
      const who = await receiverParticipant(trx, m.receiver_type, m.receiver_id);
      const name = who
        ? `${who.f_name} ${who.l_name}`.trim()
        : courier
          ? 'Your courier'
          : 'The store';
      await notify(
        trx,
        { userId: m.user_id, guestId: null },
        {
          type: 'message',
          title: 'You have a new message',
          body: `${name}: ${text}`,
          conversation_id: m.conversation_id,
          sender_type: m.receiver_type,
        },
        new Date(now),
      );
      return true;
    });
    if (done) answered++;
  }
  return answered;
}
