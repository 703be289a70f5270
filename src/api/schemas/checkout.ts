import { array, string, type } from 'superstruct';
import { Flag, Num, maybe, orDefault } from './common';

/**
 * The config's checkout settings (SPEC §2): delivery and take-away, tips, scheduled orders and
 * their slot length, the wallet. Read from the config the app already holds, in the checkout's
 * own chunk (the first paint's Config schema stays small).
 */
export const CheckoutSettings = type({
  home_delivery_status: orDefault(Flag, true),
  takeaway_status: orDefault(Flag, false),
  dm_tips_status: orDefault(Flag, false),
  schedule_order: orDefault(Flag, false),
  schedule_order_slot_duration: orDefault(Num, 30),
  customer_wallet_status: orDefault(Flag, false),
  cash_on_delivery: orDefault(Flag, true),
  digital_payment: orDefault(Flag, false),
  timezone: orDefault(string(), 'Asia/Dhaka'),
});

/** `config/get-zone-id`'s zone data: its payment flags and each module's cash-on-delivery maximum. */
export const ZonePayments = type({
  zone_data: array(
    type({
      cash_on_delivery: maybe(Flag),
      digital_payment: maybe(Flag),
      modules: maybe(
        array(type({ id: Num, pivot: maybe(type({ maximum_cod_order_amount: maybe(Num) })) })),
      ),
    }),
  ),
});
