import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initI18n } from '@/i18n';
import { browserApiClient } from './api-headers';
import { App } from './App';
import { createAppSystem } from '@/system/app-system';
import { buildChakraThemeInParts } from './chakra-theme';
import { fillFeatureSlots } from '@/components/feature-slots';
import { featureSlots, preloadView } from './lazy-features';
import { createQueryClient } from './query-client';
import { loadNavbarViews } from './Navbar';
import { loadPageOf } from './routes';
import { dropEarlyTaps, replayEarlyTaps } from './early-taps';
import { HydrationState } from '@/components/use-hydrating';
import { adoptUrlLanguage } from '@/system/url/page-language';
import { keepFocusInPlace } from '@/platform/focus-keeper';

import './fonts.css';
import './motion.css';
// In the first CSS file: every server-rendered list shows cards before any chunk of code loads.
import '@/components/item-card.css';
import '@/features/store/store-header.css';

// The composition root: this page's one actor system, created here and handed down by context.
adoptUrlLanguage();
keepFocusInPlace();
fillFeatureSlots(featureSlots);
const system = createAppSystem({
  queryClient: createQueryClient(),
  api: browserApiClient,
  preload: preloadView,
});

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
// the texts, the page's code, Chakra's system in parts, then React's first render.
// Marks of the start's steps, seen in a performance trace (bench, DevTools).
const mark = (step: string) => performance.mark(`start:${step}`);
void Promise.all([
  nextTask()
    .then(initI18n)
    .then(() => mark('texts')),
  hydration,
]).then(async ([, renderedWith]) => {
  const hydrating = renderedWith !== null && renderedWith !== undefined;
  if (!root) return;
  mark('hydration-data');
  // The page's code before hydration starts: hydrated in one pass, every button works at its
  // end. After the texts: the page's own texts join the catalogue of the language (feature-texts.ts).
  // Each asked for in a task of its own: asking is work too (Vite's preload links for each
  // chunk a page needs), and together with the server data's reading it made one long task.
  if (hydrating) {
    await nextTask();
    const page = loadPageOf(location.pathname);
    await nextTask();
    await Promise.all([page, loadNavbarViews()]);
  }
  mark('page-code');
  await nextTask();
  const theme = await buildChakraThemeInParts(nextTask);
  mark('theme');
  await nextTask();
  // Hydrated: the server's page is React's, and shows this browser's values (HydrationState).
  let done = () => {};
  const hydrated = hydrating ? new Promise<void>((resolve) => (done = resolve)) : Promise.resolve();
  const app = (
    <StrictMode>
      <HydrationState renderedWith={hydrating ? renderedWith : null} onHydrated={done}>
        <App theme={theme} system={system} />
      </HydrationState>
    </StrictMode>
  );
  // Either way a transition: React renders the first tree in slices and the main thread stays
  // free for input (the landing is already painted by the build: scripts/prepaint.mjs).
  if (hydrating) {
    // In a transition: React hydrates in slices of a few milliseconds, yielding to input between
    // them, instead of in one long task (a phone's main thread blocked for hundreds of ms).
    startTransition(() => {
      hydrateRoot(root, app, {
        // A mismatch React recovers from by rendering anew: said, so that tests see it.
        onRecoverableError: (error) => console.error('hydration:', error),
      });
    });
  } else {
    dropEarlyTaps();
    startTransition(() => createRoot(root).render(app));
  }
  // The session and the cookie copy of storage start after the first paint; then the taps made
  // before the page was hydrated reach it (early-taps.ts).
  const { afterFirstPaint } = await import('./after-first-paint');
  void afterFirstPaint(system, nextTask);
  await hydrated;
  mark('rendered');
  await nextTask();
  replayEarlyTaps();
  // Said on the page (tests wait for it): the server's page is the app now.
  if (hydrating) document.documentElement.setAttribute('data-hydrated', '');
});
