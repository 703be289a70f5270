import { startCookieMirror } from '@/platform/cookie-mirror';
import { cartQueries } from '@/api/queries/cart';
import type { AppSystem } from '@/system/app-system';
import { createSessionActor } from '@/system/session';
import { cartKeyNow } from '@/system/use-cart';

/**
 * What the app starts after its first paint (main.tsx), before any view asks for it: the session
 * (guest id, token) and the visitor's cart, and the cookie copy of the stored place, module,
 * language and theme, which a server rendering the next page reads (issue 28). Each part is
 * followed by `between` (main.tsx: the next task): together they made one long task.
 */
export async function afterFirstPaint(
  system: AppSystem,
  between: () => Promise<void>,
): Promise<void> {
  system.actor(createSessionActor);
  await between();
  // The cart of the item cards' steppers and the header's badge, asked for before they show it
  // (after hydration): they find it answered, fresh, and do not ask again as they render.
  const cart = cartKeyNow(system);
  const [, { guestId, moduleId }] = cart;
  if (guestId !== null && moduleId !== undefined && !system.queryClient.getQueryData(cart))
    void system.queryClient.prefetchQuery(cartQueries.of(guestId, moduleId));
  await between();
  startCookieMirror();
  // Connectivity, the service worker and updates (issue 31): a chunk of their own.
  void import('@/system/pwa').then(({ startPwa }) => startPwa(system));
}
