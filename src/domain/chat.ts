/**
 * SPEC §2 chat parameters: `/chatting?conversationId=…&type=…` and `/profile?page=inbox&…`.
 * A chat is a conversation already there, or a store or courier (`type` and `id`) to write to.
 */
export type ChatPartyType = 'vendor' | 'delivery_man';
export type ChatSelection =
  { conversationId: number } | { receiver: { type: ChatPartyType; id: number } };

const positive = (raw: string | null) => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

export function chatSelectionOf(search: string): ChatSelection | null {
  const params = new URLSearchParams(search);
  const conversationId = positive(params.get('conversationId'));
  if (conversationId !== null) return { conversationId };
  const type = params.get('type');
  const id = positive(params.get('id'));
  if ((type === 'vendor' || type === 'delivery_man') && id !== null)
    return { receiver: { type, id } };
  return null;
}

/** The inbox page (`basePath` may carry its own query, e.g. `/profile?page=inbox`) on one conversation. */
export function conversationHref(basePath: string, conversationId: number): string {
  return `${basePath}${basePath.includes('?') ? '&' : '?'}conversationId=${conversationId}`;
}

/** A participant's name as the provider gives it (stores carry it in f_name). */
export function participantName(
  participant: { f_name?: string | null; l_name?: string | null } | null | undefined,
): string {
  return `${participant?.f_name ?? ''} ${participant?.l_name ?? ''}`.trim();
}

/** SPEC §2: the chat with an order's courier (guests are sent to sign in first, SPEC §6). */
export function courierChatPath(deliveryManId: number): string {
  return `/chatting?type=delivery_man&id=${deliveryManId}`;
}

/** Who the message goes to (SPEC §2 chat parameters: type and id). */
export type ChatReceiver = { type: 'vendor' | 'delivery_man' | 'admin'; id: number };
