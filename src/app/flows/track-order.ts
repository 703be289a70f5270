import { useSelector } from '@xstate/react';
import { navigate } from 'wouter/use-browser-location';
import { parcelTrackingMachine } from '@machines/parcel-tracking.machine';
import { trackOrderHref } from '../url/order-urls';
import { useFlowActor } from '../flow-actor';
import { sessionActor } from '../session';

/**
 * `/track-order`'s form (the parcel hero's machine: Order ID, and the phone when signed out):
 * Track Now puts the order in the URL, so a reload keeps it tracked.
 */
export function useTrackOrderFlow() {
  const context = useSelector(sessionActor, (s) => s.context);
  return useFlowActor(
    parcelTrackingMachine,
    { input: { signedIn: context.token !== null, guestId: context.guestId } },
    (actor) => {
      const tracked = actor.on('trackOrder', (event) => navigate(trackOrderHref(event.query)));
      return () => tracked.unsubscribe();
    },
  );
}
