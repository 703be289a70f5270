/** How long server data stays fresh (SPEC §9 caches); checkout and tracking are always live. */
export const CACHE_TIERS = {
  live: 0,
  /**
   * The cart: every change answers the whole cart or asks again (invalidation). Views that mount
   * or switch to it a moment after it was read use that answer: a hydrated page's item cards and
   * header badge, each asking again as it rendered, made the page render again in one long task.
   */
  cart: 3_000,
  config: 10 * 60_000,
  categories: 5 * 60_000,
  featuredCategories: 8 * 60_000,
  banners: 5 * 60_000,
  search: 300_000,
  popularItems: 300_000,
  commonConditions: 480_000,
  catalogue: 60_000,
  /**
   * The customer's wishlist: changed here through the hearts and the drawer, which update it at
   * once and ask again after; every heart that mounts (a page of cards) need not ask for it.
   */
  wishlist: 60_000,
} as const;
