import { describe, expect, it } from 'vitest';
import {
  allowedPaymentMethods,
  cashOnDeliveryNotice,
  cashOnDeliverySwitchAllowed,
} from '@/domain/payment-methods';

const on = { cash_on_delivery: true, digital_payment: true };
const zoneAll = { cashOnDelivery: true, digitalPayment: true };

describe('allowedPaymentMethods (the checkout and the parcel order)', () => {
  it('offers cash on delivery, the wallet and online payment in that order when all are on', () => {
    expect(allowedPaymentMethods(on, zoneAll, true)).toEqual([
      'cash_on_delivery',
      'wallet',
      'digital_payment',
    ]);
  });

  it('drops cash on delivery when the config or the zone turns it off', () => {
    expect(allowedPaymentMethods({ ...on, cash_on_delivery: false }, zoneAll, false)).toEqual([
      'digital_payment',
    ]);
    expect(
      allowedPaymentMethods(on, { cashOnDelivery: false, digitalPayment: true }, false),
    ).toEqual(['digital_payment']);
  });

  it('drops online payment when the config or the zone turns it off; the wallet needs its switch', () => {
    expect(allowedPaymentMethods({ ...on, digital_payment: false }, zoneAll, true)).toEqual([
      'cash_on_delivery',
      'wallet',
    ]);
    expect(
      allowedPaymentMethods(on, { cashOnDelivery: true, digitalPayment: false }, false),
    ).toEqual(['cash_on_delivery']);
  });

  it('refuses nothing on account of a zone not known yet', () => {
    expect(allowedPaymentMethods(on, undefined, false)).toEqual([
      'cash_on_delivery',
      'digital_payment',
    ]);
  });
});

describe('cashOnDeliveryNotice (the checkout payment section)', () => {
  const methods = ['cash_on_delivery', 'digital_payment'] as const;

  it("shows the zone's limit while cash is offered, and says when the order is over it", () => {
    expect(
      cashOnDeliveryNotice({ methods, chosen: 'cash_on_delivery', codLimit: 500, amount: 650 }),
    ).toEqual({ limit: 500, exceeded: true });
    expect(
      cashOnDeliveryNotice({ methods, chosen: 'cash_on_delivery', codLimit: 500, amount: 500 }),
    ).toEqual({ limit: 500, exceeded: false });
  });

  it('says nothing over the limit for another method, nor of a limit the zone does not set', () => {
    expect(
      cashOnDeliveryNotice({ methods, chosen: 'digital_payment', codLimit: 500, amount: 650 }),
    ).toEqual({ limit: 500, exceeded: false });
    expect(
      cashOnDeliveryNotice({ methods, chosen: 'cash_on_delivery', codLimit: 0, amount: 650 }),
    ).toEqual({ limit: null, exceeded: false });
    expect(
      cashOnDeliveryNotice({
        methods: ['digital_payment'],
        chosen: 'digital_payment',
        codLimit: 500,
        amount: 650,
      }),
    ).toEqual({ limit: null, exceeded: false });
  });
});

describe('cashOnDeliverySwitchAllowed (the failed-payment screen, SPEC §4)', () => {
  it("takes the stored flag first, then the zone's answer, and offers no switch when neither is known", () => {
    expect(cashOnDeliverySwitchAllowed(false, true)).toBe(false);
    expect(cashOnDeliverySwitchAllowed(true, undefined)).toBe(true);
    expect(cashOnDeliverySwitchAllowed(null, true)).toBe(true);
    expect(cashOnDeliverySwitchAllowed(null, undefined)).toBe(false);
  });
});
