import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as AppModule from '../../server/app';
import type * as ClientModule from '../../server/db/client';
import type * as MigrateModule from '../../server/db/migrate';
import type * as SeedModule from '../../server/seed/seed';
import type * as AccountHelpers from '../../tests/server/account-helpers';
import type * as Helpers from '../../tests/server/helpers';
import type * as OrderHelpers from '../../tests/server/order-helpers';

/**
 * What the fixture's customers did, run by the release's own code (`root`, a checkout of it):
 * its migrations and demo seed on a new SQLite file, then its provider (`buildApp`, under its
 * tests' fake clock and 1 s simulator step) answering customers, a guest and its simulator over
 * HTTP (`app.inject`). Only calls every release since issue 43 has are used.
 *
 * Made: the seeded demo customer (who signs in with the seed's password: `SIGN_IN`) and two new
 * customers, one referred by the other; a guest; addresses, wish lists, interests, a reset code;
 * carts left full; orders in every status a customer and the simulator reach (pending,
 * confirmed, accepted, processing, handover, picked_up, delivered, canceled, failed,
 * refund_requested: `refunded` and `refund_request_canceled` are an admin's, which this provider
 * has not); wallet entries (a fund added, an order paid from it, a paid order refunded to it, a
 * referral earning, points moved to it); loyalty points; item and courier reviews with a photo;
 * a refund request with a photo; chats answered by the store; the pushes of all these.
 */

/** The fixture's customer whose orders the upgrade test reads over HTTP. */
export const SIGN_IN = { phone: '+8801700000001', password: 'demo1234' } as const;

interface Release {
  app: typeof AppModule;
  client: typeof ClientModule;
  migrate: typeof MigrateModule;
  seed: typeof SeedModule;
  h: typeof Helpers;
  a: typeof AccountHelpers;
  o: typeof OrderHelpers;
}

async function loadRelease(root: string): Promise<Release> {
  const load = (path: string) => import(pathToFileURL(join(resolve(root), path)).href);
  return {
    app: (await load('server/app.ts')) as typeof AppModule,
    client: (await load('server/db/client.ts')) as typeof ClientModule,
    migrate: (await load('server/db/migrate.ts')) as typeof MigrateModule,
    seed: (await load('server/seed/seed.ts')) as typeof SeedModule,
    h: (await load('tests/server/helpers.ts')) as typeof Helpers,
    a: (await load('tests/server/account-helpers.ts')) as typeof AccountHelpers,
    o: (await load('tests/server/order-helpers.ts')) as typeof OrderHelpers,
  };
}

type World = Helpers.TestWorld;
type Who = OrderHelpers.Who;

