import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { sendMessage } from '@/api/chat';
import { invalidateChat } from '@/api/queries/chat';
import type { Attachment } from '@/domain/attachments';
import { chatComposerMachine, type ChatReceiver } from '@machines/chat-composer.machine';
import type { AppSystem } from '../app-system';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/orders';

/** The files behind the machine's image descriptions (the machine keeps the same objects). */
const chosenFiles = new WeakMap<Attachment, File>();

const providedChatComposer = ({ api }: AppSystem) =>
  chatComposerMachine.provide({
    actors: {
      sendMessage: fromPromise(({ input }) =>
        sendMessage(
          api,
          input.conversationId !== null
            ? { conversationId: input.conversationId }
            : { receiver: input.receiver },
          input.text,
          input.images.flatMap((image) => chosenFiles.get(image) ?? []),
        ),
      ),
    },
  });

/**
 * The chat input: the machine keeps the text and the images' descriptions (at most 3); the files
 * go out with the message. A sent message refreshes the conversation and the list.
 */
export function useChatComposerFlow(conversationId: number | null, receiver: ChatReceiver) {
  const queryClient = useQueryClient();
  const actor = useFlowActor(
    providedChatComposer,
    { input: { conversationId, receiver } },
    (flow) => {
      const sent = flow.on('messageSent', () => void invalidateChat(queryClient));
      return () => sent.unsubscribe();
    },
  );
  /** Hands the chosen files' descriptions to the machine (which refuses a 4th image). */
  const addImages = (chosen: readonly File[]) => {
    const images = chosen.map((file) => {
      const image: Attachment = {
        id: `${file.name}:${file.size}:${file.lastModified}`,
        name: file.name,
        type: file.type,
        size: file.size,
      };
      chosenFiles.set(image, file);
      return image;
    });
    actor.send({ type: 'IMAGES_ADDED', images });
  };
  return { actor, addImages };
}
