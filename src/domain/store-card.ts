/** SPEC §9: a store card shows total_items minus 1 with '+' when there are more than 2. */
export function totalItemsLabel(totalItems: number): string {
  return totalItems > 2 ? `${totalItems - 1}+` : String(totalItems);
}
