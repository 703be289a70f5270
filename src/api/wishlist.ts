import type { WishTarget } from '@/domain/wishlist';
import type { ApiClient } from './client';
import { MessageAnswer } from './schemas/content';
import { Wishlist } from './schemas/wishlist';

function targetFields(target: WishTarget) {
  return target.kind === 'item' ? { item_id: target.id } : { store_id: target.id };
}

/** The signed-in customer's wishlist in the stored zone and module. */
export function fetchWishlist(api: ApiClient, signal?: AbortSignal) {
  return api.request('customer/wish-list', Wishlist, { signal });
}

/** Answers the provider's words ('Successfully added!'). */
export async function addToWishlist(api: ApiClient, target: WishTarget): Promise<string> {
  const answer = await api.request('customer/wish-list/add', MessageAnswer, {
    method: 'POST',
    body: targetFields(target),
  });
  return answer.message;
}

export async function removeFromWishlist(api: ApiClient, target: WishTarget): Promise<string> {
  const answer = await api.request('customer/wish-list/remove', MessageAnswer, {
    method: 'DELETE',
    query: targetFields(target),
  });
  return answer.message;
}
