import { chatComposerMachine } from '../../../../machines/chat-composer.machine';
import { ApiError } from '../../../api/errors';
import type { Attachment } from '../../../domain/attachments';
import { defineModel } from '../model';

const image = (n: number): Attachment => ({
  id: `img-${n}`,
  name: `photo-${n}.jpg`,
  type: 'image/jpeg',
  size: 200_000,
});
export const IMAGES = [image(1), image(2), image(3), image(4)];
export const SENT = { conversationId: 14 };

export const chatComposerModel = defineModel({
  machine: chatComposerMachine,
  variants: [
    {
      name: 'with the delivery man',
      description: 'a customer chats with the delivery man of an order',
      input: { conversationId: 14, receiver: { type: 'delivery_man', id: 5 } },
    },
  ],
  behaviour: (context) => ({
    text: context.text.trim() !== '',
    images: context.images.map((attachment) => attachment.id),
  }),
  events: {
    TEXT_CHANGED: [{ text: 'Please ring the bell' }, { text: ' ' }],
    IMAGES_ADDED: [{ images: IMAGES.slice(0, 2) }, { images: IMAGES.slice(2, 4) }],
    IMAGE_REMOVED: [{ id: 'img-1' }],
    SEND: [{}],
  },
  // Text and images are independent: the text is typed before any image is added, images
  // are removed from a message without text.
  sampleFilter: (snapshot, event) => {
    const { text, images } = snapshot.context as { text: string; images: Attachment[] };
    if (event.type === 'TEXT_CHANGED') return images.length === 0;
    if (event.type === 'IMAGE_REMOVED') return text.trim() === '';
    return true;
  },
  done: { sendMessage: [SENT] },
  errors: { sendMessage: [new ApiError(403, 'chat', ['Conversation is closed'])] },
  simplePathScopes: [
    {
      name: 'write and send',
      filterEvents: (_snapshot, event) =>
        !(event.type === 'TEXT_CHANGED' && event.text.trim() === '') &&
        !event.type.startsWith('xstate.error.'),
    },
  ],
});
