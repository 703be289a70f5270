/** The system share sheet (Web Share API) where the browser has one. */
export function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Opens the share sheet; a dismissed sheet is not an error. */
export async function shareText(data: { title: string; text: string; url: string }): Promise<void> {
  try {
    await navigator.share(data);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn(error);
  }
}
