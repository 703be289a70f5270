/**
 * SPEC §2 `/parcel-delivery-info?category=…&step=details|summary`: the chosen parcel category
 * and the form's step. The machine owns the step; the URL follows it (pushed, so Back returns to
 * the form) and a reload, which starts a new form, heals `summary` back to `details`.
 */
export type ParcelStep = 'details' | 'summary';

export const PARCEL_DELIVERY_PATH = '/parcel-delivery-info';

export function parcelDeliveryStateOf(search: string): {
  categoryId: number | null;
  step: ParcelStep;
} {
  const params = new URLSearchParams(search);
  const raw = Number(params.get('category'));
  return {
    categoryId: Number.isInteger(raw) && raw > 0 ? raw : null,
    step: params.get('step') === 'summary' ? 'summary' : 'details',
  };
}

export function parcelDeliveryHref(categoryId: number, step: ParcelStep = 'details'): string {
  return `${PARCEL_DELIVERY_PATH}?${new URLSearchParams({ category: String(categoryId), step }).toString()}`;
}
