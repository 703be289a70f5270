import { array, string, type, type Infer } from 'superstruct';
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

/**
 * Our extension `customer/order/quote`: the amounts the provider would store for the order as
 * it stands (docs/PROVIDER.md).
 */
export const OrderQuote = type({
  items_subtotal: Num,
  store_discount_amount: orDefault(Num, 0),
  flash_discount_amount: orDefault(Num, 0),
  coupon_discount_amount: orDefault(Num, 0),
  total_tax_amount: orDefault(Num, 0),
  delivery_charge: orDefault(Num, 0),
  free_delivery_by: maybe(string()),
  dm_tips: orDefault(Num, 0),
  order_amount: Num,
});
export type OrderQuote = Infer<typeof OrderQuote>;
