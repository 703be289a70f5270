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
  /** brands.id (0003_catalogue) */
  brand_id: number | null;
  /** common_conditions.id, pharmacy (0003_catalogue) */
  common_condition_id: number | null;
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
  /** 0004_orders */
  rating_count: Generated<number>;
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
  /** items.id of an "Item" line; null for a campaign line (0005_campaign_cart) */
  item_id: number | null;
  /** item_campaigns.id of an "ItemCampaign" line; null for an item line (0005_campaign_cart) */
  item_campaign_id: number | null;
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
  /** null for parcel orders (0004_orders) */
  store_id: number | null;
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
  // 0004_orders
  coupon_code: string | null;
  coupon_discount_title: string | null;
  coupon_discount_amount: Generated<number>;
  flash_discount_amount: Generated<number>;
  original_delivery_charge: Generated<number>;
  /** admin | vendor | null */
  free_delivery_by: string | null;
  tax_percentage: Generated<number>;
  scheduled: Generated<number>;
  /** ISO-8601, the time the customer asked for (scheduled orders) */
  schedule_at: string | null;
  accepted: string | null;
  handover: string | null;
  failed: string | null;
  refund_requested: string | null;
  refunded: string | null;
  refund_request_canceled: string | null;
  cancellation_reason: string | null;
  /** customer | store | admin */
  canceled_by: string | null;
  parcel_category_id: number | null;
  /** sender | receiver (parcel) */
  charge_payer: string | null;
  delivery_instruction: string | null;
  prescription_order: Generated<number>;
  /** JSON text: upload names of the prescription images */
  order_attachment: string | null;
  transaction_reference: string | null;
  review_reminder_dismissed: Generated<number>;
}

