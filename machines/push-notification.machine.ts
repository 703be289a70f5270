import { assign, emit, setup } from 'xstate';
import {
  chatPath,
  isMessage,
  isOrderStatus,
  notificationText,
  orderPath,
  type NotificationScreen,
  type PushNotification,
} from '../src/domain/notifications';
import type { Effect, ToastEffect } from './effects';

export type PushNotificationInput = { screen: NotificationScreen };

export type PushNotificationContext = { screen: NotificationScreen };

export type PushNotificationEvent =
  | { type: 'SCREEN_CHANGED'; screen: NotificationScreen }
  | { type: 'NOTIFICATION_RECEIVED'; notification: PushNotification };

export type PushNotificationEffect =
  | Effect
  | { type: 'refreshChat'; conversationId: number | null }
  | { type: 'refreshOrderTracking'; orderId: number | null };

function received(event: PushNotificationEvent): PushNotification | null {
  return event.type === 'NOTIFICATION_RECEIVED' ? event.notification : null;
}

export const pushNotificationMachine = setup({
  types: {
    input: {} as PushNotificationInput,
    context: {} as PushNotificationContext,
    events: {} as PushNotificationEvent,
    emitted: {} as PushNotificationEffect,
  },
  guards: {
    messageOnChat: ({ context, event }) => {
      const notification = received(event);
      return !!notification && isMessage(notification) && context.screen === 'chat';
    },
    message: ({ event }) => {
      const notification = received(event);
      return !!notification && isMessage(notification);
    },
    orderStatusOnProfile: ({ context, event }) => {
      const notification = received(event);
      return !!notification && isOrderStatus(notification) && context.screen === 'profile';
    },
    orderStatus: ({ event }) => {
      const notification = received(event);
      return !!notification && isOrderStatus(notification);
    },
  },
  actions: {
    setScreen: assign({
      screen: ({ context, event }) =>
        event.type === 'SCREEN_CHANGED' ? event.screen : context.screen,
    }),
    refreshChat: emit(({ event }) => ({
      type: 'refreshChat' as const,
      conversationId: received(event)?.conversation_id ?? null,
    })),
    toastMessage: emit(({ event }) => {
      const toast: ToastEffect = {
        type: 'toast',
        status: 'info',
        messageKey: 'notifications.newMessage',
        to: chatPath(received(event) ?? { type: 'message' }),
      };
      return toast;
    }),
    refreshTracking: emit(({ event }) => ({
      type: 'refreshOrderTracking' as const,
      orderId: received(event)?.order_id ?? null,
    })),
    toastOrderStatus: emit(({ event }) => {
      const notification = received(event) ?? { type: 'order_status' };
      const toast: ToastEffect = {
        type: 'toast',
        status: 'info',
        message: notificationText(notification),
        to: orderPath(notification),
      };
      return toast;
    }),
    toastOther: emit(({ event }) => {
      const toast: ToastEffect = {
        type: 'toast',
        status: 'info',
        message: notificationText(received(event) ?? { type: '' }),
      };
      return toast;
    }),
  },
}).createMachine({
  id: 'pushNotification',
  description:
    'Push notifications (Firebase or the provider stream): a message while on the chat refreshes the chat, otherwise a toast leads to the chat; an order status on the profile refreshes the tracking, otherwise a toast leads to the order.',
  context: ({ input }) => ({ screen: input.screen }),
  initial: 'listening',
  states: {
    listening: {
      description: 'Waiting for notifications; knows which screen is open.',
      on: {
        SCREEN_CHANGED: { actions: 'setScreen' },
        NOTIFICATION_RECEIVED: [
          {
            guard: 'messageOnChat',
            actions: 'refreshChat',
            description: 'On the chat: refresh it.',
          },
          {
            guard: 'message',
            actions: 'toastMessage',
            description: '"You have a new message", leading to the chat.',
          },
          {
            guard: 'orderStatusOnProfile',
            actions: 'refreshTracking',
            description: 'On the profile: refresh the order and its tracking.',
          },
          {
            guard: 'orderStatus',
            actions: 'toastOrderStatus',
            description: "The notification's words, leading to the order.",
          },
          { actions: 'toastOther', description: 'Other types (referral_code): their words.' },
        ],
      },
    },
  },
});
