import { describe, expect, it } from 'vitest';
import { allowedPaymentMethods } from '@/domain/payment-methods';

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
