import type { SnapshotFrom } from 'xstate';
import type { ParcelTrackingEvent, parcelTrackingMachine } from '@machines/parcel-tracking.machine';

/** The parcel tracking form and, once tracked, the order it opened in the tracking drawer. */
export function connect(
  snapshot: SnapshotFrom<typeof parcelTrackingMachine>,
  send: (event: ParcelTrackingEvent) => void,
) {
  const { orderId, phone, signedIn, query } = snapshot.context;
  return {
    orderId,
    phone,
    /** SPEC §2: the phone is asked only when signed out. */
    showPhone: !signedIn,
    trackingQuery: snapshot.matches('tracking') ? query : null,
    changeOrderId: (value: string) => send({ type: 'ORDER_ID_CHANGED', value }),
    changePhone: (value: string) => send({ type: 'PHONE_CHANGED', value }),
    track: () => send({ type: 'TRACK' }),
    closeTracking: () => send({ type: 'TRACKING_CLOSED' }),
  };
}
