import { request as playwrightRequest } from '@playwright/test';
import { findJourneyWorld, type JourneyWorld } from '../../e2e/fixtures/world';

/** Where the bench goes in a seeded world, and what a returning visitor's browser has stored. */
export interface BenchWorld {
  world: JourneyWorld;
  /** localStorage of a visitor with a location, a module and a guest cart holding one item */
  storage: Record<string, string>;
  pages: { name: string; path: string; visitor: boolean }[];
}

export async function benchWorld(baseURL: string): Promise<BenchWorld> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const world = await findJourneyWorld(api);
    const headers = { zoneId: JSON.stringify(world.zoneIds), moduleId: String(world.module.id) };
    const guest = (await (await api.post('/api/v1/auth/guest/request')).json()) as {
      guest_id: number;
    };
    const added = await api.post('/api/v1/customer/cart/add', {
      headers,
      data: { guest_id: guest.guest_id, item_id: world.first.item.id, quantity: 1 },
    });
    if (!added.ok()) throw new Error(`cart add: ${added.status()} ${await added.text()}`);
    const word = world.first.item.name.split(/\s+/)[0] ?? 'rice';
    return {
      world,
      storage: {
        zoneid: JSON.stringify(world.zoneIds),
        module: JSON.stringify(world.module),
        location: world.placeName,
        currentLatLng: JSON.stringify({ lat: 23.7806, lng: 90.4163 }),
        'language-setting': 'en',
        guest_id: String(guest.guest_id),
      },
      pages: [
        { name: 'landing', path: '/', visitor: false },
        { name: 'module home', path: '/home', visitor: true },
        { name: 'store', path: `/store/${world.first.store.id}`, visitor: true },
        { name: 'item', path: `/product/${world.first.item.id}`, visitor: true },
        {
          name: 'search results',
          path: `/home?search=${encodeURIComponent(word)}&data_type=searched`,
          visitor: true,
        },
        { name: 'checkout', path: '/checkout', visitor: true },
      ],
    };
  } finally {
    await api.dispose();
  }
}
