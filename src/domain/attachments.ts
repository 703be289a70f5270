/**
 * Images attached by the customer: prescription images (SPEC §5: at least one) and chat images
 * (SPEC §5: at most 3 per message). The files themselves stay with the view; flows keep these
 * descriptions.
 */
export type Attachment = {
  /** Unique within the form (the view makes it, e.g. from the file's name and time). */
  id: string;
  name: string;
  /** MIME type, e.g. image/png. */
  type: string;
  /** Bytes. */
  size: number;
};

/** SPEC §5: 'Maximum 3 images can be send at a time.' */
export const MAX_CHAT_IMAGES = 3;

/** Whether adding `added` to `current` would go over `max` images. */
export function exceedsImageLimit(
  current: readonly Attachment[],
  added: readonly Attachment[],
  max = MAX_CHAT_IMAGES,
): boolean {
  return withImages(current, added).length > max;
}

/** `current` followed by the new ones (an attachment already there is not added twice). */
export function withImages(
  current: readonly Attachment[],
  added: readonly Attachment[],
): Attachment[] {
  const ids = new Set(current.map((attachment) => attachment.id));
  return [...current, ...added.filter((attachment) => !ids.has(attachment.id))];
}

export function withoutImage(current: readonly Attachment[], id: string): Attachment[] {
  return current.filter((attachment) => attachment.id !== id);
}

/** SPEC §5: prescription orders need an image ('Please upload your prescription image'). */
export function hasImage(current: readonly Attachment[]): boolean {
  return current.length > 0;
}
