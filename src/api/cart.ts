import { apiRequest } from './client';
import { Cart, GuestAnswer } from './schemas/cart';

type Owner = { guestId: string | null };

function ownerQuery(owner: Owner) {
  return owner.guestId ? { guest_id: owner.guestId } : {};
}

export async function requestGuestId(): Promise<string> {
  const answer = await apiRequest('auth/guest/request', GuestAnswer, { method: 'POST' });
  return String(answer.guest_id);
}

export function fetchCart(owner: Owner, signal?: AbortSignal) {
  return apiRequest('customer/cart/list', Cart, { query: ownerQuery(owner), signal });
}

export type CartLinePayload = {
  itemId: number;
  quantity: number;
  price: number;
  variation?: unknown[];
  addOnIds?: number[];
  addOnQtys?: number[];
};

function lineBody(line: CartLinePayload) {
  return {
    item_id: line.itemId,
    model: 'Item',
    quantity: line.quantity,
    price: line.price,
    variation: line.variation ?? [],
    add_on_ids: line.addOnIds ?? [],
    add_on_qtys: line.addOnQtys ?? [],
  };
}

export function addCartItem(owner: Owner, line: CartLinePayload) {
  return apiRequest('customer/cart/add', Cart, {
    method: 'POST',
    body: { ...ownerQuery(owner), ...lineBody(line) },
  });
}

/** A new quantity for a line; its options stay as they are. */
export function updateCartQuantity(owner: Owner, cartId: number, quantity: number) {
  return apiRequest('customer/cart/update', Cart, {
    method: 'POST',
    body: { ...ownerQuery(owner), cart_id: cartId, quantity },
  });
}

export function removeCartLine(owner: Owner, cartId: number) {
  return apiRequest('customer/cart/remove-item', Cart, {
    method: 'DELETE',
    query: { ...ownerQuery(owner), cart_id: cartId },
  });
}

export function clearCart(owner: Owner) {
  return apiRequest('customer/cart/remove', Cart, { method: 'DELETE', query: ownerQuery(owner) });
}
