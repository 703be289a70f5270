import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initI18n } from '@/i18n';
import { wireApiHeaders } from './api-headers';
import { App } from './App';
import { createAppSystem } from './app-system';
import { buildChakraTheme } from './chakra-theme';
import { fillFeatureSlots } from './feature-slots';
import { featureSlots, preloadView } from './lazy-features';
import { createQueryClient } from './query-client';

import './fonts.css';

// The composition root: this page's one actor system, created here and handed down by context.
fillFeatureSlots(featureSlots);
const system = createAppSystem({ queryClient: createQueryClient(), preload: preloadView });
wireApiHeaders(system);

const root = document.getElementById('root');

/**
 * A page the server rendered (issue 28): what hydrates it loads beside the i18n's start (its own
 * chunk: the static SPA's first paint does without it). Null: rendered anew.
 */
const hydration =
  // ssr-data.ts's SSR_DATA_ID (the entry carries no more of that module).
  document.getElementById('ssr-data') &&
  import('./hydration').then((module) => module.prepareHydration(system.queryClient));

/** The rest of the start waits for the next task: what came before it is a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The start in tasks of their own (none long enough to hold input up): the entry's evaluation,
// Chakra's system, then React's first render.
void Promise.all([initI18n(), hydration]).then(async ([, hydrating]) => {
  if (!root) return;
  await nextTask();
  const theme = buildChakraTheme();
  await nextTask();
  const app = (
    <StrictMode>
      <App theme={theme} system={system} />
    </StrictMode>
  );
  // Hydration React renders in slices itself. Otherwise a transition: React renders the first
  // tree in slices and the main thread stays free for input (the landing is already painted by
  // the build: scripts/prepaint.mjs).
  if (hydrating) hydrateRoot(root, app);
  else startTransition(() => createRoot(root).render(app));
  // The session and the cookie copy of storage start after the first paint.
  void import('./after-first-paint').then(({ afterFirstPaint }) => afterFirstPaint(system));
});
