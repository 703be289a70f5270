import { array, string, type, type Infer } from 'superstruct';
import { Item, Store } from './catalogue';
import { Num, Text, maybe, orDefault } from './common';

/** A basic campaign (`campaigns/basic`, inside `banners`). Dates are local 'YYYY-MM-DD'. */
export const BasicCampaign = type({
  id: Num,
  title: string(),
  description: maybe(string()),
  image_full_url: maybe(string()),
  module_id: maybe(Num),
  start_date: maybe(string()),
  end_date: maybe(string()),
  start_time: maybe(string()),
  end_time: maybe(string()),
});
export type BasicCampaign = Infer<typeof BasicCampaign>;
export const BasicCampaignList = array(BasicCampaign);

/** `campaigns/basic-campaign-details?basic_campaign_id`: the campaign and its stores here. */
export const BasicCampaignDetails = type({
  ...BasicCampaign.schema,
  stores: orDefault(array(Store), []),
});

/** `campaigns/item`: item-shaped; ordered with cart model "ItemCampaign". */
export const ItemCampaignList = array(Item);

/** One product of a flash sale: limited stock, its own discount, and the item. */
export const FlashSaleProduct = type({
  id: Num,
  item_id: Num,
  stock: orDefault(Num, 0),
  sold: orDefault(Num, 0),
  available_stock: orDefault(Num, 0),
  discount: maybe(Num),
  discount_type: maybe(string()),
  item: Item,
});
export type FlashSaleProduct = Infer<typeof FlashSaleProduct>;

const FlashSaleFields = {
  id: Num,
  title: maybe(string()),
  start_date: maybe(string()),
  end_date: maybe(string()),
};

/** `flash-sales`: the running sale, or `{}` (every field missing) when there is none. */
export const FlashSaleAnswer = type({
  id: maybe(Num),
  title: maybe(string()),
  start_date: maybe(string()),
  end_date: maybe(string()),
  active_products: orDefault(array(FlashSaleProduct), []),
});
export type FlashSaleAnswer = Infer<typeof FlashSaleAnswer>;

/** `flash-sales/items?flash_sale_id`. */
export const FlashSaleItemsPage = type({
  total_size: Num,
  limit: maybe(Num),
  offset: maybe(Num),
  flash_sale: maybe(type(FlashSaleFields)),
  products: array(FlashSaleProduct),
});

/** `coupon/list` (a bare array). `discount_type` percent | amount. */
export const Coupon = type({
  id: Num,
  title: maybe(string()),
  code: Text,
  coupon_type: maybe(string()),
  discount: orDefault(Num, 0),
  discount_type: orDefault(string(), 'amount'),
  min_purchase: orDefault(Num, 0),
  max_discount: orDefault(Num, 0),
  start_date: maybe(string()),
  expire_date: maybe(string()),
  store_id: maybe(Num),
  module_id: maybe(Num),
});
export type Coupon = Infer<typeof Coupon>;
export const CouponList = array(Coupon);

/** `cashback/list` (a bare array). `cashback_type` percentage | amount. */
export const Cashback = type({
  id: Num,
  title: maybe(string()),
  cashback_type: string(),
  cashback_amount: Num,
  min_purchase: orDefault(Num, 0),
  max_discount: orDefault(Num, 0),
  start_date: maybe(string()),
  end_date: maybe(string()),
});
export type Cashback = Infer<typeof Cashback>;
export const CashbackList = array(Cashback);
