import {
  createElement,
  useEffect,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * A view whose code loads on demand and that renders, once loaded, outside any Suspense boundary.
 * React shows what a boundary suspended for no sooner than 300 ms after it showed the fallback
 * (FALLBACK_THROTTLE_MS in react-dom, on a timer): every drawer or dialog behind `lazy()` took at
 * least that long to open the first time, even with its code loaded ahead (issue 16).
 *
 * Used like `lazy()`'s component: mounted, it loads its code (unless `loadsItself` is false: then
 * something else calls `load()`) and renders `fallback` (nothing by default) until the code is
 * in. `load()` starts loading ahead (once; again after a failure).
 */
export function lazyView<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  { loadsItself = true, fallback = null }: { loadsItself?: boolean; fallback?: ReactNode } = {},
): ComponentType<P> & { load: () => Promise<void> } {
  let view: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const load = () =>
    (loading ??= importer().then(
      (module) => {
        view = module.default;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  function LazyView(props: P) {
    const loaded = useSyncExternalStore(
      subscribe,
      () => view,
      () => null,
    );
    useEffect(() => {
      // A chunk that failed to load (offline) is asked for again the next time this mounts.
      if (loadsItself && !loaded) load().catch((error: unknown) => console.warn(error));
    }, [loaded]);
    return loaded ? createElement(loaded, props) : fallback;
  }
  return Object.assign(LazyView, { load });
}

/** The cart drawer: ahead when the cart button is pointed at or focused, or a line is added. */
export const CartDrawer = lazyView(() => import('@/features/cart/CartDrawer'));

/** Toasts: loaded by the first one (`showToast`; the toaster's store keeps toasts made before). */
export const Toaster = lazyView(() => import('@/components/toaster'), { loadsItself: false });

/**
 * The add-to-cart and checkout-gate dialogs: loaded when those flows start (`cart-flow.ts`),
 * the only way they can open.
 */
export const CartFlowDialogs = lazyView(() => import('@/features/cart/CartFlowDialogs'), {
  loadsItself: false,
});
