import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import { isPostgres, type Db } from '../db/client';
import { listen } from '../db/listen';
import type { NotificationRow } from '../db/schema';
import { bag, optionalInt, type Bag } from '../http/params';
import type { Owner } from './owner';

/**
 * Push notifications (SPEC §3: `type`, `title`, `body`, `order_id`, `conversation_id`,
 * `sender_type`), one row per recipient in `notifications`. The stream
 * (`customer/notifications/stream`) reads them back from the database, so a push written by
 * any provider instance reaches a browser connected to any other. `wakeStreams()` shortens
 * the wait on the instance that wrote it; on PostgreSQL the writing transaction also NOTIFYs
 * PUSH_CHANNEL with the recipient (delivered at commit), which wakes that recipient's streams
 * on every instance at once.
 */

export const PUSH_CHANNEL = 'storefront_push';

export type PushType = 'order_status' | 'message' | 'referral_code';

export interface Push {
  type: PushType;
  title: string;
  body: string;
  order_id?: number | null;
  conversation_id?: number | null;
  sender_type?: string | null;
}

export type Recipient = { userId: number | null; guestId: number | null };

export const recipientOf = (owner: Owner): Recipient =>
  owner.kind === 'guest'
    ? { userId: null, guestId: owner.guestId }
    : { userId: owner.userId, guestId: null };

export const orderRecipient = (order: { user_id: number | null; guest_id: number | null }) => ({
  userId: order.user_id,
  guestId: order.user_id === null ? order.guest_id : null,
});

/** Writes one push (call it inside the transaction that caused it). */
export async function notify(db: Db, to: Recipient, push: Push, now: Date): Promise<void> {
  if (to.userId === null && to.guestId === null) return;
  await db
    .insertInto('notifications')
    .values({
      user_id: to.userId,
      guest_id: to.guestId,
      type: push.type,
      title: push.title,
      body: push.body,
      order_id: push.order_id ?? null,
      conversation_id: push.conversation_id ?? null,
      sender_type: push.sender_type ?? null,
      created_at: now.toISOString(),
    })
    .execute();
  if (isPostgres(db)) await sql`select pg_notify(${PUSH_CHANNEL}, ${recipientTag(to)})`.execute(db);
}

const bus = new EventEmitter();
bus.setMaxListeners(0);

/** Names a recipient in a NOTIFY payload and a wake-up: `u:<user id>` or `g:<guest id>`. */
export const recipientTag = (to: Recipient) =>
  to.userId !== null ? `u:${to.userId}` : `g:${to.guestId}`;

/**
 * Tells this instance's open streams to look for new rows now (after the writing
 * transaction): those of one recipient (`recipientTag`), or all of them.
 */
export function wakeStreams(tag?: string): void {
  bus.emit('wake', tag);
  relay?.(tag);
}

let relay: ((tag: string | undefined) => void) | undefined;

/**
 * Hands each of this process's wake-ups to `send` too (the cluster's IPC, `server/cluster.ts`),
 * so the streams of the other provider processes look at once; returns the stop.
 */
export function relayWakes(send: (tag: string | undefined) => void): () => void {
  relay = send;
  return () => {
    if (relay === send) relay = undefined;
  };
}

/** A wake-up relayed from another process: this process's streams only, not relayed again. */
export function wakeRelayed(tag?: string): void {
  bus.emit('wake', tag);
}

/** Calls `listener` on each wake-up meant for this recipient (or for every stream). */
export function onWake(to: Recipient, listener: () => void): () => void {
  const mine = recipientTag(to);
  const wake = (tag: string | undefined) => {
    if (tag === undefined || tag === mine) listener();
  };
  bus.on('wake', wake);
  return () => bus.off('wake', wake);
}

/** Wakes this instance's streams on every instance's push (PostgreSQL); returns the stop. */
export function wakeOnPushesElsewhere(db: Db): () => Promise<void> {
  // every instance (and every process of a cluster) hears the NOTIFY: not relayed again
  return listen(db, PUSH_CHANNEL, (payload) => wakeRelayed(payload || undefined));
}

/** The push payload of SPEC §3. */
export function pushPayload(row: NotificationRow) {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    order_id: row.order_id,
    conversation_id: row.conversation_id,
    sender_type: row.sender_type,
    created_at: row.created_at,
  };
}

/** `customer/notifications` rows: the push fields plus 6amMart's `data` object. */
export function serializeNotification(row: NotificationRow) {
  return {
    ...pushPayload(row),
    description: row.body,
    user_id: row.user_id,
    status: 1,
    data: {
      title: row.title,
      description: row.body,
      order_id: row.order_id,
      conversation_id: row.conversation_id,
      sender_type: row.sender_type,
      type: row.type,
      image: null,
    },
    updated_at: row.created_at,
  };
}

function ownedBy(db: Db, owner: Owner) {
  const q = db.selectFrom('notifications').selectAll();
  return owner.kind === 'guest'
    ? q.where('guest_id', '=', owner.guestId).where('user_id', 'is', null)
    : q.where('user_id', '=', owner.userId);
}

export const NOTIFICATION_DAYS = 15;

/** The last 15 days of pushes, newest first (a bare array, as 6amMart answers). */
export async function listNotifications(db: Db, owner: Owner, query: unknown, nowMs: number) {
  const q: Bag = bag(query);
  const limit = optionalInt(q, 'limit', { min: 1, max: 100 }) ?? 50;
  const since = new Date(nowMs - NOTIFICATION_DAYS * 86_400_000).toISOString();
  const rows = await ownedBy(db, owner)
    .where('created_at', '>=', since)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(serializeNotification);
}

export async function notificationsAfter(db: Db, owner: Owner, afterId: number, limit = 50) {
  return ownedBy(db, owner).where('id', '>', afterId).orderBy('id', 'asc').limit(limit).execute();
}

export async function latestNotificationId(db: Db, owner: Owner): Promise<number> {
  const row = await ownedBy(db, owner).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.id ?? 0;
}

/** The words of an order_status push. */
export function orderStatusPush(order: { id: number; order_type: string }, status: string): Push {
  const n = `#${order.id}`;
  const parcel = order.order_type === 'parcel';
  const takeAway = order.order_type === 'take_away';
  const words: Record<string, [string, string]> = {
    pending: ['Order placed', `Your order ${n} has been placed.`],
    accepted: ['Order accepted', `The store has accepted your order ${n}.`],
    confirmed: parcel
      ? ['Courier assigned', `A courier is on the way to pick up your parcel ${n}.`]
      : ['Order confirmed', `Your order ${n} is confirmed.`],
    processing: ['Order being prepared', `The store is preparing your order ${n}.`],
    handover: takeAway
      ? ['Ready for pickup', `Your order ${n} is ready for pickup at the store.`]
      : ['Order ready', `Your order ${n} is ready and waiting for the courier.`],
    picked_up: parcel
      ? ['Parcel picked up', `The courier picked up your parcel ${n} and is on the way.`]
      : ['Order on the way', `The courier picked up your order ${n} and is on the way.`],
    delivered: takeAway
      ? ['Order picked up', `You picked up your order ${n}. Enjoy!`]
      : ['Order delivered', `Your order ${n} has been delivered.`],
    canceled: ['Order canceled', `Your order ${n} has been canceled.`],
    failed: ['Payment failed', `The payment for your order ${n} failed.`],
    paid: ['Payment received', `We received the payment for your order ${n}.`],
  };
  const [title, body] = words[status] ?? ['Order updated', `Your order ${n} is now ${status}.`];
  return { type: 'order_status', title, body, order_id: order.id };
}
