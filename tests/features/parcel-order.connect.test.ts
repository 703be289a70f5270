import { describe, expect, it } from 'vitest';
import { connect, estimatedCharge } from '@/features/parcel/parcel-order.connect';
import { EMPTY_PARTY, parcelOrderMachine } from '@machines/parcel-order.machine';
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
const input = { categoryId: 2, idempotencyKey: 'k1', sender, guestId: 'guest-1' };
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
      canChoosePayment: false,
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
    expect(flow.api()).toMatchObject({ paymentMethod: 'wallet', canChoosePayment: true });
    flow.api().place();
    expect(flow.api().isPlacing).toBe(true);
  });

  it('keeps everything after a refusal and shows the placed order with the provider total', async () => {
    const ready = { ...input, sender: { ...sender, name: 'Amina', phone: '+8801700000001' } };
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
