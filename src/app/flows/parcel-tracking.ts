import { useSelector } from '@xstate/react';
import { parcelTrackingMachine } from '@machines/parcel-tracking.machine';
import { useFlowActor } from '../flow-actor';
import { sessionActor } from '../session';
import '@/i18n/texts/orders';

/** The parcel home's tracking form (Order ID, and the phone when signed out). */
export function useParcelTrackingFlow() {
  const context = useSelector(sessionActor, (s) => s.context);
  return useFlowActor(parcelTrackingMachine, {
    input: { signedIn: context.token !== null, guestId: context.guestId },
  });
}
