/**
 * SPEC §3 push notification and §4 "Push": what a notification does depends on where the
 * customer is. A message while on the chat refreshes the chat; otherwise a toast leads to the
 * chat or the order. An order_status notification on the profile refreshes the tracking.
 */
export type PushNotification = {
  type: string;
  title?: string | null;
  body?: string | null;
  conversation_id?: number | null;
  sender_type?: string | null;
  order_id?: number | null;
};

/** Where the customer is, as far as notifications care. */
export type NotificationScreen = 'chat' | 'profile' | 'elsewhere';

export function isMessage(notification: PushNotification): boolean {
  return notification.type === 'message';
}

export function isOrderStatus(notification: PushNotification): boolean {
  return notification.type === 'order_status';
}

/** SPEC §2 /chatting with conversationId and type. */
export function chatPath(notification: PushNotification): string {
  const params = new URLSearchParams();
  if (notification.conversation_id != null)
    params.set('conversationId', String(notification.conversation_id));
  if (notification.sender_type) params.set('type', notification.sender_type);
  const query = params.toString();
  return query ? `/chatting?${query}` : '/chatting';
}

/** SPEC §2 /profile with page=my-orders and orderId. */
export function orderPath(notification: PushNotification): string {
  return notification.order_id != null
    ? `/profile?page=my-orders&orderId=${notification.order_id}`
    : '/profile?page=my-orders';
}

/** The notification's own words for a toast: its title, else its body. */
export function notificationText(notification: PushNotification): string {
  return (notification.title ?? '').trim() || (notification.body ?? '').trim();
}

/** Which screen the customer is on, for SPEC §4 "Push": the chat, the profile, or elsewhere. */
export function notificationScreenOf(path: string, search: string): NotificationScreen {
  if (path === '/chatting') return 'chat';
  if (path !== '/profile') return 'elsewhere';
  return new URLSearchParams(search).get('page') === 'inbox' ? 'chat' : 'profile';
}
