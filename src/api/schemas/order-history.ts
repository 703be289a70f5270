import { array, string, type, union, unknown, type Infer } from 'superstruct';
import { Num, Text, maybe, orDefault } from './common';

/**
 * The customer's orders (CONTRACT "Orders"): the running and ended lists, one order's item
 * rows, the reason lists and the review reminder (answers with only a `message` decode with
 * content.ts's MessageAnswer).
 */

const OrderAddress = type({
  contact_person_name: maybe(string()),
  contact_person_number: maybe(Text),
  address: maybe(string()),
  latitude: maybe(Num),
  longitude: maybe(Num),
});

export const OrderSummary = type({
  id: Num,
  order_status: string(),
  order_amount: Num,
  payment_status: maybe(string()),
  payment_method: maybe(string()),
  order_type: maybe(string()),
  created_at: maybe(string()),
  details_count: maybe(Num),
  module_type: maybe(string()),
  delivery_address: maybe(OrderAddress),
  receiver_details: maybe(OrderAddress),
  store: maybe(type({ id: Num, name: string(), logo_full_url: maybe(string()) })),
  delivery_man: maybe(type({ id: Num, f_name: string(), l_name: maybe(string()) })),
  parcel_category: maybe(type({ id: Num, name: string() })),
  order_attachment_full_url: orDefault(array(string()), []),
  items_subtotal: maybe(Num),
  delivery_charge: maybe(Num),
  total_tax_amount: maybe(Num),
  coupon_discount_amount: maybe(Num),
  store_discount_amount: maybe(Num),
  dm_tips: maybe(Num),
  cancellation_reason: maybe(string()),
});
export type OrderSummary = Infer<typeof OrderSummary>;

export const OrderPage = type({
  total_size: Num,
  limit: Num,
  offset: Num,
  orders: array(OrderSummary),
});
export type OrderPage = Infer<typeof OrderPage>;

export const OrderDetailRow = type({
  id: Num,
  item_id: maybe(Num),
  order_id: Num,
  price: Num,
  quantity: Num,
  discount_on_item: maybe(Num),
  tax_amount: maybe(Num),
  variation: orDefault(array(unknown()), []),
  add_ons: orDefault(array(type({ id: Num, name: string(), price: Num, quantity: Num })), []),
  item_details: type({ id: Num, name: string(), image_full_url: maybe(string()) }),
  is_reviewed: maybe(Num),
});
export type OrderDetailRow = Infer<typeof OrderDetailRow>;

/** Item rows; parcel and prescription orders (no rows) answer the order itself. */
export const OrderDetails = union([array(OrderDetailRow), OrderSummary]);

export const CancellationReasons = type({
  total_size: Num,
  limit: Num,
  offset: Num,
  data: array(type({ id: Num, reason: string(), user_type: maybe(string()) })),
});

export const RefundReasons = type({ refund_reasons: array(type({ id: Num, reason: string() })) });

export const ParcelInstructions = type({
  total_size: Num,
  data: array(type({ id: Num, instruction: string() })),
});

export const ReviewReminder = type({
  order_id: maybe(Num),
  images: orDefault(array(string()), []),
});
