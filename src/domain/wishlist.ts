import type { Item, Store } from '@/api/schemas/catalogue';

/** What a wishlist entry points at: an item or a store. */
export type WishTarget = { kind: 'item' | 'store'; id: number };

type Entry = { id: number };

/** What a wishlist heart is for: an item or a store. */
export type Wish = { kind: 'item'; entry: Item } | { kind: 'store'; entry: Store };
export type WishLists<I extends Entry, S extends Entry> = { item: I[]; store: S[] };

export function isWished<I extends Entry, S extends Entry>(
  lists: WishLists<I, S> | undefined,
  target: WishTarget,
): boolean {
  return (lists?.[target.kind] ?? []).some((entry: Entry) => entry.id === target.id);
}

/** The lists with `entry` first in its tab (the provider lists the newest first). */
export function withWish<I extends Entry, S extends Entry>(
  lists: WishLists<I, S>,
  wish: { kind: 'item'; entry: I } | { kind: 'store'; entry: S },
): WishLists<I, S> {
  if (isWished(lists, { kind: wish.kind, id: wish.entry.id })) return lists;
  return wish.kind === 'item'
    ? { ...lists, item: [wish.entry, ...lists.item] }
    : { ...lists, store: [wish.entry, ...lists.store] };
}

export function withoutWish<I extends Entry, S extends Entry>(
  lists: WishLists<I, S>,
  target: WishTarget,
): WishLists<I, S> {
  return target.kind === 'item'
    ? { ...lists, item: lists.item.filter((entry) => entry.id !== target.id) }
    : { ...lists, store: lists.store.filter((entry) => entry.id !== target.id) };
}

/** SPEC §2: the drawer's tabs are foods and restaurants in food, items and stores elsewhere. */
export function wishlistTabNames(moduleType: string | undefined): { item: string; store: string } {
  return moduleType === 'food'
    ? { item: 'foods', store: 'restaurants' }
    : { item: 'items', store: 'stores' };
}
