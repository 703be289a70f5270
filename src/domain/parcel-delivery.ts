/**
 * SPEC §2 `/parcel-delivery-info?category=…&step=details|summary`: the chosen parcel category
 * and the form's step. The parcel order machine owns the step: it says where the URL goes when
 * the step changes (pushed, so Back returns to the form), hears the URL's step when Back or
 * Forward changes it, and heals `summary` back to `details` after a reload (a new form).
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
