import { Container } from '@chakra-ui/react/container';
import { AccessGate } from '@/features/account';
import { ACCESS_RULES } from '@/domain/access';
import Inbox from './Inbox';
import '@/i18n/texts/shared';

/** `/chatting?conversationId=…&type=…` (SPEC §2); guests have no chat (SPEC §6). */
export default function ChatPage() {
  return (
    <AccessGate rule={ACCESS_RULES.chat}>
      <Container maxW="5xl" py="8">
        <Inbox basePath="/chatting" />
      </Container>
    </AccessGate>
  );
}
