import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { bindApiClient, type ApiClient } from '@/api/client';
import { readRaw, type StorageReader } from '@/platform/storage';

/**
 * One app instance's actor system (DESIGN §2): its query client and its app-wide actors (the
 * session, add to cart, the checkout gate, theme and language). `main.tsx` creates one per page;
 * a test, or a server rendering a page, creates its own: nothing of a visitor lives in module
 * scope, so two customers never share an actor.
 */
export type AppSystem = {
  readonly queryClient: QueryClient;
  /** how this app reaches the provider (its queries too: `apiOf(queryClient)`) */
  readonly api: ApiClient;
  /**
   * What this app's visitor has stored: this browser's storage, or on a server, the request's
   * cookie copy (the actors' first states and the contract's headers are read from it)
   */
  readonly stored: StorageReader;
  /**
   * This app's actor made by `create`: created (and started, but on a server) the first time it
   * is asked for, by the view or the code that needs it first, then the same one for the app's
   * lifetime.
   */
  actor<T extends AppActor>(create: AppActorCreator<T>): T;
  /** Starts loading a view's code ahead: what a flow's next step is likely to show. */
  preload(view: PreloadableView): void;
};

/** What an app-wide actor is to the system: something it starts. */
export type AppActor = { start(): unknown };

/**
 * Creates one app-wide actor, wired to the rest of the app through `system`, not yet started:
 * the system starts it.
 */
export type AppActorCreator<T extends AppActor> = (system: AppSystem) => T;

/** The views the app's own flows load ahead (the composition root knows where they are). */
export type PreloadableView = 'CartDrawer' | 'CartFlowDialogs' | 'Toaster';

/**
 * `startsActors: false` on a server rendering a page: its actors are created from what the
 * request's cookie copy of storage says and render their first state, but none runs (as React
 * runs no effect there): the session asks for no guest id and knows no token, so the page is a
 * guest's, the same for every customer in a zone, module and language.
 */
export function createAppSystem({
  queryClient,
  api,
  stored = readRaw,
  preload = () => {},
  startsActors = true,
}: {
  queryClient: QueryClient;
  /** this app's API client, made knowing the system (a 401 ends its session) */
  api: (system: AppSystem) => ApiClient;
  stored?: StorageReader;
  preload?: (view: PreloadableView) => void;
  startsActors?: boolean;
}): AppSystem {
  const actors = new Map<AppActorCreator<AppActor>, AppActor>();
  let client: ApiClient | undefined;
  const system: AppSystem = {
    queryClient,
    stored,
    get api() {
      client ??= api(system);
      return client;
    },
    actor<T extends AppActor>(create: AppActorCreator<T>): T {
      if (!actors.has(create)) {
        const made = create(system);
        actors.set(create, made);
        if (startsActors) made.start();
      }
      return actors.get(create) as T;
    },
    preload,
  };
  bindApiClient(queryClient, system.api);
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
export function useAppActor<T extends AppActor>(create: AppActorCreator<T>): T {
  return useAppSystem().actor(create);
}
