import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { RenderedWithContext, type ServerValues } from '@/platform/storage';

/**
 * True on a server, and in the browser while the server's page hydrates (`HydrationState`);
 * false in a browser render without it (a test's, say).
 */
const Hydrating = createContext(typeof window === 'undefined');

/**
 * True on a server and while React hydrates a server-rendered page (issue 28), false in any other
 * browser render: what only the browser knows (who the visitor is, their cart) shows only after
 * hydration, so that hydration renders what the server did. React renders a component again
 * right after hydrating it when this turns false.
 */
export function useHydrating(): boolean {
  return useContext(Hydrating);
}

/**
 * Around the app in the browser: `hydrating` while React hydrates the server's page, then false.
 * It turns false in a transition, which React renders in slices between input: a store's change
 * (useSyncExternalStore) renders every reader at once, and the checkout's whole form rendered
 * again in one long task right after hydration. What the page was rendered with
 * (`RenderedWithContext`, storage.ts) is given to its views until then, and turns null with it:
 * storage's readers take this browser's values in the same transition.
 */
export function HydrationState({
  renderedWith,
  onHydrated,
  children,
}: {
  /** what the server's page was rendered with, when it hydrates; else null */
  renderedWith: ServerValues | null;
  /** called once the page is hydrated and shows this browser's values (the transition's end) */
  onHydrated?: () => void;
  children: ReactNode;
}) {
  const [now, setNow] = useState(renderedWith !== null);
  useEffect(() => {
    if (now) startTransition(() => setNow(false));
    else onHydrated?.();
  }, [now, onHydrated]);
  return createElement(
    Hydrating.Provider,
    { value: now },
    createElement(RenderedWithContext.Provider, { value: now ? renderedWith : null }, children),
  );
}

/**
 * How many of a page's parts below its first screen to render now: all of them in a browser
 * render; none while the server's page hydrates, then one more after each frame. Mounted in one
 * commit once hydrated, a module home's dozen sections were one style and layout pass of about
 * 1,300 elements (100-155 ms on a 4x-slowed phone); one a frame, each is its own short task.
 */
export function usePartsInTurn(total: number): number {
  const hydrating = useHydrating();
  const [shown, setShown] = useState(hydrating ? 0 : total);
  useEffect(() => {
    if (hydrating || shown >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame, so that the last part's layout is not in the next part's task.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown((count) => count + 1)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [hydrating, shown, total]);
  return hydrating ? 0 : shown;
}

/**
 * The entries of a list a server renders: a first screen's at every width, two rows of four
 * in a grid, six cards along a rail that scrolls.
 */
export const FIRST_SCREEN_ENTRIES = { grid: 8, rail: 6 } as const;

/**
 * A list's entries to render now: on a server and while its page hydrates, a first screen's;
 * all of them once hydrated, below or beside the first ones. Each card is about 0.1 ms of the
 * server's render (Chakra's styles): forty of them were most of a store page's (issue 39).
 */
export function useFirstScreenWhileHydrating<T>(
  entries: T[],
  list: keyof typeof FIRST_SCREEN_ENTRIES = 'grid',
): T[] {
  const hydrating = useHydrating();
  const count = FIRST_SCREEN_ENTRIES[list];
  return hydrating && entries.length > count ? entries.slice(0, count) : entries;
}
