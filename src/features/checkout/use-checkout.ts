import { useQueryClient } from '@tanstack/react-query';
import { cartSubtotal } from '@/features/cart/line-price';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import { gatewayUrl, placeOrder } from '@/api/orders';
import { fetchCart } from '@/api/cart';
import { currentOwner, currentToken } from '@/app/session';
import { useFlowEffects } from '@/app/use-flow-effects';
import { emptyDeliveryForm, type DeliveryField } from '@/domain/contact';
import { rememberPlacedOrder } from '@/features/orders/last-order';
import { readLatLng } from '@/platform/location-store';
import { newIdempotencyKey } from '@/platform/ids';
import { checkoutMachine, type PaymentMethod } from '@machines/checkout.machine';

const providedCheckout = checkoutMachine.provide({
  actors: {
    placeOrder: fromPromise(async ({ input }) => {
      // The provider places what its cart holds; read it fresh for the store and the amount.
      const rows = await fetchCart(currentOwner());
      const point = readLatLng();
      const form = input.form;
      const placed = await placeOrder(
        {
          guest_id: currentOwner().guestId ?? undefined,
          store_id: rows[0]?.item.store_id ?? 0,
          order_amount: cartSubtotal(rows),
          payment_method: input.paymentMethod,
          order_type: 'delivery',
          address: form.address.trim(),
          latitude: point?.lat ?? 0,
          longitude: point?.lng ?? 0,
          address_type: 'other',
          road: form.road.trim(),
          house: form.house.trim(),
          floor: form.floor.trim(),
          contact_person_name: form.contactName.trim(),
          contact_person_number: form.contactPhone.trim(),
          contact_person_email: form.contactEmail.trim(),
          order_note: form.note.trim(),
          dm_tips: 0,
        },
        input.idempotencyKey,
      );
      return { ...placed, contactNumber: form.contactPhone.trim() };
    }),
  },
});

/** The checkout form's state and handlers, from the checkout machine. */
export function useCheckout(address: string) {
  const queryClient = useQueryClient();
  const actor = useActorRef(providedCheckout, {
    input: { form: { ...emptyDeliveryForm(), address }, idempotencyKey: newIdempotencyKey() },
  });
  useFlowEffects(actor);
  useEffect(() => {
    const subscription = actor.on('orderPlaced', ({ order }) => {
      rememberPlacedOrder({ orderId: order.orderId, contactNumber: order.contactNumber });
      navigate(`/home?status=success&order_id=${order.orderId}&totalAmount=${order.totalAmount}`);
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    });
    // A digital payment continues at the provider's gateway, which comes back to /payment-status.
    const payment = actor.on('paymentRequired', ({ order }) => {
      rememberPlacedOrder({ orderId: order.orderId, contactNumber: order.contactNumber });
      window.location.assign(gatewayUrl(order.orderId, currentOwner().guestId, currentToken()));
    });
    return () => {
      subscription.unsubscribe();
      payment.unsubscribe();
    };
  }, [actor, queryClient]);

  const form = useSelector(actor, (s) => s.context.form);
  const errors = useSelector(actor, (s) => s.context.errors);
  const placing = useSelector(actor, (s) => s.matches('placing') || s.matches('awaitingPayment'));
  const paymentMethod = useSelector(actor, (s) => s.context.paymentMethod);
  return {
    form,
    errors,
    placing,
    paymentMethod,
    choosePayment: (method: PaymentMethod) => actor.send({ type: 'PAYMENT_METHOD_CHOSEN', method }),
    commit: (field: DeliveryField, value: string) =>
      actor.send({ type: 'FIELD_CHANGED', field, value }),
    place: () => actor.send({ type: 'PLACE_ORDER' }),
  };
}
