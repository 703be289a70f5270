import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorToast, toastKey } from '@machines/effects';
import type { Wishlist } from '@/api/schemas/wishlist';
import { invalidateWishlists, wishlistQueries } from '@/api/queries/wishlist';
import { addToWishlist, removeFromWishlist } from '@/api/wishlist';
import { useAppSystem } from '@/system/app-system';
import { showToast } from '@/system/run-effects';
import { useSignedIn } from '@/system/use-session';
import { isWished, withWish, withoutWish, type Wish, type WishTarget } from '@/domain/wishlist';
import { useStoredScope } from '@/platform/location-store';
import '@/i18n/texts/shared';

const EMPTY: Wishlist = { item: [], store: [] };

function targetOf(wish: Wish): WishTarget {
  return { kind: wish.kind, id: wish.entry.id };
}

/**
 * The signed-in customer's wishlist in the stored zone and module (SPEC §4: it needs a token and
 * a zone), with add and remove shown at once and undone, with the provider's words, when refused.
 */
export function useWishlist() {
  const queryClient = useQueryClient();
  const { api } = useAppSystem();
  const signedIn = useSignedIn();
  const place = useStoredScope();
  const query = wishlistQueries.of(place.zoneIds, place.module?.id);
  const key = query.queryKey;
  const list = useQuery({ ...query, enabled: signedIn && place.zoneIds !== null });
  const change = useMutation({
    mutationFn: ({ wish, add }: { wish: Wish; add: boolean }) =>
      add ? addToWishlist(api, targetOf(wish)) : removeFromWishlist(api, targetOf(wish)),
    onMutate: async ({ wish, add }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Wishlist>(key);
      const current = previous ?? EMPTY;
      queryClient.setQueryData<Wishlist>(
        key,
        add ? withWish(current, wish) : withoutWish(current, targetOf(wish)),
      );
      return { previous };
    },
    onError: (error, _change, context) => {
      queryClient.setQueryData(key, context?.previous);
      showToast(errorToast(error));
    },
    onSuccess: (message) => showToast({ type: 'toast', status: 'success', message }),
    onSettled: () => invalidateWishlists(queryClient),
  });
  const wished = (target: WishTarget) => isWished(list.data, target);
  const pendingTarget = change.isPending ? targetOf(change.variables.wish) : null;
  return {
    list,
    signedIn,
    wished,
    /** True while this entry's change is on its way: a second click waits for the first. */
    busy: (target: WishTarget) =>
      pendingTarget !== null &&
      pendingTarget.kind === target.kind &&
      pendingTarget.id === target.id,
    /** The heart: guests are told to sign in, and a zone is needed first. */
    toggle: (wish: Wish) => {
      if (!signedIn) return showToast(toastKey('error', 'wishlist.notLoggedIn'));
      if (place.zoneIds === null) return showToast(toastKey('error', 'wishlist.zoneRequired'));
      if (change.isPending) return;
      change.mutate({ wish, add: !wished(targetOf(wish)) });
    },
    remove: (wish: Wish) => change.mutate({ wish, add: false }),
  };
}
