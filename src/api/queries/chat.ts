import { apiOf } from '../client';
import type { QueryClient } from '@tanstack/query-core';
import { CACHE_TIERS } from '../cache-tiers';
import { fetchConversations, fetchMessages, type ChatTarget } from '../chat';
import { nextPageOf } from '../pagination';
import type { Conversation } from '../schemas/messages';
import { PERSONAL } from './personal';
import { infiniteQueryOptions, queryOptions } from './options';

export const chatKeys = {
  conversations: () => ['conversations'] as const,
  /** Every conversation's messages. */
  allMessages: () => ['chat-messages'] as const,
  messages: (target: ChatTarget) => ['chat-messages', target] as const,
};

export const chatQueries = {
  /** The customer's conversations, newest first, page after page. */
  conversations: () =>
    infiniteQueryOptions({
      queryKey: chatKeys.conversations(),
      queryFn: ({ client, pageParam, signal }) =>
        fetchConversations(apiOf(client), pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageOf(
        (page: { total_size: number; conversations: Conversation[] }) => page.conversations,
      ),
      staleTime: CACHE_TIERS.live,
      meta: PERSONAL,
    }),
  /** One conversation's newest messages (refreshed when a message arrives, SPEC §4 "Push"). */
  messages: (target: ChatTarget) =>
    queryOptions({
      queryKey: chatKeys.messages(target),
      queryFn: ({ client, signal }) => fetchMessages(apiOf(client), target, signal),
      staleTime: CACHE_TIERS.live,
      meta: PERSONAL,
    }),
};

/** A message arrived somewhere: it moves its conversation up the list. */
export function invalidateConversations(client: QueryClient) {
  return client.invalidateQueries({ queryKey: chatKeys.conversations() });
}

/** A message was sent or arrived on the chat screen: the messages and the list. */
export function invalidateChat(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: chatKeys.allMessages() }),
    invalidateConversations(client),
  ]);
}
