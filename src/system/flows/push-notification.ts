import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'superstruct';
import { useLocation, useSearch } from 'wouter';
import { saveFirebaseToken } from '@/api/profile';
import { invalidateChat, invalidateConversations } from '@/api/queries/chat';
import { invalidateOrderTracking } from '@/api/queries/orders';
import { PushPayload } from '@/api/schemas/notifications';
import { notificationScreenOf } from '@/domain/notifications';
import { listenToPushes } from '@/platform/push';
import { pushNotificationMachine } from '@machines/push-notification.machine';
import { useAppSystem } from '../app-system';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/shared';

/**
 * SPEC §4 "Push" for a signed-in customer: every notification goes to the machine, which knows
 * the screen; a refresh it asks for invalidates the chat or the orders.
 */
export function usePushNotificationFlow(token: string) {
  const queryClient = useQueryClient();
  const { api } = useAppSystem();
  const [path] = useLocation();
  const screen = notificationScreenOf(path, useSearch());
  const actor = useFlowActor(pushNotificationMachine, { input: { screen } }, (flow) => {
    const chat = flow.on('refreshChat', () => void invalidateChat(queryClient));
    const tracking = flow.on(
      'refreshOrderTracking',
      () => void invalidateOrderTracking(queryClient),
    );
    return () => {
      chat.unsubscribe();
      tracking.unsubscribe();
    };
  });

  useEffect(() => actor.send({ type: 'SCREEN_CHANGED', screen }), [actor, screen]);

  // A new customer (`token`): their own stream.
  useEffect(
    () =>
      listenToPushes(
        api,
        (payload) => {
          let notification: PushPayload;
          try {
            notification = create(payload, PushPayload);
          } catch {
            return; // Not a notification of SPEC §3.
          }
          actor.send({ type: 'NOTIFICATION_RECEIVED', notification });
          // A message also moves its conversation up the list wherever the customer is.
          if (notification.type === 'message') void invalidateConversations(queryClient);
        },
        (deviceToken) => saveFirebaseToken(api, deviceToken),
      ),
    [actor, token, queryClient, api],
  );
}
