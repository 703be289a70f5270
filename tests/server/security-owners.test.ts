// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png, sendMultipart, type Part } from './account-helpers';
import { GULSHAN_1, MODULE, ZONE, call, errorCode, makeWorld, type TestWorld } from './helpers';
import {
  alwaysOpen,
  fillCart,
  guest,
  orderBody,
  orderRow,
  placeOrder,
  setupShop,
  signedIn,
  type Shop,
  type Who,
} from './order-helpers';

/** Who may act on an order, a photo or a conversation: its owner, nobody else. */

let w: TestWorld;
let shop: Shop;

beforeAll(async () => {
  w = await makeWorld();
  shop = await setupShop(w);
});
afterAll(async () => w.close());

const api = (path: string) => `/api/v1/${path}`;

async function digitalOrder(who: Who): Promise<number> {
  await fillCart(w, who, shop);
  const res = await placeOrder(w, who, orderBody(who, shop, { payment_method: 'digital_payment' }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.order_id as number;
}

/** The browser's GET, following the gateway's redirect (a token leaves the address). */
async function gatewayGet(query: string, headers: Record<string, string> = {}) {
  const first = await w.app.inject({
    method: 'GET',
    url: `/payment-mobile?${query}&callback=/`,
    headers,
  });
  if (first.statusCode !== 303) return first;
  const location = first.headers.location as string;
  expect(location).toMatch(/^\/payment-mobile\?request=[\w-]+$/);
  return w.app.inject({ method: 'GET', url: location });
}
const gatewayPost = (body: Record<string, string>) =>
  w.app.inject({
    method: 'POST',
    url: '/payment-mobile',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });
const requestOf = (html: string) => /name="request" value="([^"]+)"/.exec(html)?.[1];

