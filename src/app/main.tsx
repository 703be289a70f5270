import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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

/** The rest of the start waits for the next task: what came before it is a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The start in tasks of their own (none long enough to hold input up): the entry's evaluation,
// Chakra's system, then React's first render.
void initI18n().then(async () => {
  if (!root) return;
  await nextTask();
  const theme = buildChakraTheme();
  await nextTask();
  // A transition: React renders the first tree in slices and the main thread stays free for
  // input (the landing is already painted by the build: scripts/prepaint.mjs).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App theme={theme} system={system} />
      </StrictMode>,
    ),
  );
  // The session (guest id, token) starts after the first paint, before any view asks for it.
  void import('./session').then(({ createSessionActor }) => system.actor(createSessionActor));
});
