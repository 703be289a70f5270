/** Brands by name, A to Z (`asc`) or Z to A (`desc`), in the reader's language's order. */
export function sortBrands<T extends { name: string }>(
  brands: readonly T[],
  order: 'asc' | 'desc',
  locale: string,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const sorted = [...brands].sort((a, b) => collator.compare(a.name, b.name));
  return order === 'desc' ? sorted.reverse() : sorted;
}
