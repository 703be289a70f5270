import { useEffect, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { parcelTrackingMachine } from '@machines/parcel-tracking.machine';
import { trackOrderHref } from '../url/order-urls';
import { useFlowActor } from '../flow-actor';
import { useCartOwner, useSignedIn } from '../use-session';
import '@/i18n/texts/orders';

/**
 * `/track-order`'s form (the parcel hero's machine: Order ID, and the phone when signed out):
 * Track Now puts the order in the URL, so a reload keeps it tracked; the fields start from the URL.
 */
export function useTrackOrderFlow(fromUrl: { orderId: string; phone: string }) {
  const signedIn = useSignedIn();
  const { guestId } = useCartOwner();
  const [initial] = useState(fromUrl);
  const actor = useFlowActor(parcelTrackingMachine, { input: { signedIn, guestId } }, (flow) => {
    const tracked = flow.on('trackOrder', (event) => navigate(trackOrderHref(event.query)));
    return () => tracked.unsubscribe();
  });
  useEffect(() => {
    if (initial.orderId) actor.send({ type: 'ORDER_ID_CHANGED', value: initial.orderId });
    if (initial.phone) actor.send({ type: 'PHONE_CHANGED', value: initial.phone });
  }, [actor, initial]);
  return actor;
}
