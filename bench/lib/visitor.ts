import { request as playwrightRequest } from '@playwright/test';
import { newCustomer } from '../../e2e/fixtures/customer';
import { tokenOf } from '../../e2e/fixtures/delivered-order';
import { placeOrderOf } from '../../e2e/fixtures/orders';
import { findJourneyWorld, type JourneyWorld } from '../../e2e/fixtures/world';

/** Where the bench goes in a seeded world, and what a returning visitor's browser has stored. */
export interface BenchWorld {
  world: JourneyWorld;
  /** localStorage of a visitor with a location, a module and a guest cart holding one item */
  storage: Record<string, string>;
  pages: BenchPage[];
}

/** A page the bench measures; `stored`: what differs in that visitor's storage (another module). */
export type BenchPage = {
  name: string;
  path: string;
  visitor: boolean;
  stored?: Record<string, string>;
  /** a public page, for search engines (its SEO score is budgeted): not a customer's own */
  indexed?: boolean;
};

/** The module types of SPEC's five module homes, in the bench's order. */
const MODULE_TYPES = ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel'];

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
    const modules = (await (await api.get('/api/v1/module', { headers })).json()) as Array<{
      id: number;
      module_name: string;
      module_type: string;
    }>;
    const moduleHomes: BenchPage[] = MODULE_TYPES.flatMap((type) => {
      const module = modules.find((candidate) => candidate.module_type === type);
      if (!module) return [];
      const { id, module_name, module_type } = module;
      return [
        {
          name: `${type} home`,
          path: '/home',
          visitor: true,
          indexed: true,
          stored: { module: JSON.stringify({ id, module_name, module_type }) },
        },
      ];
    });
    const categories = (await (await api.get('/api/v1/categories', { headers })).json()) as Array<{
      id: number;
    }>;
    const campaigns = (await (
      await api.get('/api/v1/campaigns/basic', { headers })
    ).json()) as Array<{
      id: number;
    }>;
    const token = await tokenOf(api, await newCustomer(api));
    // One order of theirs, left unpaid (it stays pending): their orders list and its page.
    const orderId = await placeOrderOf(api, world, { token }, 'digital_payment');
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
        { name: 'landing', path: '/', visitor: false, indexed: true },
        { name: 'module home', path: '/home', visitor: true, indexed: true },
        { name: 'store', path: `/store/${world.first.store.id}`, visitor: true, indexed: true },
        { name: 'item', path: `/product/${world.first.item.id}`, visitor: true, indexed: true },
        {
          name: 'search results',
          path: `/home?search=${encodeURIComponent(word)}&data_type=searched`,
          visitor: true,
          indexed: true,
        },
        { name: 'checkout', path: '/checkout', visitor: true },
        ...moduleHomes,
        ...(categories[0]
          ? [
              {
                name: 'category',
                path: `/category/${categories[0].id}`,
                visitor: true,
                indexed: true,
              },
            ]
          : []),
        { name: 'categories', path: '/categories', visitor: true, indexed: true },
        { name: 'brands', path: '/all-brands', visitor: true, indexed: true },
        ...(campaigns[0]
          ? [
              {
                name: 'campaign',
                path: `/campaigns/${campaigns[0].id}`,
                visitor: true,
                indexed: true,
              },
            ]
          : []),
        // A signed-in customer's own page: its frame from the server, the orders from the browser.
        { name: 'my orders', path: '/my-orders', visitor: true, stored: { token } },
        {
          name: 'order page',
          path: `/profile?page=my-orders&orderId=${orderId}`,
          visitor: true,
          stored: { token },
        },
      ],
    };
  } finally {
    await api.dispose();
  }
}
