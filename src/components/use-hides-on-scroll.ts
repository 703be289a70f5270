import { useEffect, useState, type RefObject } from 'react';

/**
 * How far (px) the page moves the other way before the bar follows: a shaky finger, or the
 * browser nudging the page as content above settles (scroll anchoring), does not flicker it.
 */
const SLACK = 24;

/** Whether the bar is out of view, and where the page was when that last changed (or last moved on). */
export type ScrollHiding = { hidden: boolean; anchor: number };

/**
 * The next state at scroll position `y`: shown at the top (`top`: the bar's own height), hidden
 * once the page has gone `SLACK` down, shown again once it has come `SLACK` back up. While it goes
 * on the same way the anchor follows, so coming back is measured from the turning point.
 */
export function nextScrollHiding(state: ScrollHiding, y: number, top: number): ScrollHiding {
  if (y <= top) return { hidden: false, anchor: y };
  const moved = y - state.anchor;
  if (state.hidden ? moved >= 0 : moved <= 0) return { hidden: state.hidden, anchor: y };
  if (Math.abs(moved) < SLACK) return state;
  return { hidden: !state.hidden, anchor: y };
}

/**
 * A bar that slides out of view while the customer scrolls down and comes back on the way up, at
 * the top of the page, and whenever focus moves into it (issue 31: a phone's screen is for
 * shopping). The element's `data-hidden` says so; its style (src/app/navbar.css) moves it away
 * below 1180 px only, at once for visitors who prefer reduced motion, and keeps it while a
 * control in it has the keyboard's focus. Nothing is read before the page is in the browser:
 * the server and hydration render it shown.
 */
export function useHidesOnScroll(target: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let state: ScrollHiding = { hidden: false, anchor: window.scrollY };
    const update = (next: ScrollHiding) => {
      if (next.hidden !== state.hidden) setHidden(next.hidden);
      state = next;
    };
    const onScroll = () => update(nextScrollHiding(state, window.scrollY, element.offsetHeight));
    const onFocus = () => update({ hidden: false, anchor: window.scrollY });
    window.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('scroll', onScroll);
      element.removeEventListener('focusin', onFocus);
    };
  }, [target]);
  return hidden;
}
