import { parcelTrackingMachine } from '@machines/parcel-tracking.machine';
import { useFlowActor } from '../flow-actor';
import { useCartOwner, useSignedIn } from '../use-session';
import '@/i18n/texts/orders';

/** The parcel home's tracking form (Order ID, and the phone when signed out). */
export function useParcelTrackingFlow() {
  const signedIn = useSignedIn();
  const { guestId } = useCartOwner();
  return useFlowActor(parcelTrackingMachine, {
    input: { signedIn, guestId },
  });
}
