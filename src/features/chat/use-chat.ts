import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ChatTarget } from '@/api/chat';
import { chatQueries } from '@/api/queries/chat';

/** The customer's conversations, newest first, page after page. */
export function useConversations() {
  return useInfiniteQuery(chatQueries.conversations());
}

/** One conversation's newest messages (refreshed when a message arrives, SPEC §4 "Push"). */
export function useMessages(target: ChatTarget) {
  return useQuery(chatQueries.messages(target));
}
