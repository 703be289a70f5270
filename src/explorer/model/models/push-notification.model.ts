import { pushNotificationMachine } from '../../../../machines/push-notification.machine';
import type { PushNotification } from '../../../domain/notifications';
import { defineModel } from '../model';

export const MESSAGE: PushNotification = {
  type: 'message',
  title: 'New message',
  body: 'Your order is at the gate',
  conversation_id: 14,
  sender_type: 'delivery_man',
};
export const ORDER_STATUS: PushNotification = {
  type: 'order_status',
  title: 'Order confirmed',
  body: 'Your order 100045 is confirmed',
  order_id: 100045,
};
export const REFERRAL: PushNotification = {
  type: 'referral_code',
  title: '',
  body: 'Your friend joined with your code',
};

export const pushNotificationModel = defineModel({
  machine: pushNotificationMachine,
  variants: [
    {
      name: 'browsing',
      description: 'a customer on the home page',
      input: { screen: 'elsewhere' },
    },
  ],
  behaviour: (context) => context.screen,
  events: {
    SCREEN_CHANGED: [{ screen: 'chat' }, { screen: 'profile' }, { screen: 'elsewhere' }],
    NOTIFICATION_RECEIVED: [
      { notification: MESSAGE },
      { notification: ORDER_STATUS },
      { notification: REFERRAL },
    ],
  },
  done: {},
  errors: {},
  simplePathScopes: [],
});
