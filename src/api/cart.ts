import type { ApiClient } from './client';
import { Cart, GuestAnswer } from './schemas/cart';

type Owner = { guestId: string | null };

function ownerQuery(owner: Owner) {
  return owner.guestId ? { guest_id: owner.guestId } : {};
}

export async function requestGuestId(api: ApiClient): Promise<string> {
  const answer = await api.request('auth/guest/request', GuestAnswer, { method: 'POST' });
  return String(answer.guest_id);
}

export function fetchCart(api: ApiClient, owner: Owner, signal?: AbortSignal) {
  return api.request('customer/cart/list', Cart, { query: ownerQuery(owner), signal });
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

/** `Idempotency-Key` of a change replayed from the offline outbox: made once however often sent. */
function once(idempotencyKey: string | undefined) {
  return idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {};
}

export function addCartItem(
  api: ApiClient,
  owner: Owner,
  line: CartLinePayload,
  idempotencyKey?: string,
) {
  return api.request('customer/cart/add', Cart, {
    method: 'POST',
    body: { ...ownerQuery(owner), ...lineBody(line) },
    ...once(idempotencyKey),
  });
}

/** A new quantity for a line; its options stay as they are. */
export function updateCartQuantity(
  api: ApiClient,
  owner: Owner,
  cartId: number,
  quantity: number,
  idempotencyKey?: string,
) {
  return api.request('customer/cart/update', Cart, {
    method: 'POST',
    body: { ...ownerQuery(owner), cart_id: cartId, quantity },
    ...once(idempotencyKey),
  });
}

export function removeCartLine(
  api: ApiClient,
  owner: Owner,
  cartId: number,
  idempotencyKey?: string,
) {
  return api.request('customer/cart/remove-item', Cart, {
    method: 'DELETE',
    query: { ...ownerQuery(owner), cart_id: cartId },
    ...once(idempotencyKey),
  });
}

export function clearCart(api: ApiClient, owner: Owner) {
  return api.request('customer/cart/remove', Cart, { method: 'DELETE', query: ownerQuery(owner) });
}
