import { assign, emit, fromPromise, setup } from 'xstate';
import {
  exceedsImageLimit,
  withImages,
  withoutImage,
  type Attachment,
} from '../src/domain/attachments';
import { errorToast, type Effect, type ToastEffect } from './effects';

import type { ChatReceiver } from '../src/domain/chat';

export type { ChatReceiver };

export type ChatComposerInput = { conversationId: number | null; receiver: ChatReceiver };

export type ChatComposerContext = ChatComposerInput & { text: string; images: Attachment[] };

export type SendMessageRequest = ChatComposerInput & { text: string; images: Attachment[] };

export type ChatComposerEvent =
  | { type: 'TEXT_CHANGED'; text: string }
  | { type: 'IMAGES_ADDED'; images: Attachment[] }
  | { type: 'IMAGE_REMOVED'; id: string }
  | { type: 'SEND' };

export type ChatComposerEffect = Effect | { type: 'messageSent'; conversationId: number };

const TOO_MANY_IMAGES: ToastEffect = {
  type: 'toast',
  status: 'error',
  messageKey: 'chat.maxImages',
};

export const chatComposerMachine = setup({
  types: {
    input: {} as ChatComposerInput,
    context: {} as ChatComposerContext,
    events: {} as ChatComposerEvent,
    emitted: {} as ChatComposerEffect,
  },
  actors: {
    sendMessage: fromPromise<{ conversationId: number }, SendMessageRequest>(async () => {
      throw new Error('sendMessage not provided');
    }),
  },
  guards: {
    tooManyImages: ({ context, event }) =>
      event.type === 'IMAGES_ADDED' && exceedsImageLimit(context.images, event.images),
    nothingToSend: ({ context }) => context.text.trim() === '' && context.images.length === 0,
  },
  actions: {
    setText: assign({
      text: ({ context, event }) => (event.type === 'TEXT_CHANGED' ? event.text : context.text),
    }),
    addImages: assign({
      images: ({ context, event }) =>
        event.type === 'IMAGES_ADDED' ? withImages(context.images, event.images) : context.images,
    }),
    removeImage: assign({
      images: ({ context, event }) =>
        event.type === 'IMAGE_REMOVED' ? withoutImage(context.images, event.id) : context.images,
    }),
    toastTooManyImages: emit(TOO_MANY_IMAGES),
    clearDraft: assign({
      text: '',
      images: [],
      conversationId: (_, sent: { conversationId: number }) => sent.conversationId,
    }),
    announceSent: emit(({ context }) => ({
      type: 'messageSent' as const,
      conversationId: context.conversationId ?? 0,
    })),
    toastFailure: emit(({ event }) => errorToast((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'chatComposer',
  description:
    'The chat input: text and at most 3 images per message ("Maximum 3 images can be send at a time."); Send; a failed send keeps the text and images.',
  context: ({ input }) => ({ ...input, text: '', images: [] }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Writing the message.',
      on: {
        TEXT_CHANGED: { actions: 'setText' },
        IMAGES_ADDED: [
          {
            guard: 'tooManyImages',
            actions: 'toastTooManyImages',
            description: 'More than 3 images: none of the new ones are added.',
          },
          { actions: 'addImages' },
        ],
        IMAGE_REMOVED: { actions: 'removeImage' },
        SEND: [
          { guard: 'nothingToSend', description: 'No text and no image: nothing to send.' },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      description: 'Sending the message (multipart with the images).',
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => ({
          conversationId: context.conversationId,
          receiver: context.receiver,
          text: context.text,
          images: context.images,
        }),
        onDone: {
          target: 'editing',
          actions: [{ type: 'clearDraft', params: ({ event }) => event.output }, 'announceSent'],
        },
        onError: {
          target: 'editing',
          actions: 'toastFailure',
          description: 'The text and images stay for another try.',
        },
      },
    },
  },
});
