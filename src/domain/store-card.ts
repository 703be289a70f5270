/**
 * SPEC §9: a store card shows total_items minus 1 with '+' when there are more than 2
 * (`more`: the '+' is shown); otherwise the number itself.
 */
export function totalItemsShown(totalItems: number): { count: number; more: boolean } {
  return totalItems > 2
    ? { count: totalItems - 1, more: true }
    : { count: totalItems, more: false };
}
