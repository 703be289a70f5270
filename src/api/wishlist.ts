import type { WishTarget } from '@/domain/wishlist';
import { apiRequest } from './client';
import { MessageAnswer } from './schemas/content';
import { Wishlist } from './schemas/wishlist';

function targetFields(target: WishTarget) {
  return target.kind === 'item' ? { item_id: target.id } : { store_id: target.id };
}

/** The signed-in customer's wishlist in the stored zone and module. */
export function fetchWishlist(signal?: AbortSignal) {
  return apiRequest('customer/wish-list', Wishlist, { signal });
}

/** Answers the provider's words ('Successfully added!'). */
export async function addToWishlist(target: WishTarget): Promise<string> {
  const answer = await apiRequest('customer/wish-list/add', MessageAnswer, {
    method: 'POST',
    body: targetFields(target),
  });
  return answer.message;
}

export async function removeFromWishlist(target: WishTarget): Promise<string> {
  const answer = await apiRequest('customer/wish-list/remove', MessageAnswer, {
    method: 'DELETE',
    query: targetFields(target),
  });
  return answer.message;
}
