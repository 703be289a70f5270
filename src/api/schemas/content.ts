import { array, string, type, type Infer } from 'superstruct';
import { Num, maybe, orDefault } from './common';

/** `brand` (a bare array). */
export const Brand = type({
  id: Num,
  name: string(),
  slug: maybe(string()),
  image_full_url: maybe(string()),
  items_count: orDefault(Num, 0),
});
export type Brand = Infer<typeof Brand>;
export const BrandList = array(Brand);

/** `common-condition` (pharmacy; a bare array). */
export const CommonCondition = type({ id: Num, name: string(), slug: maybe(string()) });
export type CommonCondition = Infer<typeof CommonCondition>;
export const CommonConditionList = array(CommonCondition);

/** `parcel-category` (a bare array). */
export const ParcelCategory = type({
  id: Num,
  name: string(),
  description: maybe(string()),
  image_full_url: maybe(string()),
  parcel_per_km_shipping_charge: maybe(Num),
  parcel_minimum_shipping_charge: maybe(Num),
});
export type ParcelCategory = Infer<typeof ParcelCategory>;
export const ParcelCategoryList = array(ParcelCategory);

/** `about-us`, `terms-and-conditions`, ...: the page's HTML as a JSON string. */
export const PageHtml = string();

/** `newsletter/subscribe`. */
export const MessageAnswer = type({ message: string() });