/** Makes the release's database at `file` (a new SQLite file) with the customers' doings. */
export async function makeReleaseDatabase(root: string, file: string): Promise<void> {
  const r = await loadRelease(root);
  const db = r.client.createDb(file);
  await r.migrate.migrateToLatest(db);
  await r.seed.seedIfEmpty(db);
  const clock = r.h.fakeClock();
  const app = await r.app.buildApp({
    db,
    clock,
    pace: { stepMs: 1000 },
    rateLimits: r.h.FIXTURE_RATE_LIMITS,
    deliverCode: () => {},
  });
  await app.ready();
  const w: World = {
    app,
    db,
    clock,
    stepMs: 1000,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
  try {
    await customersDo(r, w);
  } finally {
    await w.close();
  }
}

function must<T extends { status: number; body: unknown }>(what: string, res: T): T {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

async function customersDo(r: Release, w: World): Promise<void> {
  const { call } = r.h;
  const { o } = r;
  const shop = await o.setupShop(w);
  const food = await foodShop(r, w);

  const login = must(
    'demo customer sign-in',
    await r.a.login(w.app, { phone: SIGN_IN.phone, password: SIGN_IN.password }),
  );
  const demoToken = login.body.token as string;
  const demo: Who = {
    kind: 'customer',
    token: demoToken,
    h: (module) => r.a.bearer(demoToken, module === undefined ? {} : { moduleId: String(module) }),
  };
  const nusrat = await o.signedIn(w, {
    phone: '+8801911000001',
    f_name: 'Nusrat',
    l_name: 'Jahan',
  });
  const info = async (who: Who) =>
    (await call(w.app, 'GET', '/api/v1/customer/info', { headers: who.h() })).body;
  const karim = await o.signedIn(w, {
    phone: '+8801911000002',
    f_name: 'Karim',
    l_name: 'Uddin',
    ref_code: (await info(nusrat)).ref_code,
  });
  const guest = await o.guest(w);

  // Delivered, reviewed (an item with a photo, the courier); delivered again, refund asked.
  const reviewed = await o.deliveredOrder(w, demo, shop);
  must(
    'item review',
    await r.a.sendMultipart(w.app, 'POST', '/api/v1/items/reviews/submit', demoToken, [
      { name: 'item_id', value: String(shop.a.id) },
      { name: 'order_id', value: String(reviewed.id) },
      { name: 'rating', value: '4' },
      { name: 'comment', value: 'Fresh, and well packed' },
      { name: 'attachment[]', file: { filename: 'a.png', data: r.a.png(8, 8), type: 'image/png' } },
    ]),
  );
  must(
    'courier review',
    await call(w.app, 'POST', '/api/v1/delivery-man/reviews/submit', {
      headers: demo.h(),
      body: { delivery_man_id: reviewed.delivery_man_id, order_id: reviewed.id, rating: 5 },
    }),
  );
  const refunded = await o.deliveredOrder(w, demo, shop);
  must(
    'refund request',
    await r.a.sendMultipart(w.app, 'POST', '/api/v1/customer/order/refund-request', demoToken, [
      { name: 'customer_reason', value: 'The item arrived damaged' },
      { name: 'customer_note', value: 'The box was crushed' },
      { name: 'order_id', value: String(refunded.id) },
      { name: 'image[]', file: { filename: 'box.png', data: r.a.png(12, 12), type: 'image/png' } },
    ]),
  );

  // Digital payments: one failed at the gateway; one paid, then canceled (refunded to the wallet).
  await o.fillCart(w, demo, shop);
  await gateway(r, w, demo, shop, 'fail');
  await o.fillCart(w, demo, shop);
  const paid = await gateway(r, w, demo, shop, 'pay');
  must(
    'cancel a paid order',
    await call(w.app, 'PUT', '/api/v1/customer/order/cancel', {
      headers: demo.h(),
      body: { order_id: paid, reason: 'I ordered by mistake' },
    }),
  );
  // A fund added to the wallet through the demo gateway, then an order paid from it.
  await addFund(r, w, demoToken, 1000);
  await o.fillCart(w, demo, shop);
  must(
    'wallet order',
    await o.placeOrder(w, demo, o.orderBody(demo, shop, { payment_method: 'wallet' })),
  );

  // Karim's first delivered order earns Nusrat her referral; his points go to his wallet.
  await o.deliveredOrder(w, karim, shop);
  await o.deliveredOrder(w, karim, shop);
  must(
    'point transfer',
    await call(w.app, 'POST', '/api/v1/customer/loyalty-point/point-transfer', {
      headers: karim.h(),
      body: { point: 20 },
    }),
  );
  // Canceled while pending; a guest's parcel delivered; an order placed with an idempotency key.
  await o.fillCart(w, nusrat, shop);
  const canceled = must('order', await o.placeOrder(w, nusrat, o.orderBody(nusrat, shop)));
  must(
    'cancel',
    await call(w.app, 'PUT', '/api/v1/customer/order/cancel', {
      headers: nusrat.h(),
      body: { order_id: canceled.body.order_id, reason: 'I want to change the delivery address' },
    }),
  );
  must('parcel', await o.placeOrder(w, guest, o.orderBody(guest, shop, { order_type: 'parcel' })));
  await o.runSteps(w, 4);

  // Chats: to the store of an order and to its courier; the simulator answers for them.
  for (const [type, id] of [
    ['vendor', shop.store.id],
    ['delivery_man', reviewed.delivery_man_id],
  ] as const)
    must(
      `message to ${type}`,
      await r.a.sendMultipart(w.app, 'POST', '/api/v1/customer/message/send', demoToken, [
        { name: 'receiver_type', value: type },
        { name: 'receiver_id', value: String(id) },
        { name: 'message', value: `Hello, about order ${reviewed.id}` },
      ]),
    );
  await o.runSteps(w, 2);

  // The account's other rows: an address, wish lists, interests, a password reset code.
  must(
    'address',
    await call(w.app, 'POST', '/api/v1/customer/address/add', {
      headers: nusrat.h(),
      body: {
        address: 'House 12, Road 5, Gulshan 1',
        contact_person_name: 'Nusrat Jahan',
        contact_person_number: '+8801911000001',
        address_type: 'office',
        latitude: r.h.GULSHAN_1.lat,
        longitude: r.h.GULSHAN_1.lng,
      },
    }),
  );
  for (const query of [`item_id=${shop.a.id}`, `store_id=${shop.store.id}`])
    must(
      'wish list',
      await call(w.app, 'POST', `/api/v1/customer/wish-list/add?${query}`, { headers: demo.h() }),
    );
  must(
    'interests',
    await call(w.app, 'POST', '/api/v1/customer/update-interest', {
      headers: karim.h(),
      body: { interest: [shop.a.category_id] },
    }),
  );
  must(
    'reset code',
    await call(w.app, 'POST', '/api/v1/auth/forgot-password', {
      body: { phone: '+8801911000002' },
    }),
  );

  // Running orders, one a step behind the other: picked_up, handover, processing,
  // confirmed (and a food order accepted), pending. Carts left full.
  const runners: Who[] = [demo, nusrat, karim, guest, nusrat];
  for (const [i, who] of runners.entries()) {
    await o.fillCart(w, who, shop);
    must(
      'running order',
      await o.placeOrder(w, who, o.orderBody(who, shop), { 'Idempotency-Key': `fixture-${i}` }),
    );
    if (i === 3) {
      await o.addToCart(w, karim, food.itemId, 2, r.h.MODULE.food);
      must(
        'food order',
        await call(w.app, 'POST', '/api/v1/customer/order/place', {
          headers: karim.h(r.h.MODULE.food),
          body: o.orderBody(karim, shop, { store_id: food.storeId }),
        }),
      );
    }
    if (i < runners.length - 1) await o.runSteps(w, 1);
  }
  await o.addToCart(w, karim, shop.a.id, 1);
  await o.addToCart(w, guest, shop.b.id, 2);
  await o.addToCart(w, demo, shop.a.id, 3);
}

/** A food store of Gulshan, open all day, and an item of it with nothing to choose. */
async function foodShop(r: Release, w: World): Promise<{ storeId: number; itemId: number }> {
  const store = await w.db
    .selectFrom('stores')
    .select('id')
    .where('module_id', '=', r.h.MODULE.food)
    .where('zone_id', '=', r.h.ZONE.gulshan)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await w.db
    .updateTable('stores')
    .set({
      active: 1,
      delivery: 1,
      minimum_order: 0,
      latitude: r.h.GULSHAN_1.lat,
      longitude: r.h.GULSHAN_1.lng,
    })
    .where('id', '=', store.id)
    .execute();
  await r.o.alwaysOpen(w, store.id);
  const item = await w.db
    .selectFrom('items')
    .select('id')
    .where('store_id', '=', store.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await w.db
    .updateTable('items')
    .set({
      food_variations: '[]',
      add_on_ids: '[]',
      stock: 1000,
      maximum_cart_quantity: 0,
      available_time_starts: '00:00:00',
      available_time_ends: '23:59:59',
    })
    .where('id', '=', item.id)
    .execute();
  return { storeId: store.id, itemId: item.id };
}

/** A digital-payment order of the cart, paid or failed at the demo gateway: its id. */
async function gateway(
  r: Release,
  w: World,
  who: Who,
  shop: OrderHelpers.Shop,
  action: 'pay' | 'fail',
): Promise<number> {
  const placed = must(
    'digital order',
    await r.o.placeOrder(w, who, r.o.orderBody(who, shop, { payment_method: 'digital_payment' })),
  );
  const id = placed.body.order_id as number;
  const me = (await r.h.call(w.app, 'GET', '/api/v1/customer/info', { headers: who.h() })).body;
  const page = await w.app.inject({
    url: `/payment-mobile?order_id=${id}&customer_id=${me.id}&callback=/`,
    headers: { authorization: `Bearer ${who.kind === 'customer' ? who.token : ''}` },
  });
  const request = /name="request" value="([^"]+)"/.exec(page.body)?.[1];
  if (!request) throw new Error(`gateway page: ${page.statusCode}`);
  const done = await w.app.inject({
    method: 'POST',
    url: '/payment-mobile',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `request=${request}&action=${action}`,
  });
  if (done.statusCode !== 303) throw new Error(`gateway ${action}: ${done.statusCode}`);
  return id;
}

/** Adds `amount` to the customer's wallet through the demo gateway. */
async function addFund(r: Release, w: World, token: string, amount: number) {
  const res = must(
    'add fund',
    await r.h.call(w.app, 'POST', '/api/v1/customer/wallet/add-fund', {
      headers: r.a.bearer(token),
      body: {
        amount: String(amount),
        payment_method: 'demo',
        callback: '/',
        payment_platform: 'web',
      },
    }),
  );
  const fund = new URL(res.body.redirect_link as string).searchParams.get('fund');
  const paid = await w.app.inject({
    method: 'POST',
    url: '/payment-mobile',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `fund=${encodeURIComponent(fund ?? '')}&action=pay`,
  });
  if (paid.statusCode !== 303) throw new Error(`add fund: ${paid.statusCode}`);
}
