import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/**
 * One app instance's actor system (DESIGN §2): its query client and its app-wide actors (the
 * session, add to cart, the checkout gate, theme and language). `main.tsx` creates one per page;
 * a test, or a server rendering a page, creates its own: nothing of a visitor lives in module
 * scope, so two customers never share an actor.
 */
export type AppSystem = {
  readonly queryClient: QueryClient;
  /**
   * This app's actor made by `create`: created (and started) the first time it is asked for, by
   * the view or the code that needs it first, then the same one for the app's lifetime.
   */
  actor<T>(create: AppActorCreator<T>): T;
  /** Starts loading a view's code ahead: what a flow's next step is likely to show. */
  preload(view: PreloadableView): void;
};

/** Creates and starts one app-wide actor, wired to the rest of the app through `system`. */
export type AppActorCreator<T> = (system: AppSystem) => T;

/** The views the app's own flows load ahead (the composition root knows where they are). */
export type PreloadableView = 'CartDrawer' | 'CartFlowDialogs' | 'Toaster';

export function createAppSystem({
  queryClient,
  preload = () => {},
}: {
  queryClient: QueryClient;
  preload?: (view: PreloadableView) => void;
}): AppSystem {
  const actors = new Map<AppActorCreator<unknown>, unknown>();
  const system: AppSystem = {
    queryClient,
    actor<T>(create: AppActorCreator<T>): T {
      if (!actors.has(create)) actors.set(create, create(system));
      return actors.get(create) as T;
    },
    preload,
  };
  return system;
}

const AppSystemContext = createContext<AppSystem | null>(null);

export const AppSystemProvider = AppSystemContext.Provider;

/** The app instance this view renders in. */
export function useAppSystem(): AppSystem {
  const system = useContext(AppSystemContext);
  if (!system) throw new Error('useAppSystem outside AppSystemProvider');
  return system;
}

/** This app's actor made by `create` (see `AppSystem.actor`). */
export function useAppActor<T>(create: AppActorCreator<T>): T {
  return useAppSystem().actor(create);
}
