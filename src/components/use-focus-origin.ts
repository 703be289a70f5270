import { useLayoutEffect, useRef } from 'react';
import { placeOf } from '@/platform/focus-keeper';

/**
 * For a dialog's or drawer's `finalFocusEl`: the control that had focus when it opened, or, when
 * a render replaced that control meanwhile (Add became a stepper while the dialog was open), the
 * one now in its place; else (opened with the page, or its opener gone with the signed-in
 * header) the page's main region. A view shown only while open goes without closing: then focus
 * lost with it goes back there too.
 */
export function useFocusOrigin(open: boolean): () => HTMLElement | null {
  const origin = useRef<() => HTMLElement | null>(() => null);
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    const place = opener && opener !== document.body ? placeOf(opener) : () => null;
    const back = () => place() ?? document.querySelector<HTMLElement>('main');
    origin.current = back;
    return () =>
      queueMicrotask(() => {
        const active = document.activeElement;
        if (!active || active === document.body) back()?.focus();
      });
  }, [open]);
  return () => origin.current();
}
