import { Button } from '@chakra-ui/react/button';
import { CloseButton } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Tag } from '@chakra-ui/react/tag';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useConnect } from '@/system/flow-actor';
import { useChatComposerFlow } from '@/system/flows/chat-composer';
import type { ChatReceiver } from '@machines/chat-composer.machine';
import { connect } from './chat-composer.connect';
import { BusyButton } from '@/components/BusyButton';
import '@/i18n/texts/orders';

/** Text and up to 3 images per message (SPEC §5). */
export function ChatComposer({
  conversationId,
  receiver,
}: {
  conversationId: number | null;
  receiver: ChatReceiver;
}) {
  const { t } = useTranslation();
  const flow = useChatComposerFlow(conversationId, receiver);
  const composer = useConnect(flow.actor, connect);
  const fileInput = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    composer.send();
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="2">
        {composer.images.length > 0 ? (
          <HStack gap="2" wrap="wrap" aria-label={t('chat.imagesToSend')} role="group">
            {composer.images.map((image) => (
              <Tag.Root key={image.id} size="lg">
                <Tag.Label dir="auto">{image.name}</Tag.Label>
                <Tag.EndElement>
                  <CloseButton
                    size="2xs"
                    aria-label={t('chat.removeImage', { name: image.name })}
                    onClick={image.remove}
                  />
                </Tag.EndElement>
              </Tag.Root>
            ))}
          </HStack>
        ) : null}
        <HStack gap="2">
          <Button variant="outline" onClick={() => fileInput.current?.click()}>
            {t('chat.attachImages')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            multiple
            hidden
            aria-label={t('chat.attachImages')}
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              event.target.value = '';
              if (chosen.length > 0) flow.addImages(chosen);
            }}
          />
          <Input
            {...composer.getTextProps()}
            aria-label={t('chat.messageLabel')}
            placeholder={t('chat.messageLabel')}
            dir="auto"
          />
          <BusyButton
            type="submit"
            colorPalette="green"
            busy={composer.isSending}
            disabled={!composer.canSend}
          >
            {t('chat.send')}
          </BusyButton>
        </HStack>
      </Stack>
    </form>
  );
}
