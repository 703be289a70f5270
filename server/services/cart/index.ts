/**
 * The cart: per owner (guest or customer) and per module, one store at a time. Every answer is
 * the whole cart. Prices are recomputed from the catalogue on every change.
 *
 * A line names an item (`model` "Item", `carts.item_id`) or, for signed-in customers only, a
 * campaign item (`model` "ItemCampaign", `carts.item_campaign_id`, 0005_campaign_cart) while
 * its campaign runs. Both are priced, limited and stocked the same way, from their own row.
 */

export {
  CAMPAIGN_LOGIN_MESSAGE,
  DIFFERENT_STORE_MESSAGE,
  lineModel,
  lineProductId,
  productName,
  readModel,
  type CartModel,
  type CartProduct,
} from './model';
export { listCart, serializeCartRow, type CartRowJson } from './list';
export { addToCart, clearCart, removeCartItem, updateCart } from './edit';
export { mergeGuestCart } from './merge';
