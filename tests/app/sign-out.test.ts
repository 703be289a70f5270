// @vitest-environment jsdom
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { cartQueries } from '@/api/queries/cart';
import { catalogueQueries } from '@/api/queries/catalogue';
import { chatQueries } from '@/api/queries/chat';
import { checkoutQueries } from '@/api/queries/checkout';
import { configQueries } from '@/api/queries/config';
import { customerQueries } from '@/api/queries/customer';
import { homeQueries } from '@/api/queries/home';
import { orderQueries } from '@/api/queries/orders';
import { wishlistQueries } from '@/api/queries/wishlist';
import { createApiClient } from '@/api/client';
import { createAppSystem } from '@/system/app-system';
import { createSessionActor } from '@/system/session';

/** No provider here: what the session sends (ending a token) fails, as offline. */
const noProvider = () => createApiClient({ origin: 'http://127.0.0.1:9', headers: () => ({}) });

type Options = { queryKey: QueryKey; getNextPageParam?: unknown };

const scope = { zoneIds: [1], moduleId: 1, language: 'en' };
/** What a signed-in customer's tab holds of theirs: every kind the app asks for. */
const theirs: Options[] = [
  customerQueries.info(),
  customerQueries.addresses(),
  customerQueries.transactions('wallet'),
  customerQueries.transactions('loyalty'),
  orderQueries.list('running'),
  orderQueries.list('history'),
  orderQueries.detail(100),
  orderQueries.items(100),
  chatQueries.conversations(),
  chatQueries.messages({ conversationId: 3 }),
  cartQueries.of('guest-a', 1),
  wishlistQueries.of([1], 1),
  checkoutQueries.quote(null, '[]'),
];
/** What anyone sees: it stays (no page loads again after a sign-out). */
const everyones: Options[] = [
  configQueries.config(),
  homeQueries.categories(scope),
  catalogueQueries.category('3', { zoneIds: [1], moduleId: 1 }),
  orderQueries.refundReasons(),
];

/** Each query in the cache as its own options declare it (its mark included), with an answer. */
async function fill(client: QueryClient, all: Options[]) {
  for (const options of all) {
    const answered = { ...options, queryFn: async () => ({ answered: true }) };
    if (options.getNextPageParam === undefined) await client.fetchQuery(answered as never);
    else await client.fetchInfiniteQuery({ ...answered, initialPageParam: 1 } as never);
  }
}

const held = (client: QueryClient, all: Options[]) =>
  all.filter((options) => client.getQueryData(options.queryKey) !== undefined).length;

describe('a sign-out (issue 43)', () => {
  it("leaves none of the customer's data in the tab, and the catalogue in place", async () => {
    localStorage.setItem('token', 'a-token');
    localStorage.setItem('guest_id', 'guest-a');
    const client = new QueryClient();
    const system = createAppSystem({ queryClient: client, api: noProvider });
    const session = system.actor(createSessionActor);
    await fill(client, [...theirs, ...everyones]);
    expect(held(client, theirs)).toBe(theirs.length);

    session.send({ type: 'LOGOUT' });
    session.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(held(client, theirs)).toBe(0));
    expect(held(client, everyones)).toBe(everyones.length);
    session.stop();
  });
});
