import { expect } from 'vitest';
import { describeModel } from './support/describe-model';
import {
  MESSAGE,
  ORDER_STATUS,
  REFERRAL,
  pushNotificationModel,
} from '../../src/explorer/model/models/push-notification.model';
import type { StepContext } from './support/replay';

/** SPEC §4 "Push", spelled out per notification and screen. */
function expectedEffects(notification: unknown, screen: string): unknown[] {
  if (notification === MESSAGE)
    return screen === 'chat'
      ? [{ type: 'refreshChat', conversationId: 14 }]
      : [
          {
            type: 'toast',
            status: 'info',
            messageKey: 'notifications.newMessage',
            to: '/chatting?conversationId=14&type=delivery_man',
          },
        ];
  if (notification === ORDER_STATUS)
    return screen === 'profile'
      ? [{ type: 'refreshOrderTracking', orderId: 100045 }]
      : [
          {
            type: 'toast',
            status: 'info',
            message: 'Order confirmed',
            to: '/profile?page=my-orders&orderId=100045',
          },
        ];
  if (notification === REFERRAL)
    return [{ type: 'toast', status: 'info', message: 'Your friend joined with your code' }];
  throw new Error('unknown sample');
}

function everyStep({ snapshot, previous, event, emitted, calls }: StepContext) {
  expect(calls).toEqual([]);
  expect(snapshot.value).toBe('listening');
  if (event.type === 'NOTIFICATION_RECEIVED')
    expect(emitted).toEqual(expectedEffects(event.notification, previous!.context.screen));
  else expect(emitted).toEqual([]);
  if (event.type === 'SCREEN_CHANGED') expect(snapshot.context.screen).toBe(event.screen);
}

describeModel(pushNotificationModel, {
  everyStep,
  states: {
    listening: ({ snapshot }) =>
      expect(['chat', 'profile', 'elsewhere']).toContain(snapshot.context.screen),
  },
});
