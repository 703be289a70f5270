import { array, string, type, type Infer } from 'superstruct';
import { Num, maybe } from './common';

/**
 * Push notifications (SPEC §3): the payload of each server-sent event of
 * `customer/notifications/stream`, and the rows of `customer/notifications`.
 */

export const PushPayload = type({
  type: string(),
  title: maybe(string()),
  body: maybe(string()),
  order_id: maybe(Num),
  conversation_id: maybe(Num),
  sender_type: maybe(string()),
});
export type PushPayload = Infer<typeof PushPayload>;

export const NotificationRow = type({
  id: Num,
  type: string(),
  title: string(),
  body: maybe(string()),
  order_id: maybe(Num),
  conversation_id: maybe(Num),
  sender_type: maybe(string()),
  created_at: string(),
});

export const NotificationList = array(NotificationRow);
