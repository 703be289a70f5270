import { array, string, type, unknown, type Infer } from 'superstruct';
import { Flag, Num, Text, maybe, orDefault } from './common';

export const Config = type({
  business_name: string(),
  logo_full_url: maybe(string()),
  country: orDefault(string(), 'BD'),
  default_location: type({ lat: Num, lng: Num }),
  currency_symbol: orDefault(string(), '$'),
  /** ISO 4217, for a link preview's price (not every backend sends it) */
  currency_code: maybe(string()),
  currency_symbol_direction: orDefault(string(), 'left'),
  digit_after_decimal_point: orDefault(Num, 2),
  prescription_order_status: orDefault(Flag, false),
  /** The business time zone campaign dates are written in. */
  timezone: orDefault(string(), 'Asia/Dhaka'),
  /** Per module type flags (`veg_non_veg`, …), read by `vegFilterOn`. */
  module_config: maybe(unknown()),
  guest_checkout_status: orDefault(Flag, false),
  free_delivery_over: maybe(Num),
  cash_on_delivery: maybe(Flag),
  digital_payment: maybe(Flag),
  footer_text: maybe(Text),
  phone: maybe(Text),
  email: maybe(Text),
  address: maybe(Text),
  // SPEC §2: the provider shows these pages unless the flag is 0.
  refund_policy: orDefault(Flag, true),
  cancelation_policy: orDefault(Flag, true),
  shipping_policy: orDefault(Flag, true),
  loyalty_point_exchange_rate: orDefault(Num, 1),
  loyalty_point_minimum_point: orDefault(Num, 0),
  sys_language: orDefault(array(type({ key: string(), value: string() })), []),
  /** SPEC §5: the wallet, loyalty and referral entries are hidden when their status is 0. */
  customer_wallet_status: orDefault(Flag, false),
  loyalty_point_status: orDefault(Flag, false),
  ref_earning_status: orDefault(Flag, false),
  /** The store badges show only while their status is 1 (SPEC §2 footer). */
  landing_page_links: orDefault(
    type({
      app_url_android_status: orDefault(Flag, false),
      app_url_android: orDefault(string(), ''),
      app_url_ios_status: orDefault(Flag, false),
      app_url_ios: orDefault(string(), ''),
    }),
    {
      app_url_android_status: false,
      app_url_android: '',
      app_url_ios_status: false,
      app_url_ios: '',
    },
  ),
  social_media: orDefault(
    array(type({ name: string(), link: string(), status: orDefault(Flag, false) })),
    [],
  ),
});
export type Config = Infer<typeof Config>;
