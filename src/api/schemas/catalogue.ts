import { any, array, coerce, string, type, type Infer } from 'superstruct';
import { Flag, Num, Text, maybe, orDefault } from './common';

export const Module = type({
  id: Num,
  module_name: string(),
  module_type: string(),
  icon_full_url: maybe(string()),
  zones: orDefault(array(type({ id: Num })), []),
});
export type Module = Infer<typeof Module>;
export const ModuleList = array(Module);

export const Store = type({
  id: Num,
  slug: maybe(string()),
  name: string(),
  address: maybe(string()),
  logo_full_url: maybe(string()),
  cover_photo_full_url: maybe(string()),
  avg_rating: orDefault(Num, 0),
  rating_count: maybe(Num),
  module_id: maybe(Num),
  zone_id: maybe(Num),
  distance: maybe(Num),
  delivery_time: maybe(Text),
  free_delivery: maybe(Flag),
  active: maybe(Flag),
  open: maybe(Flag),
  total_items: maybe(Num),
  latitude: maybe(Num),
  longitude: maybe(Num),
});
export type Store = Infer<typeof Store>;

export const StorePage = type({
  total_size: Num,
  limit: maybe(Num),
  offset: maybe(Num),
  stores: array(Store),
});

const FoodVariation = type({
  name: string(),
  type: maybe(string()),
  min: maybe(Num),
  max: maybe(Num),
  required: maybe(string()),
  values: orDefault(array(type({ label: string(), optionPrice: maybe(Num) })), []),
});

const ChoiceOption = type({ name: string(), title: string(), options: array(Text) });
const Variation = type({ type: string(), price: Num, stock: maybe(Num) });
// `any()`: see common.ts (a narrower condition builds an error for every plain name).
const TagName = coerce(string(), any(), (value: unknown) =>
  typeof value === 'object' && value !== null && 'tag' in value ? value.tag : value,
);
const AddOn = type({ id: Num, name: string(), price: Num });

export const Item = type({
  id: Num,
  slug: maybe(string()),
  name: string(),
  description: maybe(string()),
  image_full_url: maybe(string()),
  price: Num,
  discount: orDefault(Num, 0),
  discount_type: orDefault(string(), 'percent'),
  store_id: Num,
  store_name: maybe(string()),
  module_id: maybe(Num),
  zone_id: maybe(Num),
  module_type: maybe(string()),
  unit_type: maybe(string()),
  variations: orDefault(array(Variation), []),
  food_variations: orDefault(array(FoodVariation), []),
  choice_options: orDefault(array(ChoiceOption), []),
  add_ons: orDefault(array(AddOn), []),
  item_campaign: maybe(Flag),
  is_prescription_required: maybe(Flag),
  stock: maybe(Num),
  maximum_cart_quantity: maybe(Num),
  avg_rating: orDefault(Num, 0),
  rating_count: orDefault(Num, 0),
  veg: maybe(Num),
  organic: maybe(Flag),
  is_halal: maybe(Flag),
  halal_tag_status: maybe(Flag),
  recommended: maybe(Flag),
  store_discount: orDefault(Num, 0),
  images_full_url: orDefault(array(string()), []),
  available_time_starts: maybe(string()),
  available_time_ends: maybe(string()),
  schedule_order: maybe(Flag),
  category_ids: orDefault(array(type({ id: Num })), []),
  /** 6amMart sends tags as names or as `{tag}` records. */
  tags: orDefault(array(TagName), []),
});
export type Item = Infer<typeof Item>;

export const ItemPage = type({
  total_size: Num,
  limit: maybe(Num),
  offset: maybe(Num),
  products: array(Item),
});
