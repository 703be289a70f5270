/**
 * Photos of a refund request or of an item review (the provider's rule, server/services/refunds.ts
 * and reviews.ts): at most 3, jpg, png or gif, 2 MB each. Answers the i18n key of the first
 * problem, or null.
 */
export const MAX_REFUND_IMAGES = 3;
export const REFUND_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type ImageFacts = { type: string; size: number };

export function refundImagesProblem(images: readonly ImageFacts[]): string | null {
  if (images.length > MAX_REFUND_IMAGES) return 'myOrders.tooManyImages';
  if (images.some((image) => !(REFUND_IMAGE_TYPES as readonly string[]).includes(image.type)))
    return 'myOrders.imageType';
  if (images.some((image) => image.size > MAX_IMAGE_BYTES)) return 'myOrders.imageSize';
  return null;
}
