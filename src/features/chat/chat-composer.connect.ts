import type { SnapshotFrom } from 'xstate';
import type { ChatComposerEvent, chatComposerMachine } from '@machines/chat-composer.machine';

/** The chat input: text, the images waiting to go, Send busy while sending. */
export function connect(
  snapshot: SnapshotFrom<typeof chatComposerMachine>,
  send: (event: ChatComposerEvent) => void,
) {
  const { text, images } = snapshot.context;
  const isSending = snapshot.matches('sending');
  return {
    isSending,
    images: images.map((image) => ({
      id: image.id,
      name: image.name,
      remove: () => send({ type: 'IMAGE_REMOVED', id: image.id }),
    })),
    canSend: !isSending && (text.trim() !== '' || images.length > 0),
    getTextProps: () => ({
      value: text,
      onChange: (event: { target: { value: string } }) =>
        send({ type: 'TEXT_CHANGED', text: event.target.value }),
    }),
    send: () => send({ type: 'SEND' }),
  };
}
