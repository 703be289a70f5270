import type { Attachment } from './attachments';

/** What the provider takes as a prescription image (CONTRACT: jpg, png, gif; 2 MB each; 5). */
export const PRESCRIPTION_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const PRESCRIPTION_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const MAX_PRESCRIPTION_IMAGES = 5;

export type ImageProblem = 'type' | 'size' | 'count';

/** Why a chosen file cannot be attached, or null when it can. */
export function prescriptionImageProblem(
  file: Pick<Attachment, 'type' | 'size'>,
  attachedCount: number,
): ImageProblem | null {
  if (!(PRESCRIPTION_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PRESCRIPTION_IMAGE_MAX_BYTES) return 'size';
  if (attachedCount >= MAX_PRESCRIPTION_IMAGES) return 'count';
  return null;
}
