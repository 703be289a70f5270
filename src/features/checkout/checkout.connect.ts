import type { SnapshotFrom } from 'xstate';
import type { DeliveryField } from '@/domain/contact';
import type { CheckoutEvent, PaymentMethod, checkoutMachine } from '@machines/checkout.machine';

/** The checkout form: values, messages, the payment choice, the busy Place Order. */
export function connect(
  snapshot: SnapshotFrom<typeof checkoutMachine>,
  send: (event: CheckoutEvent) => void,
) {
  const { form, errors, paymentMethod, guest } = snapshot.context;
  return {
    valueOf: (field: DeliveryField) => form[field],
    errorKeyOf: (field: DeliveryField) => errors[field],
    /** A guest's contact needs an email (SPEC §5). */
    isRequired: (field: DeliveryField, requiredAnyway: boolean) =>
      requiredAnyway || (guest && field === 'contactEmail'),
    paymentMethod,
    isPlacing: snapshot.hasTag('busy'),
    choosePayment: (method: PaymentMethod) => send({ type: 'PAYMENT_METHOD_CHOSEN', method }),
    commit: (field: DeliveryField, value: string) => send({ type: 'FIELD_CHANGED', field, value }),
    place: () => send({ type: 'PLACE_ORDER' }),
  };
}