describe('the demo gateway acts only for the order owner', () => {
  it("refuses a stranger's GET on a guest's order (no id, another guest's id, a customer's token)", async () => {
    const owner = await guest(w);
    const id = await digitalOrder(owner);
    const stranger = await guest(w);
    const customer = await signedIn(w);
    const tokenOf = (who: Who) => (who.kind === 'customer' ? who.token : '');
    for (const [label, query, headers] of [
      ['no credential', `order_id=${id}`, {}],
      [
        'another guest',
        `order_id=${id}&customer_id=${stranger.kind === 'guest' && stranger.guestId}`,
        {},
      ],
      ['a customer', `order_id=${id}&token=${tokenOf(customer)}`, {}],
      ['a customer by header', `order_id=${id}`, { authorization: `Bearer ${tokenOf(customer)}` }],
    ] as const) {
      const res = await gatewayGet(query, headers);
      expect(res.statusCode, label).toBe(404);
      expect(res.body, label).not.toMatch(/Amount|name="request"/);
    }
    const mine = await gatewayGet(
      `order_id=${id}&customer_id=${owner.kind === 'guest' && owner.guestId}`,
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['referrer-policy']).toBe('no-referrer');
  });

  it("refuses a stranger's GET on a customer's order: the sequential user id is not enough", async () => {
    const owner = await signedIn(w);
    const id = await digitalOrder(owner);
    const order = await orderRow(w, id);
    const other = await signedIn(w);
    const tokenOf = (who: Who) => (who.kind === 'customer' ? who.token : '');
    expect((await gatewayGet(`order_id=${id}&customer_id=${order.user_id}`)).statusCode).toBe(404);
    expect((await gatewayGet(`order_id=${id}&token=${tokenOf(other)}`)).statusCode).toBe(404);
    expect((await gatewayGet(`order_id=${id}&token=${tokenOf(owner)}`)).statusCode).toBe(200);
    expect(
      (await gatewayGet(`order_id=${id}`, { authorization: `Bearer ${tokenOf(owner)}` }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses a stranger's POST: an order id, a guessed request, a replayed request", async () => {
    const owner = await guest(w);
    const id = await digitalOrder(owner);
    const forged: Record<string, string>[] = [
      { order_id: String(id), action: 'pay' },
      { order_id: String(id), request: String(id), action: 'pay' },
      { request: 'A'.repeat(32), action: 'fail' },
    ];
    for (const body of forged) {
      const res = await gatewayPost(body);
      expect([403, 410], JSON.stringify(body)).toContain(res.statusCode);
    }
    expect(await orderRow(w, id)).toMatchObject({
      payment_status: 'unpaid',
      order_status: 'pending',
    });

    const page = await gatewayGet(
      `order_id=${id}&customer_id=${owner.kind === 'guest' && owner.guestId}`,
    );
    const request = requestOf(page.body)!;
    expect((await gatewayPost({ request, action: 'pay' })).statusCode).toBe(303);
    expect((await gatewayPost({ request, action: 'fail' })).statusCode).toBe(410);
    expect(await orderRow(w, id)).toMatchObject({ payment_status: 'paid' });
  });
});

describe('images and attachments', () => {
  it('serves profile photos on images/customer, never a prescription image', async () => {
    const pharmacy = await w.db
      .selectFrom('stores')
      .select(['id'])
      .where('module_id', '=', MODULE.pharmacy)
      .where('zone_id', '=', ZONE.gulshan)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await w.db
      .updateTable('stores')
      .set({ active: 1, delivery: 1, latitude: GULSHAN_1.lat, longitude: GULSHAN_1.lng })
      .where('id', '=', pharmacy.id)
      .execute();
    await alwaysOpen(w, pharmacy.id);
    const who = await signedIn(w);
    const token = who.kind === 'customer' ? who.token : '';
    const parts: Part[] = [
      { name: 'store_id', value: String(pharmacy.id) },
      { name: 'address', value: 'House 7, Road 12, Gulshan 1' },
      { name: 'latitude', value: String(GULSHAN_1.lat) },
      { name: 'longitude', value: String(GULSHAN_1.lng) },
      { name: 'contact_person_name', value: 'Nusrat Jahan' },
      { name: 'contact_person_number', value: '+8801711111111' },
      {
        name: 'order_attachment[]',
        file: { filename: 'rx.png', data: png(10, 10), type: 'image/png' },
      },
    ];
    const { payload, contentType } = multipart(parts);
    const placed = await w.app.inject({
      method: 'POST',
      url: api('customer/order/prescription/place'),
      headers: { ...who.h(MODULE.pharmacy), 'content-type': contentType },
      payload,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = await orderRow(w, placed.json().order_id as number);
    const [name] = JSON.parse(order.order_attachment!) as string[];

    const viaImages = await w.app.inject({ url: api(`images/customer/${name}`) });
    expect(viaImages.statusCode).toBe(404);
    expect(viaImages.headers['content-type']).toMatch(/json/);

    const viaAttachment = await w.app.inject({
      url: api(`customer/order/attachment/${name}`),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(viaAttachment.statusCode).toBe(200);
    expect(viaAttachment.headers['cache-control']).not.toMatch(/public/);

    // A profile photo is still served there.
    const photo = await sendMultipart(w.app, 'POST', api('customer/update-profile'), token, [
      { name: 'f_name', value: 'Nusrat' },
      { name: 'l_name', value: 'Jahan' },
      { name: 'email', value: `photo-${Date.now()}@storefront.example` },
      { name: 'image', file: { filename: 'me.png', data: png(20, 20), type: 'image/png' } },
    ]);
    expect(photo.status, JSON.stringify(photo.body)).toBe(200);
    const info = await call(w.app, 'GET', api('customer/info'), { headers: who.h() });
    const image = info.body.image as string;
    expect((await w.app.inject({ url: api(`images/customer/${image}`) })).statusCode).toBe(200);
  });
});

describe('order and chat fields name only what is the caller’s', () => {
  it('checks contact_person_email on orders as on addresses', async () => {
    const who = await guest(w);
    await fillCart(w, who, shop);
    const res = await placeOrder(
      w,
      who,
      orderBody(who, shop, { contact_person_email: 'not-an-email<script>' }),
    );
    expect(res.status).toBe(403);
    expect(errorCode(res.body)).toBe('contact_person_email');
  });

  it("refuses a chat message whose order_id is someone else's order", async () => {
    const owner = await signedIn(w);
    await fillCart(w, owner, shop);
    const placed = await placeOrder(w, owner, orderBody(owner, shop));
    const stranger = await signedIn(w);
    const res = await sendMultipart(
      w.app,
      'POST',
      api('customer/message/send'),
      stranger.kind === 'customer' ? stranger.token : undefined,
      [
        { name: 'receiver_type', value: 'vendor' },
        { name: 'receiver_id', value: String(shop.store.id) },
        { name: 'order_id', value: String(placed.body.order_id) },
        { name: 'message', value: 'About this order…' },
      ],
    );
    expect(res.status).toBe(404);
    expect(errorCode(res.body)).toBe('order_id');
  });
});
