import { describe, expect, it } from 'vitest';
import {
  orderTypesOffered,
  tipApplied,
  tipsOffered,
  walletUsable,
  type CheckoutSwitches,
} from '@/domain/checkout-options';
import { belowCouponMinimum } from '@/domain/coupon';
import { prescriptionDelivery } from '@/domain/prescription-delivery';

const config: CheckoutSwitches = {
  home_delivery_status: true,
  takeaway_status: true,
  dm_tips_status: true,
  customer_wallet_status: true,
};

describe('checkout options (SPEC §5)', () => {
  it('offers delivery and take-away as the config turns them on, delivery first', () => {
    expect(orderTypesOffered(config)).toEqual(['delivery', 'take_away']);
    expect(orderTypesOffered({ ...config, home_delivery_status: false })).toEqual(['take_away']);
    expect(orderTypesOffered({ ...config, takeaway_status: false })).toEqual(['delivery']);
  });

  it('tips only a delivery, where the config turns tips on', () => {
    expect(tipsOffered(config, 'delivery')).toBe(true);
    expect(tipsOffered(config, 'take_away')).toBe(false);
    expect(tipApplied(config, 'take_away', 20)).toBe(0);
    expect(tipApplied({ ...config, dm_tips_status: false }, 'delivery', 20)).toBe(0);
    expect(tipApplied(config, 'delivery', 20)).toBe(20);
  });

  it('lets the wallet pay for a signed-in customer only, where the config turns it on', () => {
    expect(walletUsable(config, true)).toBe(true);
    expect(walletUsable(config, false)).toBe(false);
    expect(walletUsable({ ...config, customer_wallet_status: false }, true)).toBe(false);
  });

  it('applies a coupon only from its minimum purchase on', () => {
    expect(belowCouponMinimum(99.99, 100)).toBe(true);
    expect(belowCouponMinimum(100, 100)).toBe(false);
  });
});

describe('prescriptionDelivery (SPEC §3, §5)', () => {
  const from = { lat: 23.7937, lng: 90.4066 };

  it("a customer's name and phone, the distance to the store in km to three decimals", () => {
    const delivery = prescriptionDelivery({
      store: { id: 7, latitude: 23.7805, longitude: 90.4167 },
      from,
      address: 'Banani, Dhaka',
      customer: { f_name: 'Amina', l_name: null, phone: '+8801700000000' },
      guestId: null,
    });
    expect(delivery).toMatchObject({
      storeId: 7,
      contactPersonName: 'Amina',
      contactPersonNumber: '+8801700000000',
      guestId: null,
      dmTips: 0,
      latitude: from.lat,
      longitude: from.lng,
    });
    expect(delivery.distance).toBeGreaterThan(1.7);
    expect(delivery.distance).toBeLessThan(1.9);
    expect(Math.round(delivery.distance * 1000)).toBe(delivery.distance * 1000);
  });

  it('a guest types the contact; a store without coordinates counts as here', () => {
    expect(
      prescriptionDelivery({ store: { id: 7 }, from, address: '', guestId: 'guest-1' }),
    ).toMatchObject({
      distance: 0,
      contactPersonName: '',
      contactPersonNumber: '',
      guestId: 'guest-1',
    });
  });
});
