import { startCookieMirror } from '@/platform/cookie-mirror';
import type { AppSystem } from './app-system';
import { createSessionActor } from './session';

/**
 * What the app starts after its first paint (main.tsx), before any view asks for it: the session
 * (guest id, token), and the cookie copy of the stored place, module, language and theme, which
 * a server rendering the next page reads (issue 28).
 */
export function afterFirstPaint(system: AppSystem): void {
  system.actor(createSessionActor);
  startCookieMirror();
  // Connectivity, the service worker and updates (issue 31): a chunk of their own.
  void import('./pwa').then(({ startPwa }) => startPwa(system));
}
