import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { fetchCart } from '@/api/cart';
import type { LatLng } from '@/api/location';
import { placeOrder } from '@/api/orders';
import { invalidateCart } from '@/api/queries/cart';
import { invalidateOrderLists } from '@/api/queries/orders';
import { buyNowCartJson, buyNowSubtotal, type CheckoutSource } from '@/domain/buy-now';
import { cartSubtotal } from '@/domain/cart-lines';
import { emptyDeliveryForm } from '@/domain/contact';
import { allowedPaymentMethods } from '@/domain/payment-methods';
import { useCheckoutSettings, useZonePayments } from '../use-checkout-data';
import { clearBuyNowLine } from '@/platform/buy-now-store';
import { newIdempotencyKey } from '@/platform/ids';
import { readLatLng } from '@/platform/location-store';
import { checkoutMachine, type PaymentMethod } from '@machines/checkout.machine';
import { useFlowActor } from '../flow-actor';
import { payAtGateway, rememberPlacedOrder } from '../last-order';
import { useAppSystem, type AppSystem } from '../app-system';
import { ownerNow } from '../session';
import { useSignedIn } from '../use-session';
import '@/i18n/texts/catalogue';
import '@/i18n/texts/shared';

/**
 * What is ordered: the provider's cart (read fresh for the store and the amount), or the one
 * Buy Now or campaign item, sent as `is_buy_now` + `cart` so the cart stays as it is.
 */
async function orderedGoods(system: AppSystem, source: CheckoutSource) {
  if (source.page !== 'cart')
    return {
      store_id: source.line.storeId,
      order_amount: buyNowSubtotal(source.line),
      is_buy_now: 1 as const,
      cart: buyNowCartJson(source.line),
    };
  const rows = await fetchCart(system.api, ownerNow(system));
  return { store_id: rows[0]?.item.store_id ?? 0, order_amount: cartSubtotal(rows) };
}

const providedCheckout = (system: AppSystem) =>
  checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise(async ({ input }) => {
        const { form, options, source } = input;
        const order = await orderedGoods(system, source);
        const point = options.point ?? readLatLng();
        const delivery = options.orderType === 'delivery';
        const placed = await placeOrder(
          system.api,
          {
            guest_id: ownerNow(system).guestId ?? undefined,
            ...order,
            payment_method: input.paymentMethod,
            order_type: options.orderType,
            address: form.address.trim(),
            latitude: point?.lat ?? 0,
            longitude: point?.lng ?? 0,
            address_type: options.addressType,
            road: form.road.trim(),
            house: form.house.trim(),
            floor: form.floor.trim(),
            contact_person_name: form.contactName.trim(),
            contact_person_number: form.contactPhone.trim(),
            contact_person_email: form.contactEmail.trim(),
            order_note: form.note.trim(),
            dm_tips: delivery ? options.tips : 0,
            coupon_code: options.couponCode ?? undefined,
            schedule_at: options.scheduleAt ?? undefined,
          },
          input.idempotencyKey,
        );
        return { ...placed, contactNumber: form.contactPhone.trim() };
      }),
    },
  });

/**
 * Where the payment methods come from: the zone at the order's point (a chosen saved address's,
 * else `point`, the picked location) for the module, the wallet's switch.
 */
export type CheckoutPaymentSources = {
  point: LatLng | null;
  moduleId: number | null;
  walletOn: boolean;
};

/**
 * The checkout's actor, one Idempotency-Key per checkout, of the cart or of one Buy Now or
 * campaign item. Where a placed order leads (a guest's order-placed modal on /home, a customer's
 * order page) is the machine's navigate effect; a digital payment continues at the provider's
 * gateway. Once placed, the order is remembered and the kept Buy Now item forgotten.
 * The methods offered are `allowedPaymentMethods` (the config, the zone, the wallet), as the
 * parcel order's: the machine hears them again whenever they change.
 */
export function useCheckoutFlow(
  address: string,
  source: CheckoutSource,
  { point, moduleId, walletOn }: CheckoutPaymentSources,
) {
  const queryClient = useQueryClient();
  const system = useAppSystem();
  const signedIn = useSignedIn();
  const [machine] = useState(() => providedCheckout(system));
  const settings = useCheckoutSettings();
  // The zone's rules when they are known already: the machine starts with the methods offered.
  const pointZone = useZonePayments(point, moduleId).data;
  const [input] = useState(() => ({
    form: { ...emptyDeliveryForm(), address },
    idempotencyKey: newIdempotencyKey(),
    guest: !signedIn,
    source,
    allowedMethods: allowedPaymentMethods(settings, pointZone, walletOn),
  }));
  const forgetItem = () => {
    if (input.source.page !== 'cart') clearBuyNowLine(input.source.page);
  };
  const actor = useFlowActor(machine, { input }, (actor) => {
    const placed = actor.on('orderPlaced', ({ order }) => {
      rememberPlacedOrder(system, { orderId: order.orderId, contactNumber: order.contactNumber });
      forgetItem();
      void invalidateCart(queryClient);
      void invalidateOrderLists(queryClient);
    });
    const payment = actor.on('paymentRequired', ({ order }) => {
      forgetItem();
      payAtGateway(
        system,
        { orderId: order.orderId, contactNumber: order.contactNumber },
        ownerNow(system),
      );
    });
    return () => {
      placed.unsubscribe();
      payment.unsubscribe();
    };
  });
  // The zone of the order's point: a chosen saved address, else the picked location.
  const chosenPoint = useSelector(actor, (snapshot) => snapshot.context.options.point);
  const zone = useZonePayments(chosenPoint ?? point, moduleId).data;
  const methods = allowedPaymentMethods(settings, zone, walletOn).join(' ');
  useEffect(() => {
    // Sent only when they change: each event renders the whole form again, at once (its
    // readers subscribe through useSyncExternalStore, which no transition slices).
    if (actor.getSnapshot().context.allowedMethods.join(' ') === methods) return;
    const allowed = (methods ? methods.split(' ') : []) as PaymentMethod[];
    actor.send({ type: 'PAYMENT_METHODS_CHANGED', methods: allowed });
  }, [actor, methods]);
  return actor;
}