export interface OrderDetailTable {
  id: Generated<number>;
  order_id: number;
  /** items.id; null for a campaign line (0005_campaign_cart) */
  item_id: number | null;
  /** item_campaigns.id of a campaign line, else null (0005_campaign_cart) */
  item_campaign_id: number | null;
  /** JSON text: snapshot of the item (or campaign item) at order time */
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
  /** flash_sale_items.id when the line was sold at the flash-sale price (0004_orders) */
  flash_sale_item_id: number | null;
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

/** Customers (issue 4, migration 0002_accounts). */
export interface UserTable {
  id: Generated<number>;
  f_name: string | null;
  l_name: string | null;
  phone: string;
  /** digits only: what sign-in and uniqueness compare */
  phone_key: string;
  /** lower-cased */
  email: string | null;
  /** argon2id PHC string; null for social-login customers */
  password: string | null;
  image: string | null;
  /** 'manual' | 'google' | 'facebook' | 'apple' */
  login_medium: string;
  social_id: string | null;
  is_phone_verified: number;
  is_email_verified: number;
  cm_firebase_token: string | null;
  status: number;
  ref_code: string;
  created_at: string;
  updated_at: string;
  // 0004_orders
  wallet_balance: Generated<number>;
  loyalty_point: Generated<number>;
  /** users.id of the customer whose referral code this one signed up with */
  ref_by: number | null;
}

export interface CustomerTokenTable {
  /** sha256 hex of the bearer token */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_ms: number;
}

export interface StreamTicketTable {
  /** sha256 hex of the ticket (services/stream-tickets.ts) */
  ticket_hash: string;
  /** the token it was issued for: revoked, its tickets go with it */
  token_hash: string;
  expires_ms: number;
}

export interface LoginAttemptTable {
  identifier: string;
  failures: number;
  first_failed_ms: number;
  locked_until_ms: number;
}

export interface RefundRequestTable {
  order_id: number;
  user_id: number;
  customer_reason: string;
  customer_note: string | null;
  images: string;
  created_at: string;
}

export interface RateLimitTable {
  key: string;
  hits: number;
  window_start_ms: number;
}

export interface CustomerAddressTable {
  id: Generated<number>;
  user_id: number;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string | null;
  /** home | office | other */
  address_type: string;
  address_label: string | null;
  address: string;
  additional_information: string | null;
  floor: string | null;
  road: string | null;
  house: string | null;
  latitude: number;
  longitude: number;
  zone_id: number;
  /** JSON text number[] */
  zone_ids: string;
  created_at: string;
  updated_at: string;
}

export interface WishlistTable {
  id: Generated<number>;
  user_id: number;
  item_id: number | null;
  store_id: number | null;
  created_at: string;
}

export interface UploadTable {
  name: string;
  user_id: number | null;
  content_type: string;
  bytes: number;
  /** base64 */
  data: string;
  created_at: string;
}

/** The catalogue around stores and items (issue 3, migration 0003_catalogue). */
export interface CategoryTable {
  id: Generated<number>;
  name: string;
  slug: string;
  image: string;
  /** 0 for a root category */
  parent_id: number;
  /** 0 root, 1 sub-category */
  position: number;
  priority: number;
  module_id: number;
  status: number;
  featured: number;
  created_at: string;
}

export interface BrandTable {
  id: Generated<number>;
  name: string;
  slug: string;
  image: string;
  module_id: number;
  status: number;
  created_at: string;
}

export interface CommonConditionTable {
  id: Generated<number>;
  name: string;
  slug: string;
  status: number;
  created_at: string;
}

export interface StoreScheduleTable {
  id: Generated<number>;
  store_id: number;
  /** 0 Sunday ... 6 Saturday */
  day: number;
  /** 'HH:MM:SS' local business time, closing_time > opening_time */
  opening_time: string;
  closing_time: string;
}

export interface BannerTable {
  id: Generated<number>;
  title: string;
  /** default | store_wise | item_wise */
  type: string;
  image: string;
  /** store id (store_wise) or item id (item_wise), else 0 */
  data: number;
  link: string | null;
  zone_id: number;
  module_id: number;
  featured: number;
  status: number;
  created_at: string;
}

export interface ModuleContentTable {
  id: Generated<number>;
  module_id: number;
  /** promotional_banners | why_choose | video_content */
  key: string;
  /** JSON text */
  value: string;
}

export interface CampaignTable {
  id: Generated<number>;
  title: string;
  description: string;
  image: string;
  module_id: number;
  /** 'YYYY-MM-DD' local, inclusive */
  start_date: string;
  end_date: string;
  /** 'HH:MM:SS' daily window */
  start_time: string;
  end_time: string;
  status: number;
  created_at: string;
}

export interface CampaignStoreTable {
  campaign_id: number;
  store_id: number;
}

export interface ItemCampaignTable {
  id: Generated<number>;
  title: string;
  slug: string;
  description: string;
  image: string;
  store_id: number;
  module_id: number;
  category_id: number;
  price: number;
  discount: number;
  discount_type: string;
  unit_type: string;
  variations: string;
  food_variations: string;
  choice_options: string;
  add_on_ids: string;
  stock: number;
  maximum_cart_quantity: number;
  veg: number;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  status: number;
  created_at: string;
}

export interface FlashSaleTable {
  id: Generated<number>;
  title: string;
  module_id: number;
  /** 'YYYY-MM-DD HH:MM:SS' local */
  start_date: string;
  end_date: string;
  is_publish: number;
  admin_discount_percentage: number;
  vendor_discount_percentage: number;
  created_at: string;
}

export interface FlashSaleItemTable {
  id: Generated<number>;
  flash_sale_id: number;
  item_id: number;
  stock: number;
  sold: number;
  discount: number;
  discount_type: string;
  status: number;
}

export interface CouponTable {
  id: Generated<number>;
  title: string;
  code: string;
  module_id: number;
  store_id: number | null;
  /** default | free_delivery | store_wise | zone_wise | first_order */
  coupon_type: string;
  discount: number;
  discount_type: string;
  min_purchase: number;
  max_discount: number;
  limit_per_user: number;
  /** JSON text number[] */
  zone_ids: string;
  start_date: string;
  expire_date: string;
  status: number;
  created_at: string;
}

export interface CashbackTable {
  id: Generated<number>;
  title: string;
  /** percentage | amount */
  cashback_type: string;
  cashback_amount: number;
  min_purchase: number;
  max_discount: number;
  same_user_limit: number;
  start_date: string;
  end_date: string;
  status: number;
  created_at: string;
}

export interface ParcelCategoryTable {
  id: Generated<number>;
  name: string;
  description: string;
  image: string;
  module_id: number;
  parcel_per_km_shipping_charge: number;
  parcel_minimum_shipping_charge: number;
  orders_count: number;
  status: number;
  created_at: string;
}

export interface PageTable {
  /** about_us | terms_and_conditions | privacy_policy | refund_policy | ... */
  key: string;
  title: string;
  /** JSON text: {"en": "<html>", "bn": "<html>"} */
  content: string;
  updated_at: string;
}

export interface NewsletterTable {
  id: Generated<number>;
  email: string;
  created_at: string;
}

/** Orders, payments, wallet, chat, reviews and notifications (issue 5, migration 0004_orders). */
export interface WalletTransactionTable {
  id: Generated<number>;
  user_id: number;
  transaction_id: string;
  credit: number;
  debit: number;
  admin_bonus: number;
  /** the balance after this transaction */
  balance: number;
  /** order_place | order_refund | loyalty_point | referrer | add_fund */
  transaction_type: string;
  reference: string | null;
  created_at: string;
}

export interface LoyaltyPointTransactionTable {
  id: Generated<number>;
  user_id: number;
  transaction_id: string;
  credit: number;
  debit: number;
  balance: number;
  /** order_place | point_to_wallet */
  transaction_type: string;
  reference: string | null;
  created_at: string;
}

export interface OrderCancelReasonTable {
  id: Generated<number>;
  reason: string;
  /** customer | store | deliveryman | admin */
  user_type: string;
  status: number;
  created_at: string;
}

export interface RefundReasonTable {
  id: Generated<number>;
  reason: string;
  status: number;
  created_at: string;
}

export interface ParcelDeliveryInstructionTable {
  id: Generated<number>;
  instruction: string;
  status: number;
  created_at: string;
}

export interface ConversationTable {
  id: Generated<number>;
  user_id: number;
  /** vendor (a store) | delivery_man */
  receiver_type: string;
  receiver_id: number;
  order_id: number | null;
  /** messages the customer has not seen */
  unread_message_count: number;
  last_message_id: number | null;
  last_message_time: string | null;
  created_at: string;
  updated_at: string;
}

export interface MessageTable {
  id: Generated<number>;
  conversation_id: number;
  /** customer | vendor | delivery_man */
  sender_type: string;
  sender_id: number;
  message: string | null;
  /** JSON text string[] of upload names, or null */
  file: string | null;
  is_seen: number;
  /** when the simulator answers this customer message (epoch ms); null once answered */
  reply_due_ms: number | null;
  created_at: string;
  updated_at: string;
}

export interface ReviewTable {
  id: Generated<number>;
  item_id: number;
  order_id: number;
  user_id: number;
  rating: number;
  comment: string | null;
  /** JSON array of upload names (migration 0011); null: no images */
  attachment: string | null;
  created_at: string;
}

export interface DmReviewTable {
  id: Generated<number>;
  delivery_man_id: number;
  order_id: number;
  user_id: number;
  rating: number;
  comment: string | null;
  created_at: string;
}

export interface NotificationTable {
  id: Generated<number>;
  user_id: number | null;
  guest_id: number | null;
  /** order_status | message | referral_code */
  type: string;
  title: string;
  body: string;
  order_id: number | null;
  conversation_id: number | null;
  sender_type: string | null;
  created_at: string;
}

export interface StoreDiscountTable {
  id: Generated<number>;
  store_id: number;
  /** percent */
  discount: number;
  min_purchase: number;
  /** 0 = no cap */
  max_discount: number;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  status: number;
  created_at: string;
}

export interface PaymentRequestTable {
  id: string;
  order_id: number;
  callback: string;
  payment_method: string;
  created_ms: number;
  used_ms: number | null;
}

export interface AccountCodeTable {
  user_id: number;
  /** reset_password | verify_phone */
  purpose: string;
  /** sha256 (hex) of the code */
  code_hash: string;
  created_ms: number;
  expires_ms: number;
  failures: Generated<number>;
}

export interface CustomerInterestTable {
  user_id: number;
  category_id: number;
}

export interface WalletFundRequestTable {
  id: string;
  user_id: number;
  amount: number;
  payment_method: string;
  callback: string;
  /** pending | paid | failed */
  status: string;
  created_ms: number;
  settled_ms: number | null;
}

/** When an item or store last changed (migration 0016), for a sitemap's `lastmod`. */
export interface CatalogueLastmodTable {
  tbl: string;
  row_id: number;
  changed_at: string;
}

export interface Database {
  business_settings: BusinessSettingTable;
  zones: ZoneTable;
  modules: ModuleTable;
  module_zone: ModuleZoneTable;
  stores: StoreTable;
  add_ons: AddOnTable;
  items: ItemTable;
  catalogue_lastmod: CatalogueLastmodTable;
  delivery_men: DeliveryManTable;
  places: PlaceTable;
  guests: GuestTable;
  carts: CartTable;
  orders: OrderTable;
  order_details: OrderDetailTable;
  sequences: SequenceTable;
  idempotency_keys: IdempotencyKeyTable;
  users: UserTable;
  customer_tokens: CustomerTokenTable;
  stream_tickets: StreamTicketTable;
  login_attempts: LoginAttemptTable;
  rate_limits: RateLimitTable;
  refund_requests: RefundRequestTable;
  customer_addresses: CustomerAddressTable;
  wishlists: WishlistTable;
  uploads: UploadTable;
  categories: CategoryTable;
  brands: BrandTable;
  common_conditions: CommonConditionTable;
  store_schedules: StoreScheduleTable;
  banners: BannerTable;
  module_contents: ModuleContentTable;
  campaigns: CampaignTable;
  campaign_stores: CampaignStoreTable;
  item_campaigns: ItemCampaignTable;
  flash_sales: FlashSaleTable;
  flash_sale_items: FlashSaleItemTable;
  coupons: CouponTable;
  cashbacks: CashbackTable;
  parcel_categories: ParcelCategoryTable;
  pages: PageTable;
  newsletters: NewsletterTable;
  wallet_transactions: WalletTransactionTable;
  loyalty_point_transactions: LoyaltyPointTransactionTable;
  order_cancel_reasons: OrderCancelReasonTable;
  refund_reasons: RefundReasonTable;
  parcel_delivery_instructions: ParcelDeliveryInstructionTable;
  conversations: ConversationTable;
  messages: MessageTable;
  reviews: ReviewTable;
  dm_reviews: DmReviewTable;
  notifications: NotificationTable;
  store_discounts: StoreDiscountTable;
  payment_requests: PaymentRequestTable;
  account_codes: AccountCodeTable;
  customer_interests: CustomerInterestTable;
  wallet_fund_requests: WalletFundRequestTable;
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
export type UserRow = Selectable<UserTable>;
export type CustomerAddressRow = Selectable<CustomerAddressTable>;
export type NewStore = Insertable<StoreTable>;
export type NewItem = Insertable<ItemTable>;
export type CategoryRow = Selectable<CategoryTable>;
export type BrandRow = Selectable<BrandTable>;
export type ScheduleRow = Selectable<StoreScheduleTable>;
export type BannerRow = Selectable<BannerTable>;
export type CampaignRow = Selectable<CampaignTable>;
export type ItemCampaignRow = Selectable<ItemCampaignTable>;
export type FlashSaleRow = Selectable<FlashSaleTable>;
export type FlashSaleItemRow = Selectable<FlashSaleItemTable>;
export type CouponRow = Selectable<CouponTable>;
export type CashbackRow = Selectable<CashbackTable>;
export type ParcelCategoryRow = Selectable<ParcelCategoryTable>;
export type OrderUpdate = Updateable<OrderTable>;
export type OrderDetailRow = Selectable<OrderDetailTable>;
export type ConversationRow = Selectable<ConversationTable>;
export type MessageRow = Selectable<MessageTable>;
export type NotificationRow = Selectable<NotificationTable>;
export type NewNotification = Insertable<NotificationTable>;
