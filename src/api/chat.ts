import type { ChatReceiver } from '@/domain/chat';
import type { ApiClient } from './client';
import { ConversationPage, MessagePage } from './schemas/messages';

export const CONVERSATION_PAGE_SIZE = 20;
export const MESSAGE_PAGE_SIZE = 30;

/** Who a chat is with: a conversation already there, or a store or courier to write to. */
export type ChatTarget = { conversationId: number } | { receiver: ChatReceiver };

function targetQuery(target: ChatTarget) {
  return 'conversationId' in target
    ? { conversation_id: target.conversationId }
    : { receiver_type: target.receiver.type, receiver_id: target.receiver.id };
}

/** `page` is the 1-based page number the contract calls offset. */
export function fetchConversations(api: ApiClient, page: number, signal?: AbortSignal) {
  return api.request('customer/message/list', ConversationPage, {
    query: { offset: page, limit: CONVERSATION_PAGE_SIZE },
    signal,
  });
}

/** The newest messages first; reading marks the replies seen. */
export function fetchMessages(api: ApiClient, target: ChatTarget, signal?: AbortSignal) {
  return api.request('customer/message/details', MessagePage, {
    query: { ...targetQuery(target), offset: 1, limit: MESSAGE_PAGE_SIZE },
    signal,
  });
}

/** `customer/message/send` (multipart): text and up to 3 images (`image[]`). */
export async function sendMessage(
  api: ApiClient,
  target: ChatTarget,
  text: string,
  images: readonly File[],
): Promise<{ conversationId: number }> {
  const body = new FormData();
  for (const [key, value] of Object.entries(targetQuery(target))) body.set(key, String(value));
  if (text.trim() !== '') body.set('message', text.trim());
  for (const image of images) body.append('image[]', image);
  const answer = await api.request('customer/message/send', MessagePage, { method: 'POST', body });
  return { conversationId: answer.conversation?.id ?? 0 };
}
