import {
  createContext,
  createElement,
  memo,
  startTransition,
  use,
  useContext,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useHydrating } from './use-hydrating';

/** On a server: told the `module` of each view with `hydrates` that a page rendered. */
export const RenderedModules = createContext<((module: string) => void) | null>(null);

type Options = { loadsItself?: boolean; fallback?: ReactNode } & (
  { hydrates: true; module: string } | { hydrates?: false; module?: undefined }
);

/**
 * A view whose code loads on demand and that renders, once loaded, outside any Suspense boundary.
 * React shows what a boundary suspended for no sooner than 300 ms after it showed the fallback
 * (FALLBACK_THROTTLE_MS in react-dom, on a timer): every drawer or dialog behind `lazy()` took at
 * least that long to open the first time, even with its code loaded ahead (issue 16).
 *
 * Used like `lazy()`'s component: mounted, it loads its code (unless `loadsItself` is false: then
 * something else calls `load()`) and renders `fallback` (nothing by default; a use's own
 * `whileLoading` prop instead, when given) until the code is in. `load()` starts loading ahead
 * (once; again after a failure, which it reports as a warning: a handler can call it as is).
 * Typed like `lazy()`: any component, its props taken from it.
 *
 * `hydrates`: on a server, and while React hydrates a server-rendered page, the view suspends
 * until its code is in instead of rendering `fallback`: the server renders the view itself, and
 * hydration keeps the server's markup meanwhile (a route's page, issue 28). Its `module` is the
 * source file `importer` loads, as the build's manifest names it: the server lists the code of the
 * views a page rendered (`RenderedModules`), and the browser asks for it beside the entry instead
 * of after it (http/ssr.ts, scripts/prepaint.mjs).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyView<View extends ComponentType<any>>(
  importer: () => Promise<{ default: View }>,
  { loadsItself = true, fallback = null, hydrates = false, module }: Options = {},
): ComponentType<ComponentProps<View> & { whileLoading?: ReactNode }> & {
  load: () => Promise<void>;
} {
  let view: View | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const load = () =>
    (loading ??= importer().then(
      (module) => {
        // Memoised: the view renders again only when its props change, not each time this
        // wrapper does (right after hydration, every wrapper renders again at once: useHydrating).
        view = memo(module.default) as unknown as View;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        // Offline, say: the next load() (the next mount, the next point at a button) asks again.
        loading = null;
        console.warn(error);
      },
    ));
  function LazyView({
    whileLoading,
    ...props
  }: ComponentProps<View> & { whileLoading?: ReactNode }) {
    // Loaded already: shown in this very render. Loaded later: shown by a transition, which React
    // renders in slices; an update from useSyncExternalStore renders at once, in one task, and a
    // page's sections arriving together (the landing's picker and footer) made long tasks.
    const [loaded, setLoaded] = useState(() => view);
    const rendered = useContext(RenderedModules);
    if (rendered && module) rendered(module);
    if (useHydrating() && hydrates && !loaded) use(load());
    useEffect(() => {
      if (loaded) return;
      const show = () => startTransition(() => setLoaded(() => view));
      if (view) return show();
      listeners.add(show);
      if (loadsItself) void load();
      return () => void listeners.delete(show);
    }, [loaded]);
    return loaded ? createElement(loaded, props) : (whileLoading ?? fallback);
  }
  return Object.assign(LazyView, { load });
}
