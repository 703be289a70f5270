import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { focusFallback } from '@/platform/focus-keeper';

/**
 * When the page changes under keyboard focus (a link, a dialog or a list entry that took the old
 * page with it), focus goes to the new page's main region, where reading and Tab go on (or into
 * a dialog still open: `focusFallback`); focus still on a control (the header search, a navbar
 * link) stays there. Not on the first page.
 */
export function RouteFocus() {
  const [path] = useLocation();
  const shown = useRef(path);
  useEffect(() => {
    if (shown.current === path) return;
    shown.current = path;
    const rescue = () => {
      const active = document.activeElement;
      if (!active || active === document.body) focusFallback()?.focus({ preventScroll: true });
    };
    rescue();
    // A dialog closing with the old page gives focus back a frame later, or loses it then.
    const frame = requestAnimationFrame(rescue);
    return () => cancelAnimationFrame(frame);
  }, [path]);
  return null;
}
