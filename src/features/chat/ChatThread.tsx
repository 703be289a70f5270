import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Picture } from '@/components/Picture';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import type { ChatMessage } from '@/api/schemas/messages';
import { ErrorState } from '@/components/ErrorState';
import { participantName, type ChatSelection } from '@/domain/chat';
import type { ChatReceiver } from '@machines/chat-composer.machine';
import { ChatComposer } from './ChatComposer';
import { useMessages } from './use-chat';
import '@/i18n/texts/orders';

/** One conversation: its messages, oldest first, new ones announced; the input below. */
export function ChatThread({ selection }: { selection: ChatSelection }) {
  const { t } = useTranslation();
  const thread = useMessages(selection);
  if (thread.isError)
    return <ErrorState error={thread.error} onRetry={() => void thread.refetch()} />;
  if (thread.isPending) return <Skeleton height="64" />;
  const conversation = thread.data.conversation;
  const receiver: ChatReceiver | null = conversation
    ? {
        type: conversation.receiver_type === 'delivery_man' ? 'delivery_man' : 'vendor',
        id: conversation.receiver_id,
      }
    : 'receiver' in selection
      ? selection.receiver
      : null;
  const messages = [...thread.data.messages].reverse();
  const name = participantName(conversation?.receiver);
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="md" dir="auto">
        {name || t('chat.newConversation')}
      </Heading>
      <Stack
        role="log"
        aria-live="polite"
        aria-label={t('chat.messages')}
        gap="2"
        maxHeight="60vh"
        overflowY="auto"
        tabIndex={0}
      >
        {messages.length === 0 ? (
          <Text color="fg.muted">{t('chat.noMessages')}</Text>
        ) : (
          messages.map((message) => <MessageBubble key={message.id} message={message} />)
        )}
      </Stack>
      {receiver ? (
        <ChatComposer conversationId={conversation?.id ?? null} receiver={receiver} />
      ) : null}
    </Stack>
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation();
  const mine = message.sender_type === 'customer';
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  return (
    <Box
      alignSelf={mine ? 'end' : 'start'}
      maxWidth="80%"
      bg={mine ? 'green.subtle' : 'bg.muted'}
      borderRadius="lg"
      px="3"
      py="2"
    >
      <Text srOnly>{t(mine ? 'chat.you' : 'chat.them')}</Text>
      {message.message ? (
        <Text dir="auto" whiteSpace="pre-wrap">
          {message.message}
        </Text>
      ) : null}
      {message.file_full_url.length > 0 ? (
        <HStack gap="2" wrap="wrap" mt="1">
          {message.file_full_url.map((url) => (
            <Picture key={url} src={url} alt={t('chat.imageAlt')} boxSize="24" objectFit="cover" />
          ))}
        </HStack>
      ) : null}
      <Text fontSize="xs" color="fg.muted" dir="ltr" textAlign="end">
        {time.format(new Date(message.created_at))}
      </Text>
    </Box>
  );
}
