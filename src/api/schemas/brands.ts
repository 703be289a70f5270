import { array, string, type, type Infer } from 'superstruct';
import { Num, maybe, orDefault } from './common';

/** `brand`: the module's brands (ecommerce). */
export const Brand = type({
  id: Num,
  name: string(),
  slug: maybe(string()),
  image_full_url: maybe(string()),
  items_count: orDefault(Num, 0),
});
export type Brand = Infer<typeof Brand>;
export const BrandList = array(Brand);
