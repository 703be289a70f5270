import { hydrate, type QueryClient } from '@tanstack/react-query';
import { mirroredValuesNow } from '@/platform/cookie-mirror';
import { readRaw, type ServerValues } from '@/platform/storage';
import { sharedValues, type MirroredValues } from '@/platform/storage-cookie';
import { keepServerAnswers } from './query-client';
import { readSsrData } from './ssr-data';

const sameValues = (a: MirroredValues, b: MirroredValues) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Whether the server-rendered page (issue 28) is hydrated: when it was rendered with what this
 * browser stores (the cookie copy can lag: another tab, storage edited), as a guest's or a
 * signed-in customer's page as this browser's is; else it is rendered anew, as the static SPA
 * renders every page. Hydrating, the server's answers go into the query client (hydration asks
 * for none again) and what the page was rendered with is returned: storage's server snapshot
 * while it hydrates (null: rendered anew). Loaded on demand by main.tsx, only for a
 * server-rendered page.
 */
export function prepareHydration(queryClient: QueryClient): ServerValues | null {
  const ssr = readSsrData();
  if (!ssr || ssr.path !== location.pathname || (readRaw('token') !== null) !== ssr.signedIn)
    return null;
  // A guest's public page is rendered from the copy their neighbours share (sharedValues).
  const stored = mirroredValuesNow();
  const renderedFrom = ssr.signedIn || ssr.withGuestId ? stored : sharedValues(stored);
  if (!sameValues(ssr.storage, renderedFrom)) return null;
  // Who the server rendered it for is this browser's visitor (their cookies, never in the page).
  const token = ssr.signedIn ? (readRaw('token') ?? undefined) : undefined;
  const guestId = ssr.withGuestId ? (readRaw('guest_id') ?? undefined) : undefined;
  hydrate(queryClient, ssr.queries);
  keepServerAnswers(queryClient, ssr.queries);
  return { ...ssr.storage, token, guest_id: guestId };
}
