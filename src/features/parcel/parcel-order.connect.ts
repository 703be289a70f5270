import type { SnapshotFrom } from 'xstate';
import { distanceKm } from '@/domain/geo';
import {
  payableMethods,
  type ChargePayer,
  type ParcelContactField,
  type ParcelOrderContext,
  type ParcelOrderEvent,
  type ParcelParty,
  type ParcelPayment,
  type ParcelPlace,
  type ParcelSide,
  type parcelOrderMachine,
} from '@machines/parcel-order.machine';
import '@/i18n/texts/checkout';
import '@/i18n/texts/parcel';
import '@/i18n/texts/shared';

/** The i18n keys of SPEC §5's address messages, per missing field of a party. */
export type PartyErrors = Partial<Record<'name' | 'phone' | 'address', string>>;

export type ParcelRates = { perKm: number; minimum: number };

function errorsOf(party: ParcelParty): PartyErrors {
  return {
    ...(party.name.trim() ? {} : { name: 'validation.nameRequired' }),
    ...(party.phone.trim() ? {} : { phone: 'validation.phoneRequired' }),
    ...(party.address.trim() && party.latitude !== null
      ? {}
      : { address: 'validation.addressRequired' }),
  };
}

const pointOf = (party: ParcelParty) =>
  party.latitude === null || party.longitude === null
    ? null
    : { lat: party.latitude, lng: party.longitude };

/**
 * The i18n key of the line under the payment choice: the receiver pays in cash on delivery, or
 * cannot where it is not available (the provider's words), or the sender has no method at all.
 */
function paymentNoteOf(context: ParcelOrderContext) {
  const payable = payableMethods(context).length > 0;
  if (context.chargePayer === 'receiver')
    return payable ? 'parcel.receiverPaysCash' : 'parcel.codUnavailable';
  return payable ? null : 'checkout.noPaymentMethod';
}

/** The provider's rule (server/services/order-place/totals.ts): max(distance × per-km, minimum). */
export function estimatedCharge(sender: ParcelParty, receiver: ParcelParty, rates: ParcelRates) {
  const from = pointOf(sender);
  const to = pointOf(receiver);
  if (!from || !to) return null;
  const charge = Math.max(distanceKm(from, to) * rates.perKm, rates.minimum);
  return Math.round(charge * 100) / 100;
}

/** Both parties, the choices, the step, SPEC §5's messages after Continue, the placed order. */
export function connect(
  snapshot: SnapshotFrom<typeof parcelOrderMachine>,
  send: (event: ParcelOrderEvent) => void,
  rates: ParcelRates | null = null,
) {
  const { context } = snapshot;
  return {
    step: snapshot.matches('details') ? ('details' as const) : ('summary' as const),
    sender: context.sender,
    receiver: context.receiver,
    instruction: context.instruction,
    chargePayer: context.chargePayer,
    /** The chosen method; null when the order has none it can be paid with. */
    paymentMethod: context.paymentMethod,
    /** The methods to offer: those the config and the sender's zone allow, cash only for the receiver. */
    paymentMethods: payableMethods(context),
    paymentNote: paymentNoteOf(context),
    canPlace: context.paymentMethod !== null,
    errors: {
      sender: context.showErrors ? errorsOf(context.sender) : {},
      receiver: context.showErrors ? errorsOf(context.receiver) : {},
    },
    estimatedCharge: rates ? estimatedCharge(context.sender, context.receiver, rates) : null,
    isPlacing: snapshot.hasTag('busy'),
    placed: context.placed,
    changeContact: (side: ParcelSide, field: ParcelContactField, value: string) =>
      send({ type: 'CONTACT_CHANGED', side, field, value }),
    choosePlace: (side: ParcelSide, place: ParcelPlace) =>
      send({ type: 'PLACE_CHOSEN', side, place }),
    chooseInstruction: (instruction: string) => send({ type: 'INSTRUCTION_CHOSEN', instruction }),
    chooseChargePayer: (payer: ChargePayer) => send({ type: 'CHARGE_PAYER_CHOSEN', payer }),
    choosePayment: (method: ParcelPayment) => send({ type: 'PAYMENT_CHOSEN', method }),
    continue: () => send({ type: 'CONTINUE' }),
    back: () => send({ type: 'BACK' }),
    place: () => send({ type: 'PLACE_ORDER' }),
  };
}
