/** What the catalogue pages' URLs hold beside their path (app/url/catalogue.ts writes them). */

function positiveInt(raw: string | null): number | null {
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export type CategoryTab = 'items' | 'stores';

/** `/category/{id}?sub={childId}&tab=stores`: the chosen sub-category and tab. */
export function categoryViewFromParams(params: URLSearchParams): {
  sub: number | null;
  tab: CategoryTab;
} {
  return {
    sub: positiveInt(params.get('sub')),
    tab: params.get('tab') === 'stores' ? 'stores' : 'items',
  };
}

/** The category whose items (or stores) show: the chosen sub-category it has, else itself. */
export const shownCategoryId = (
  category: { id: number; childes: { id: number }[] },
  sub: number | null,
): number => category.childes.find((child) => child.id === sub)?.id ?? category.id;

/** `/flash-sales?id={flashSaleId}` (SPEC §2); null when the URL names none. */
export const flashSaleIdOf = (params: URLSearchParams): number | null =>
  positiveInt(params.get('id'));

/** `/campaigns/{id}`: its number (0, which no campaign has, for anything else). */
export const campaignIdOf = (id: string): number => (/^\d+$/.test(id) ? Number(id) : 0);
