import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The provider's tables, as Kysely sees them.
 *
 * Conventions (they keep the schema portable between SQLite and PostgreSQL):
 * - flags are integers 0/1 (the contract speaks 0/1 too);
 * - structured values (polygons, variations, addresses) are JSON text, parsed in services;
 * - timestamps shown to clients are ISO-8601 text; times the simulator compares are epoch ms.
 */

export interface BusinessSettingTable {
  key: string;
  /** JSON text */
  value: string;
}

export interface ZoneTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  /** JSON text: [{lat,lng}, ...] ring (not closed) */
  coordinates: string;
  /** approximate area in km², used to order overlapping zones (smallest first) */
  area_km2: number;
  status: number;
  cash_on_delivery: number;
  digital_payment: number;
  offline_payment: number;
  increased_delivery_fee: number;
  created_at: string;
}

export interface ModuleTable {
  id: Generated<number>;
  module_name: string;
  module_type: string;
  slug: string;
  icon: string;
  thumbnail: string;
  status: number;
  theme_id: number;
  description: string;
  created_at: string;
}

export interface ModuleZoneTable {
  module_id: number;
  zone_id: number;
  per_km_shipping_charge: number;
  minimum_shipping_charge: number;
  maximum_shipping_charge: number;
  maximum_cod_order_amount: number;
}

export interface StoreTable {
  id: Generated<number>;
  name: string;
  slug: string;
  phone: string;
  email: string;
  logo: string;
  cover_photo: string;
  latitude: number;
  longitude: number;
  address: string;
  zone_id: number;
  module_id: number;
  minimum_order: number;
  tax: number;
  delivery_time: string;
  free_delivery: number;
  avg_rating: number;
  rating_count: number;
  /** approved by admin */
  status: number;
  /** open for orders now */
  active: number;
  featured: number;
  delivery: number;
  take_away: number;
  veg: number;
  non_veg: number;
  order_count: number;
  created_at: string;
}

export interface AddOnTable {
  id: Generated<number>;
  store_id: number;
  name: string;
  price: number;
  status: number;
}

export interface ItemTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string;
  image: string;
  /** JSON text: string[] of file names */
  images: string;
  price: number;
  discount: number;
  /** 'percent' | 'amount' */
  discount_type: string;
  store_id: number;
  module_id: number;
  category_id: number;
  unit_type: string;
  /** JSON text: [{type, price, stock}] (non-food) */
  variations: string;
  /** JSON text: [{name, type, min, max, required, values:[{label, optionPrice}]}] (food) */
  food_variations: string;
  /** JSON text: [{name, title, options}] */
  choice_options: string;
  /** JSON text: number[] of add_ons ids */
  add_on_ids: string;
  stock: number;
  maximum_cart_quantity: number;
  veg: number;
  status: number;
  recommended: number;
  organic: number;
  is_halal: number;
  is_prescription_required: number;
  avg_rating: number;
  rating_count: number;
  order_count: number;
  available_time_starts: string;
  available_time_ends: string;
  created_at: string;
}

export interface DeliveryManTable {
  id: Generated<number>;
  f_name: string;
  l_name: string;
  phone: string;
  image: string;
  avg_rating: number;
  zone_id: number;
  lat: number;
  lng: number;
  created_at: string;
}

export interface PlaceTable {
  /** stable place id, e.g. "dhk-gulshan-1" */
  id: string;
  name: string;
  area: string;
  lat: number;
  lng: number;
}

export interface GuestTable {
  /** random, not sequential */
  id: number;
  created_at: string;
}

export interface CartTable {
  id: Generated<number>;
  user_id: number | null;
  guest_id: number | null;
  module_id: number;
  store_id: number;
  item_id: number;
  /** unit price computed from the catalogue (variation/options and add-ons included) */
  price: number;
  quantity: number;
  /** JSON text, as the client sent it (validated) */
  variation: string;
  /** JSON text number[] */
  add_on_ids: string;
  /** JSON text number[] */
  add_on_qtys: string;
  created_at: string;
  updated_at: string;
}

export interface OrderTable {
  id: number;
  user_id: number | null;
  guest_id: number | null;
  store_id: number;
  module_id: number;
  zone_id: number;
  order_status: string;
  order_amount: number;
  items_subtotal: number;
  delivery_charge: number;
  total_tax_amount: number;
  store_discount_amount: number;
  dm_tips: number;
  payment_method: string;
  payment_status: string;
  order_type: string;
  /** JSON text */
  delivery_address: string;
  /** JSON text or null */
  receiver_details: string | null;
  contact_number: string;
  order_note: string | null;
  distance_km: number;
  delivery_man_id: number | null;
  dm_lat: number | null;
  dm_lng: number | null;
  details_count: number;
  pending: string | null;
  confirmed: string | null;
  processing: string | null;
  picked_up: string | null;
  delivered: string | null;
  canceled: string | null;
  /** epoch ms of the last status change (the simulator's cursor) */
  step_at: number;
  created_at: string;
  updated_at: string;
}

export interface OrderDetailTable {
  id: Generated<number>;
  order_id: number;
  item_id: number;
  /** JSON text: snapshot of the item at order time */
  item_details: string;
  /** unit price (variation/options and add-ons included) */
  price: number;
  quantity: number;
  variation: string;
  add_on_ids: string;
  add_on_qtys: string;
  discount_on_item: number;
  tax_amount: number;
  created_at: string;
}

export interface SequenceTable {
  name: string;
  value: number;
}

export interface IdempotencyKeyTable {
  owner: string;
  key: string;
  status_code: number;
  /** JSON text of the first answer */
  body: string;
  created_ms: number;
}

export interface Database {
  business_settings: BusinessSettingTable;
  zones: ZoneTable;
  modules: ModuleTable;
  module_zone: ModuleZoneTable;
  stores: StoreTable;
  add_ons: AddOnTable;
  items: ItemTable;
  delivery_men: DeliveryManTable;
  places: PlaceTable;
  guests: GuestTable;
  carts: CartTable;
  orders: OrderTable;
  order_details: OrderDetailTable;
  sequences: SequenceTable;
  idempotency_keys: IdempotencyKeyTable;
}

export type ZoneRow = Selectable<ZoneTable>;
export type ModuleRow = Selectable<ModuleTable>;
export type ModuleZoneRow = Selectable<ModuleZoneTable>;
export type StoreRow = Selectable<StoreTable>;
export type ItemRow = Selectable<ItemTable>;
export type AddOnRow = Selectable<AddOnTable>;
export type CartRow = Selectable<CartTable>;
export type OrderRow = Selectable<OrderTable>;
export type DeliveryManRow = Selectable<DeliveryManTable>;
export type PlaceRow = Selectable<PlaceTable>;
export type NewStore = Insertable<StoreTable>;
export type NewItem = Insertable<ItemTable>;
export type OrderUpdate = Updateable<OrderTable>;
