import { usePushNotificationFlow } from '@/system/flows/push-notification';

/** Listens for the signed-in customer's push notifications while mounted; renders nothing. */
export default function PushListener({ token }: { token: string }) {
  usePushNotificationFlow(token);
  return null;
}
