import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchConversations, fetchMessages, type ChatTarget } from '@/api/chat';
import { CACHE_TIERS } from '@/api/cache-tiers';
import { nextPageOf } from '@/api/pagination';
import type { Conversation } from '@/api/schemas/messages';

const nextPage = nextPageOf(
  (page: { total_size: number; conversations: Conversation[] }) => page.conversations,
);

/** The customer's conversations, newest first, page after page. */
export function useConversations() {
  return useInfiniteQuery({
    queryKey: ['conversations'],
    queryFn: ({ pageParam, signal }) => fetchConversations(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: CACHE_TIERS.live,
  });
}

/** One conversation's newest messages (refreshed when a message arrives, SPEC §4 "Push"). */
export function useMessages(target: ChatTarget) {
  return useQuery({
    queryKey: ['chat-messages', target],
    queryFn: ({ signal }) => fetchMessages(target, signal),
    staleTime: CACHE_TIERS.live,
  });
}
