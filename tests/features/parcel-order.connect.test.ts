import { describe, expect, it } from 'vitest';
import { connect, estimatedCharge } from '@/features/parcel/parcel-order.connect';
import {
  EMPTY_PARTY,
  parcelOrderMachine,
  type ParcelOrderInput,
} from '@machines/parcel-order.machine';
import { answering, connected, failing, pending, settle } from './support/flow';

const sender = {
  ...EMPTY_PARTY,
  address: 'Road 7, Banani, Dhaka',
  latitude: 23.7937,
  longitude: 90.4066,
};
const receiver = {
  ...EMPTY_PARTY,
  name: 'Karim Hossain',
  phone: '+8801700000077',
  address: 'Road 11, Gulshan 1, Dhaka',
  latitude: 23.7805,
  longitude: 90.4167,
};
const rates = { perKm: 10, minimum: 40 };
const input: ParcelOrderInput = {
  categoryId: 2,
  idempotencyKey: 'k1',
  sender,
  guestId: 'guest-1',
  allowedMethods: ['cash_on_delivery', 'wallet', 'digital_payment'],
};
const withRates: typeof connect = (snapshot, send) => connect(snapshot, send, rates);

describe('parcel order connect', () => {
  it("shows SPEC §5's messages only after Continue, for the fields still missing", () => {
    const flow = connected(
      parcelOrderMachine.provide({ actors: { placeParcelOrder: pending() } }),
      withRates,
      input,
    );
    expect(flow.api().errors).toEqual({ sender: {}, receiver: {} });
    flow.api().continue();
    expect(flow.api().step).toBe('details');
    expect(flow.api().errors).toEqual({
      sender: { name: 'validation.nameRequired', phone: 'validation.phoneRequired' },
      receiver: {
        name: 'validation.nameRequired',
        phone: 'validation.phoneRequired',
        address: 'validation.addressRequired',
      },
    });
    flow.api().changeContact('sender', 'name', 'Amina Rahman');
    flow.api().changeContact('sender', 'phone', '+8801700000001');
    flow.api().choosePlace('receiver', receiver);
    expect(flow.api().errors).toEqual({ sender: {}, receiver: {} });
  });

  it('goes to the summary with the estimated charge; the receiver pays cash on delivery', () => {
    const flow = connected(
      parcelOrderMachine.provide({ actors: { placeParcelOrder: pending() } }),
      withRates,
      { ...input, sender: { ...sender, name: 'Amina', phone: '+8801700000001' } },
    );
    flow.api().choosePlace('receiver', receiver);
    flow.api().chooseInstruction('Fragile');
    flow.api().chooseChargePayer('receiver');
    flow.api().continue();
    const api = flow.api();
    expect(api).toMatchObject({
      step: 'summary',
      instruction: 'Fragile',
      chargePayer: 'receiver',
      paymentMethod: 'cash_on_delivery',
      paymentMethods: ['cash_on_delivery'],
      paymentNote: 'parcel.receiverPaysCash',
      canPlace: true,
    });
    // About 1.8 km at 10 a km is under the minimum.
    expect(api.estimatedCharge).toBe(40);
    api.choosePayment('wallet');
    expect(flow.api().paymentMethod).toBe('cash_on_delivery');
    flow.api().back();
    expect(flow.api().step).toBe('details');
    flow.api().chooseChargePayer('sender');
    flow.api().continue();
    flow.api().choosePayment('wallet');
    expect(flow.api()).toMatchObject({
      paymentMethod: 'wallet',
      paymentMethods: ['cash_on_delivery', 'wallet', 'digital_payment'],
      paymentNote: null,
    });
    flow.api().place();
    expect(flow.api().isPlacing).toBe(true);
  });

  const ready = { ...input, sender: { ...sender, name: 'Amina', phone: '+8801700000001' } };

  it('offers the sender only what the config and the zone allow, and starts on one of them', () => {
    const flow = connected(
      parcelOrderMachine.provide({ actors: { placeParcelOrder: pending() } }),
      withRates,
      { ...ready, allowedMethods: ['digital_payment'] },
    );
    flow.api().choosePlace('receiver', receiver);
    flow.api().continue();
    expect(flow.api()).toMatchObject({
      paymentMethod: 'digital_payment',
      paymentMethods: ['digital_payment'],
      paymentNote: null,
      canPlace: true,
    });
    // Not offered, not taken.
    flow.api().choosePayment('cash_on_delivery');
    expect(flow.api().paymentMethod).toBe('digital_payment');
  });

  it('says cash on delivery is not available when the receiver pays there, and places nothing', () => {
    const flow = connected(
      parcelOrderMachine.provide({ actors: { placeParcelOrder: pending() } }),
      withRates,
      { ...ready, allowedMethods: ['wallet', 'digital_payment'] },
    );
    flow.api().choosePlace('receiver', receiver);
    flow.api().chooseChargePayer('receiver');
    // The form says it already, before the summary.
    expect(flow.api().paymentNote).toBe('parcel.codUnavailable');
    flow.api().continue();
    expect(flow.api()).toMatchObject({
      step: 'summary',
      paymentMethod: null,
      paymentMethods: [],
      paymentNote: 'parcel.codUnavailable',
      canPlace: false,
    });
    flow.api().place();
    expect(flow.api()).toMatchObject({ step: 'summary', isPlacing: false });
    // The sender pays instead: the first allowed method.
    flow.api().back();
    flow.api().chooseChargePayer('sender');
    flow.api().continue();
    expect(flow.api()).toMatchObject({
      paymentMethod: 'wallet',
      paymentMethods: ['wallet', 'digital_payment'],
      paymentNote: null,
      canPlace: true,
    });
  });

  it("follows the zone's answer: cash on delivery turned off moves to an allowed method", () => {
    const flow = connected(
      parcelOrderMachine.provide({ actors: { placeParcelOrder: pending() } }),
      withRates,
      { ...ready, allowedMethods: ['cash_on_delivery', 'digital_payment'] },
    );
    flow.api().choosePlace('receiver', receiver);
    flow.api().continue();
    expect(flow.api().paymentMethod).toBe('cash_on_delivery');
    flow.actor.send({ type: 'PAYMENT_METHODS_CHANGED', methods: ['digital_payment'] });
    expect(flow.api()).toMatchObject({
      paymentMethod: 'digital_payment',
      paymentMethods: ['digital_payment'],
    });
    // Nothing allowed at all: the summary says so and cannot place.
    flow.actor.send({ type: 'PAYMENT_METHODS_CHANGED', methods: [] });
    expect(flow.api()).toMatchObject({
      paymentMethod: null,
      paymentNote: 'checkout.noPaymentMethod',
      canPlace: false,
    });
  });

  it('keeps everything after a refusal and shows the placed order with the provider total', async () => {
    const refused = connected(
      parcelOrderMachine.provide({
        actors: { placeParcelOrder: failing('Service not available in this area') },
      }),
      withRates,
      ready,
    );
    refused.api().choosePlace('receiver', receiver);
    refused.api().continue();
    refused.api().place();
    await settle();
    expect(refused.api()).toMatchObject({ step: 'summary', isPlacing: false, placed: null });
    expect(refused.api().receiver).toEqual(receiver);

    const flow = connected(
      parcelOrderMachine.provide({
        actors: { placeParcelOrder: answering({ orderId: 100200, totalAmount: 52.5 }) },
      }),
      withRates,
      ready,
    );
    flow.api().choosePlace('receiver', receiver);
    flow.api().continue();
    flow.api().place();
    await settle();
    expect(flow.api().placed).toEqual({ orderId: 100200, totalAmount: 52.5 });
  });

  it('estimates max(distance × per-km, minimum), and nothing without both places', () => {
    expect(estimatedCharge(sender, EMPTY_PARTY, rates)).toBeNull();
    const far = { ...receiver, latitude: 23.8759, longitude: 90.3795 };
    expect(estimatedCharge(sender, far, rates)).toBeGreaterThan(90);
    expect(estimatedCharge(sender, far, rates)).toBeLessThan(100);
  });
});
