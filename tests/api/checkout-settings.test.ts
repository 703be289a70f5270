import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CheckoutSettings } from '../../src/api/schemas/checkout';

describe('checkout settings from the config', () => {
  it('reads 0/1 and booleans; a config without them gets delivery only, nothing else', () => {
    expect(create({}, CheckoutSettings)).toMatchObject({
      home_delivery_status: true,
      takeaway_status: false,
      dm_tips_status: false,
      schedule_order: false,
      schedule_order_slot_duration: 30,
      customer_wallet_status: false,
      timezone: 'Asia/Dhaka',
    });
    expect(
      create(
        {
          takeaway_status: 1,
          schedule_order: true,
          schedule_order_slot_duration: '15',
          dm_tips_status: '1',
        },
        CheckoutSettings,
      ),
    ).toMatchObject({
      takeaway_status: true,
      schedule_order: true,
      schedule_order_slot_duration: 15,
      dm_tips_status: true,
    });
  });
});
