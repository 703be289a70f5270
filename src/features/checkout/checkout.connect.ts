import type { SnapshotFrom } from 'xstate';
import type { DeliveryField, DeliveryForm } from '@/domain/contact';
import type { GuestContact } from '@/domain/guest-contact';
import type {
  AddressChoice,
  CheckoutEvent,
  CheckoutOptions,
  OrderType,
  PaymentMethod,
  checkoutMachine,
} from '@machines/checkout.machine';
import '@/i18n/texts/checkout';

export type { AddressChoice };

/** The checkout form: values, messages, options, the payment choice, the busy Place Order. */
export function connect(
  snapshot: SnapshotFrom<typeof checkoutMachine>,
  send: (event: CheckoutEvent) => void,
) {
  const { form, errors, paymentMethod, allowedMethods, guest, options, source } = snapshot.context;
  const change = (patch: Partial<CheckoutOptions>) =>
    send({ type: 'OPTIONS_CHANGED', options: patch });
  return {
    valueOf: (field: DeliveryField) => form[field],
    errorKeyOf: (field: DeliveryField) => errors[field],
    /** A guest's contact needs an email (SPEC §5). */
    isRequired: (field: DeliveryField, requiredAnyway: boolean) =>
      requiredAnyway || (guest && field === 'contactEmail'),
    isGuest: guest,
    /** The cart, or the one Buy Now or campaign item this checkout orders. */
    source,
    /** A guest at a campaign checkout is on the way to sign-in: nothing to fill in. */
    isLeaving: snapshot.matches('signInRequired'),
    /** The chosen method, always one of `paymentMethods`; null when none is allowed. */
    paymentMethod,
    /** The methods to offer: those the config, the zone and the session allow. */
    paymentMethods: allowedMethods,
    /** The i18n key of the line under the payment choice: why the order cannot be placed. */
    paymentNote: paymentMethod === null ? 'checkout.noPaymentMethod' : null,
    /** Place Order is possible only with a method to pay with. */
    canPlace: paymentMethod !== null,
    options,
    isTakeAway: options.orderType === 'take_away',
    isPlacing: snapshot.hasTag('busy'),
    choosePayment: (method: PaymentMethod) => send({ type: 'PAYMENT_METHOD_CHOSEN', method }),
    commit: (field: DeliveryField, value: string) => send({ type: 'FIELD_CHANGED', field, value }),
    chooseOrderType: (orderType: OrderType) => change({ orderType }),
    /** A chosen address fills the delivery fields and sends its point with the order. */
    chooseAddress: (choice: AddressChoice) => send({ type: 'ADDRESS_CHOSEN', choice }),
    /** The take-away contact as the guest contact dialog saved it. */
    chooseContact: (contact: GuestContact) => send({ type: 'CONTACT_CHOSEN', contact }),
    applyCoupon: (couponCode: string | null) => change({ couponCode }),
    chooseTip: (tips: number) => change({ tips }),
    schedule: (scheduleAt: string | null) => change({ scheduleAt }),
    /** Place Order, with what the fields hold that was not committed yet (they commit on blur). */
    place: (typed?: Partial<DeliveryForm>) => send({ type: 'PLACE_ORDER', typed }),
  };
}
