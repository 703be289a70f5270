import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { useRef } from 'react';
import { LoadMoreButton } from '@/components/LoadMoreButton';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Link as ChakraLink } from '@chakra-ui/react/link';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { Link, useSearch } from 'wouter';
import type { Conversation } from '@/api/schemas/messages';
import { ErrorState } from '@/components/ErrorState';
import { chatSelectionOf, conversationHref, participantName } from '@/domain/chat';
import { ChatThread } from './ChatThread';
import { useConversations } from './use-chat';
import '@/i18n/texts/orders';
import '@/i18n/texts/shared';

/**
 * The chat (SPEC §2 `/chatting` and page=inbox): conversations with stores and couriers beside
 * the one chosen in the URL. On phones, the list or the conversation.
 */
export default function Inbox({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const selection = chatSelectionOf(useSearch());
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('account.entries.inbox')}
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: '260px 1fr' }} gap="4" alignItems="start">
        <Box display={{ base: selection ? 'none' : 'block', md: 'block' }}>
          <ConversationList
            basePath={basePath}
            current={selection && 'conversationId' in selection ? selection.conversationId : null}
          />
        </Box>
        {selection ? (
          <Stack gap="2" minWidth="0">
            <ChakraLink
              asChild
              display={{ base: 'inline', md: 'none' }}
              color="green.fg"
              textDecoration="underline"
            >
              <Link href={basePath}>{t('chat.allConversations')}</Link>
            </ChakraLink>
            <ChatThread key={JSON.stringify(selection)} selection={selection} />
          </Stack>
        ) : (
          <Text color="fg.muted" display={{ base: 'none', md: 'block' }} py="10" textAlign="center">
            {t('chat.chooseConversation')}
          </Text>
        )}
      </Grid>
    </Stack>
  );
}

function ConversationList({ basePath, current }: { basePath: string; current: number | null }) {
  const { t } = useTranslation();
  const list = useConversations();
  const rows = useRef<HTMLDivElement>(null);
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (list.isPending) return <Skeleton height="40" />;
  const conversations = list.data.pages.flatMap((page) => page.conversations);
  if (conversations.length === 0) return <Text color="fg.muted">{t('chat.noConversations')}</Text>;
  return (
    <Stack as="nav" aria-label={t('chat.conversations')} gap="2">
      <Stack as="ul" ref={rows} gap="1" listStyleType="none">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow
              conversation={conversation}
              href={conversationHref(basePath, conversation.id)}
              current={conversation.id === current}
            />
          </li>
        ))}
      </Stack>
      {list.hasNextPage ? (
        <LoadMoreButton
          size="sm"
          loading={list.isFetchingNextPage}
          onLoad={() => list.fetchNextPage()}
          list={rows}
        />
      ) : null}
    </Stack>
  );
}

function ConversationRow({
  conversation,
  href,
  current,
}: {
  conversation: Conversation;
  href: string;
  current: boolean;
}) {
  const { t } = useTranslation();
  const name = participantName(conversation.receiver);
  const last = conversation.last_message;
  return (
    <ChakraLink
      asChild
      display="block"
      p="3"
      borderRadius="md"
      borderWidth="1px"
      bg={current ? 'green.subtle' : undefined}
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
    >
      <Link href={href} aria-current={current ? 'page' : undefined}>
        <HStack justify="space-between" gap="2">
          <Text fontWeight="semibold" dir="auto" truncate>
            {name}
          </Text>
          {conversation.unread_message_count > 0 ? (
            <Badge colorPalette="green">
              {t('chat.unread', { count: conversation.unread_message_count })}
            </Badge>
          ) : null}
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {t(conversation.receiver_type === 'delivery_man' ? 'chat.courier' : 'chat.store')}
        </Text>
        {last?.message ? (
          <Text fontSize="sm" color="fg.muted" dir="auto" truncate>
            {last.message}
          </Text>
        ) : null}
      </Link>
    </ChakraLink>
  );
}
