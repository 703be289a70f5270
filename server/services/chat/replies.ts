import type { Db } from '../../db/client';
import { notify } from '../notifications';
import { receiverParticipant } from './serialize';

/** The simulated store and courier answering the customer. */

export const STORE_REPLIES = [
  'Thank you for your message! We are on it.',
  'Hello! Your order is in good hands; we will let you know as soon as it is ready.',
  'Thanks for reaching out. Anything else we can do for you?',
];
export const COURIER_REPLIES = [
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
