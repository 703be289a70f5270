import type { Db } from '../../db/client';
import { onePage } from '../../db/paging';
import type { ConversationRow, UserRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import { bag, optionalInt, optionalString, paging, type Bag } from '../../http/params';
import { containsAll, searchTerms } from '../text-match';
import {
  type ReceiverType,
  RUNNING,
  serializeMessage,
  serializeConversation,
  readType,
} from './serialize';

/** Reading conversations: the list (and its name search), one conversation's messages. */

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
    .$call(onePage({ limit, offset }))
    .execute();
  const conversations = [];
  for (const c of rows) conversations.push(await serializeConversation(db, c, user));
  return { type: type ?? null, total_size: Number(total?.n ?? 0), limit, offset, conversations };
}

/** The conversation named by `conversation_id`, or by its receiver (`store_id`/`vendor_id`, `delivery_man_id`, or `receiver_type`+`receiver_id`). */
export async function findConversation(db: Db, user: UserRow, b: Bag) {
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
export async function hasRunningOrder(
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

export async function messagesPage(
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
    .$call(onePage({ limit, offset }))
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
