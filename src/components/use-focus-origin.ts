import { useLayoutEffect, useRef } from 'react';
import { focusFallback, placeOf } from '@/platform/focus-keeper';

/**
 * For a dialog's or drawer's `finalFocusEl`: the control that had focus when it opened, or, when
 * a render replaced that control meanwhile (Add became a stepper while the dialog was open), the
 * one now in its place; none: the dialog's own choice. A view shown only while open goes without
 * closing: then focus lost with it goes there too, else into a dialog still open or to the
 * page's main region (`focusFallback`: opened with the page, or its opener gone with the
 * signed-in header).
 */
export function useFocusOrigin(open: boolean): () => HTMLElement | null {
  const origin = useRef<() => HTMLElement | null>(() => null);
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    const place = opener && opener !== document.body ? placeOf(opener) : () => null;
    origin.current = place;
    return () =>
      queueMicrotask(() => {
        const active = document.activeElement;
        if (!active || active === document.body) (place() ?? focusFallback())?.focus();
      });
  }, [open]);
  return () => origin.current();
}
