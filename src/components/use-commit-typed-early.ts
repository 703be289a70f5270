import { useEffect, type RefObject } from 'react';

/**
 * A field that commits on blur (SPEC §9), in a form the server rendered (issue 28): what was typed
 * into it before the page was hydrated is in the page, but its blur reached no one. Committed
 * once the field is live; later changes commit on blur as usual.
 */
export function useCommitTypedEarly(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  rendered: string,
  commit: (value: string) => void,
): void {
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== rendered) commit(typed);
    // Once, when the field goes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
