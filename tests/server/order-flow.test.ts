// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { seedIfEmpty } from '../../server/seed/seed';
import { createSimulator } from '../../server/simulator/lifecycle';
import { courierRoute, pointAlong } from '../../server/simulator/route';
import { jpeg, multipart, png, sendMultipart, type Part } from './account-helpers';
import {
  GULSHAN_1,
  MODULE,
  ZONE,
  call,
  errorCode,
  headers,
  makeWorld,
  type TestWorld,
} from './helpers';
import { freshDb } from './test-db';
import {
  LINK_ROAD,
  addToCart,
  alwaysOpen,
  fillCart,
  guest,
  orderBody,
  orderRow,
  ownerQuery,
  placeOrder,
  runSteps,
  setupShop,
  signedIn,
  type Shop,
  type Who,
} from './order-helpers';

let w: TestWorld;
let shop: Shop;
beforeAll(async () => {
  w = await makeWorld();
  shop = await setupShop(w);
});
afterAll(async () => w.close());

const api = (path: string) => `/api/v1/${path}`;
const get = (who: Who, path: string) => {
  const q = ownerQuery(who);
  const url = q === '' ? api(path) : `${api(path)}${path.includes('?') ? '&' : '?'}${q}`;
  return call(w.app, 'GET', url, { headers: who.h() });
};

async function placed(who: Who, over: Record<string, unknown> = {}) {
  if (over.order_type !== 'parcel') await fillCart(w, who, shop);
  const res = await placeOrder(w, who, orderBody(who, shop, over));
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.order_id as number;
}

const stockOf = async (id: number) =>
  (await w.db.selectFrom('items').select('stock').where('id', '=', id).executeTakeFirstOrThrow())
    .stock;

describe('order lists, details and tracking', () => {
  it('lists running and ended orders, paginated, for guests and customers; details are item rows', async () => {
    for (const who of [await guest(w), await signedIn(w)]) {
      const first = await placed(who);
      const second = await placed(who, { order_type: 'take_away' });
      const parcel = await placed(who, { order_type: 'parcel' });
      const running = await get(who, 'customer/order/running-orders?limit=2&offset=1');
      expect(running.status).toBe(200);
      expect(running.body).toMatchObject({ total_size: 3, limit: 2, offset: 1 });
      expect(running.body.orders.map((o: { id: number }) => o.id)).toEqual([parcel, second]);
      const page2 = await get(who, 'customer/order/running-orders?limit=2&offset=2');
      expect(page2.body.orders.map((o: { id: number }) => o.id)).toEqual([first]);
      expect(running.body.orders[0]).toMatchObject({
        order_type: 'parcel',
        store: null,
        parcel_category: { id: shop.parcelCategoryId },
        receiver_details: { contact_person_name: 'Karim Uddin' },
      });
      expect(running.body.orders[1]).toMatchObject({
        order_type: 'take_away',
        store: { id: shop.store.id },
        details_count: 2,
      });
      expect((await get(who, 'customer/order/list')).body).toMatchObject({
        total_size: 0,
        orders: [],
      });

      const details = await get(who, `customer/order/details?order_id=${first}`);
      expect(details.status).toBe(200);
      expect(details.body).toHaveLength(2);
      expect(details.body[0]).toMatchObject({
        order_id: first,
        item_id: shop.a.id,
        price: 200,
        quantity: 2,
        discount_on_item: 20,
        item_details: { id: shop.a.id, name: shop.a.name, image_full_url: expect.any(String) },
        add_ons: [],
        variation: [],
      });
      // A parcel has no item rows: the order itself.
      expect((await get(who, `customer/order/details?order_id=${parcel}`)).body).toMatchObject({
        id: parcel,
        order_type: 'parcel',
      });
    }
  });

  it("tracks a customer's order by id, and hides every order from anyone else", async () => {
    const alice = await signedIn(w);
    const bob = await signedIn(w);
    const g = await guest(w);
    const id = await placed(alice);
    const tracked = await call(w.app, 'GET', api(`customer/order/track?order_id=${id}`), {
      headers: alice.h(),
    });
    expect(tracked.status).toBe(200);
    expect(tracked.body).toMatchObject({
      id,
      order_status: 'pending',
      store: { id: shop.store.id },
    });
    for (const [who, path] of [
      [bob, `customer/order/track?order_id=${id}`],
      [bob, `customer/order/details?order_id=${id}`],
      [g, `customer/order/details?order_id=${id}`],
    ] as const) {
      const res = await get(who, path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ errors: [{ code: 'order', message: 'Order not found' }] });
    }
    const noGuest = await call(w.app, 'GET', api('customer/order/running-orders'));
    expect(errorCode(noGuest.body)).toBe('guest_id');
  });
});

describe('cancel and reasons', () => {
  it('cancels a pending order with a reason and returns the stock; refuses once confirmed', async () => {
    const who = await guest(w);
    const before = await stockOf(shop.a.id);
    const id = await placed(who);
    expect(await stockOf(shop.a.id)).toBe(before - 2);
    const noReason = await call(w.app, 'PUT', api('customer/order/cancel'), {
      body: { order_id: id, guest_id: who.kind === 'guest' ? who.guestId : 0 },
    });
    expect(errorCode(noReason.body)).toBe('reason');
    const res = await call(w.app, 'POST', api('customer/order/cancel'), {
      body: {
        order_id: id,
        reason: 'I ordered by mistake',
        guest_id: who.kind === 'guest' ? who.guestId : 0,
        _method: 'put',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Order canceled successfully' });
    expect(await orderRow(w, id)).toMatchObject({
      order_status: 'canceled',
      cancellation_reason: 'I ordered by mistake',
      canceled_by: 'customer',
    });
    expect(await stockOf(shop.a.id)).toBe(before);
    // Ended orders move to the list.
    expect((await get(who, 'customer/order/list')).body.orders[0]).toMatchObject({
      id,
      order_status: 'canceled',
    });

    const later = await placed(who);
    await runSteps(w, 1);
    expect((await orderRow(w, later)).order_status).toBe('confirmed');
    const refused = await call(w.app, 'PUT', api('customer/order/cancel'), {
      body: {
        order_id: later,
        reason: 'Too late',
        guest_id: who.kind === 'guest' ? who.guestId : 0,
      },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      errors: [{ code: 'order', message: 'You can not cancel after confirm' }],
    });
  });

  it('lists cancellation reasons by type, refund reasons and parcel instructions', async () => {
    const reasons = await call(
      w.app,
      'GET',
      api('customer/order/cancellation-reasons?offset=1&limit=10&type=customer'),
    );
    expect(reasons.status).toBe(200);
    expect(reasons.body).toMatchObject({ total_size: 6, limit: 10, offset: 1 });
    expect(reasons.body.data.map((r: { reason: string }) => r.reason)).toContain(
      'Order payment canceled',
    );
    expect(reasons.body.data.every((r: { user_type: string }) => r.user_type === 'customer')).toBe(
      true,
    );
    const page = await call(
      w.app,
      'GET',
      api('customer/order/cancellation-reasons?offset=2&limit=4&type=customer'),
    );
    expect(page.body.data).toHaveLength(2);
    const refund = await call(w.app, 'GET', api('customer/order/refund-reasons'));
    expect(refund.body.refund_reasons.length).toBeGreaterThan(0);
    expect(refund.body.refund_reasons[0]).toMatchObject({
      id: expect.any(Number),
      reason: expect.any(String),
    });
    const parcel = await call(
      w.app,
      'GET',
      api('customer/order/parcel-instructions?limit=2&offset=1'),
    );
    expect(parcel.body).toMatchObject({ total_size: 5, limit: 2, offset: 1 });
    expect(parcel.body.data[0]).toMatchObject({ instruction: expect.any(String) });
  });
});

describe('the demo payment gateway and failed payments', () => {
  /** The browser's GET, following the gateway's redirect (a token leaves the address). */
  const gateway = async (qs: string) => {
    const first = await w.app.inject({ method: 'GET', url: `/payment-mobile?${qs}` });
    if (first.statusCode !== 303) return first;
    return w.app.inject({ method: 'GET', url: first.headers.location as string });
  };
  const submit = (request: string, action: string) =>
    w.app.inject({
      method: 'POST',
      url: '/payment-mobile',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ request, action }).toString(),
    });
  const requestOf = (html: string) => /name="request" value="([^"]+)"/.exec(html)?.[1] ?? '';
  /** The owner's credential on the gateway: a guest's id, a customer's token. */
  const owner = (who: Who) =>
    who.kind === 'guest' ? `customer_id=${who.guestId}` : `token=${encodeURIComponent(who.token)}`;

  it('serves an accessible Pay / Fail page; Pay confirms a guest order and returns with flag, token and total', async () => {
    const who = await guest(w);
    const id = await placed(who, { payment_method: 'digital_payment' });
    // Unpaid digital orders wait for their payment.
    await runSteps(w, 3);
    expect((await orderRow(w, id)).order_status).toBe('pending');

    const page = await gateway(
      `order_id=${id}&${owner(who)}&payment_platform=web&callback=${encodeURIComponent('/home?page=placed')}&payment_method=demo`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/<html lang="en">/);
    expect(page.body).toMatch(
      /<button type="submit" class="pay" name="action" value="pay">Pay ৳584\.50<\/button>/,
    );
    expect(page.body).toMatch(/value="fail">Fail<\/button>/);
    expect(page.body).not.toMatch(/<script/);

    const done = await submit(requestOf(page.body), 'pay');
    expect(done.statusCode).toBe(303);
    const target = new URL(done.headers.location as string, 'http://localhost');
    expect(target.pathname).toBe('/home');
    expect(target.searchParams.get('page')).toBe('placed');
    expect(target.searchParams.get('status')).toBe('success');
    expect(target.searchParams.get('flag')).toBe('success');
    expect(target.searchParams.get('total')).toBe('584.5');
    // SPEC §4: decode, split on && and =, take attribute_id.
    const decoded = Buffer.from(target.searchParams.get('token')!, 'base64').toString();
    const pairs = new Map(decoded.split('&&').map((p) => p.split('=') as [string, string]));
    expect(pairs.get('payment_method')).toBe('demo');
    expect(Number(pairs.get('attribute_id'))).toBe(id);
    expect(await orderRow(w, id)).toMatchObject({
      payment_status: 'paid',
      order_status: 'pending',
    });
    // The page is single use; the order now moves on.
    expect((await submit(requestOf(page.body), 'pay')).statusCode).toBe(410);
    await runSteps(w, 1);
    expect((await orderRow(w, id)).order_status).toBe('confirmed');
    const again = await gateway(`order_id=${id}&${owner(who)}&callback=/`);
    expect(again.statusCode).toBe(409);
  });

  it('Fail marks the order failed; the customer switches it to cash on delivery', async () => {
    const who = await signedIn(w);
    const id = await placed(who, { payment_method: 'digital_payment' });
    const order = await orderRow(w, id);
    const page = await gateway(
      `order_id=${id}&${owner(who)}&payment_platform=web&callback=${encodeURIComponent('http://localhost:80/checkout?page=cart')}&payment_method=demo`,
    );
    expect(page.statusCode).toBe(200);
    const done = await submit(requestOf(page.body), 'fail');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/checkout?page=cart&status=fail&order_id=${id}`);
    expect(await orderRow(w, id)).toMatchObject({
      order_status: 'failed',
      payment_status: 'unpaid',
    });
    await runSteps(w, 2);
    expect((await orderRow(w, id)).order_status).toBe('failed');

    // A zone without cash on delivery refuses the switch.
    await w.db
      .updateTable('zones')
      .set({ cash_on_delivery: 0 })
      .where('id', '=', order.zone_id)
      .execute();
    const refused = await call(w.app, 'PUT', api('customer/order/payment-method'), {
      headers: who.h(),
      body: { order_id: id },
    });
    await w.db
      .updateTable('zones')
      .set({ cash_on_delivery: 1 })
      .where('id', '=', order.zone_id)
      .execute();
    expect(refused.status).toBe(403);
    expect(errorCode(refused.body)).toBe('cod');

    const switched = await call(w.app, 'POST', api('customer/order/payment-method'), {
      headers: who.h(),
      body: { order_id: id, _method: 'put' },
    });
    expect(switched.status).toBe(200);
    expect(switched.body).toEqual({ message: 'Payment info updated.' });
    expect(await orderRow(w, id)).toMatchObject({
      order_status: 'pending',
      payment_method: 'cash_on_delivery',
      failed: null,
    });
    await runSteps(w, 1);
    expect((await orderRow(w, id)).order_status).toBe('confirmed');
    // Only a failed digital payment can be switched.
    const twice = await call(w.app, 'PUT', api('customer/order/payment-method'), {
      headers: who.h(),
      body: { order_id: id },
    });
    expect(twice.status).toBe(403);
  });

  it('a failed payment can be canceled instead ("Order payment canceled"), returning the stock', async () => {
    const who = await guest(w);
    const before = await stockOf(shop.a.id);
    const id = await placed(who, { payment_method: 'digital_payment' });
    const page = await gateway(`order_id=${id}&${owner(who)}&callback=/`);
    await submit(requestOf(page.body), 'fail');
    const res = await call(w.app, 'PUT', api('customer/order/cancel'), {
      body: {
        order_id: id,
        reason: 'Order payment canceled',
        guest_id: who.kind === 'guest' ? who.guestId : 0,
      },
    });
    expect(res.status).toBe(200);
    expect(await orderRow(w, id)).toMatchObject({
      order_status: 'canceled',
      cancellation_reason: 'Order payment canceled',
    });
    expect(await stockOf(shop.a.id)).toBe(before);
  });

  it('a parcel paid online: Pay confirms it; a failed one switches to cash on delivery; the receiver cannot pay online', async () => {
    const who = await guest(w);
    const id = await placed(who, { order_type: 'parcel', payment_method: 'digital_payment' });
    const row = await orderRow(w, id);
    expect(row).toMatchObject({
      order_type: 'parcel',
      payment_method: 'digital_payment',
      payment_status: 'unpaid',
      order_status: 'pending',
    });
    const page = await gateway(
      `order_id=${id}&${owner(who)}&payment_platform=web&callback=${encodeURIComponent('/payment-status')}&payment_method=demo`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Pay ৳${row.order_amount.toFixed(2)}`);
    const done = await submit(requestOf(page.body), 'pay');
    const back = new URL(done.headers.location as string, 'http://localhost');
    expect(back.pathname).toBe('/payment-status');
    expect(back.searchParams.get('status')).toBe('success');
    expect(Number(back.searchParams.get('total'))).toBe(row.order_amount);
    expect(await orderRow(w, id)).toMatchObject({ payment_status: 'paid' });
    await runSteps(w, 1);
    expect((await orderRow(w, id)).order_status).toBe('confirmed');

    const failing = await placed(who, { order_type: 'parcel', payment_method: 'digital_payment' });
    const failPage = await gateway(`order_id=${failing}&${owner(who)}&callback=/payment-status`);
    const failed = await submit(requestOf(failPage.body), 'fail');
    const failedBack = new URL(failed.headers.location as string, 'http://localhost');
    expect(failedBack.pathname).toBe('/payment-status');
    expect(failedBack.searchParams.get('flag')).toBe('fail');
    expect((await orderRow(w, failing)).order_status).toBe('failed');
    const switched = await call(w.app, 'PUT', api('customer/order/payment-method'), {
      headers: { ...who.h(), 'X-localization': 'ar' },
      body: { order_id: failing, guest_id: who.kind === 'guest' ? who.guestId : undefined },
    });
    expect(switched.status).toBe(200);
    // In the customer's language (an Arabic customer read it in English).
    expect(switched.body).toEqual({ message: 'تم تحديث معلومات الدفع.' });
    expect(await orderRow(w, failing)).toMatchObject({
      order_status: 'pending',
      payment_method: 'cash_on_delivery',
    });

    const receiverPays = await placeOrder(
      w,
      who,
      orderBody(who, shop, {
        order_type: 'parcel',
        payment_method: 'digital_payment',
        charge_payer: 'receiver',
      }),
    );
    expect(receiverPays.status).toBe(403);
    expect(errorCode(receiverPays.body)).toBe('charge_payer');
  });

  it('refuses callbacks that would leave this site, and unknown orders', async () => {
    const who = await guest(w);
    const id = await placed(who, { payment_method: 'digital_payment' });
    for (const callback of [
      'https://evil.example/steal',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://localhost:80//evil.example/',
      'http://localhost:81/home',
    ]) {
      const res = await gateway(
        `order_id=${id}&${owner(who)}&callback=${encodeURIComponent(callback)}`,
      );
      expect(res.statusCode, callback).toBe(403);
      expect(res.body).toMatch(/The callback must be a page of this site\./);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    expect((await gateway(`order_id=999999&callback=/`)).statusCode).toBe(404);
    expect((await gateway(`order_id=${id}&customer_id=1&callback=/`)).statusCode).toBe(404);
    expect((await gateway(`order_id=abc&callback=/`)).statusCode).toBe(403);
    expect((await submit('nope', 'pay')).statusCode).toBe(410);
    expect((await submit('nope', 'steal')).statusCode).toBe(403);
    // A cash-on-delivery order has nothing to pay.
    const cod = await placed(who);
    expect((await gateway(`order_id=${cod}&${owner(who)}&callback=/`)).statusCode).toBe(409);
  });
});

describe('prescription orders', () => {
  let pharmacy: { id: number };
  const url = api('customer/order/prescription/place');
  const send = async (who: Who, parts: Part[], key?: string) => {
    const { payload, contentType } = multipart(parts);
    const res = await w.app.inject({
      method: 'POST',
      url,
      headers: {
        ...who.h(MODULE.pharmacy),
        'content-type': contentType,
        ...(key ? { 'Idempotency-Key': key } : {}),
      },
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const fields = (who: Who): Part[] => [
    ...(who.kind === 'guest' ? [{ name: 'guest_id', value: String(who.guestId) }] : []),
    { name: 'store_id', value: String(pharmacy.id) },
    { name: 'distance', value: '1.2' },
    { name: 'address', value: 'House 7, Road 12, Gulshan 1' },
    { name: 'latitude', value: String(GULSHAN_1.lat) },
    { name: 'longitude', value: String(GULSHAN_1.lng) },
    { name: 'order_note', value: 'Generic is fine' },
    { name: 'contact_person_name', value: 'Nusrat Jahan' },
    { name: 'contact_person_number', value: '+8801711111111' },
    { name: 'dm_tips', value: '5' },
  ];
  const image = (i: number, data = png(10, 10)): Part => ({
    name: 'order_attachment[]',
    file: { filename: `rx${i}.png`, data, type: 'image/png' },
  });

  beforeAll(async () => {
    pharmacy = await w.db
      .selectFrom('stores')
      .select(['id'])
      .where('module_id', '=', MODULE.pharmacy)
      .where('zone_id', '=', ZONE.gulshan)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await w.db
      .updateTable('stores')
      .set({
        active: 1,
        delivery: 1,
        free_delivery: 0,
        latitude: GULSHAN_1.lat,
        longitude: GULSHAN_1.lng,
      })
      .where('id', '=', pharmacy.id)
      .execute();
    await alwaysOpen(w, pharmacy.id);
  });

  it('places a prescription order with images, served back to its owner only', async () => {
    const who = await guest(w);
    const none = await send(who, fields(who));
    expect(none.status).toBe(403);
    expect(none.body).toEqual({
      errors: [{ code: 'order_attachment', message: 'Please upload your prescription image' }],
    });
    const text = await send(who, [
      ...fields(who),
      {
        name: 'order_attachment[]',
        file: { filename: 'rx.png', data: Buffer.from('not an image') },
      },
    ]);
    expect(text.body.errors[0].code).toBe('order_attachment');
    const many = await send(who, [...fields(who), ...[1, 2, 3, 4, 5, 6].map((i) => image(i))]);
    expect(many.status).toBe(403);
    expect(many.body.errors[0].code).toBe('order_attachment');

    const key = 'rx-attempt-1';
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(who, [...fields(who), image(1), image(2, jpeg(20, 30))], key)),
    );
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    const res = answers[0]!;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Gulshan pharmacy: minimum charge 40 + 5 tips; the medicine is priced later.
    expect(res.body.total_amount).toBe(45);
    const count = await w.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('prescription_order', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    const order = await get(who, `customer/order/details?order_id=${res.body.order_id}`);
    expect(order.body).toMatchObject({ prescription_order: 1, order_note: 'Generic is fine' });
    expect(order.body.order_attachment).toHaveLength(2);
    const [first] = order.body.order_attachment_full_url as string[];
    // The URL carries no credential: the owner adds theirs.
    expect(first).not.toMatch(/guest_id|token/);
    const mine = await w.app.inject({
      url: `${first!}?guest_id=${who.kind === 'guest' ? who.guestId : 0}`,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    const name = (order.body.order_attachment as string[])[0]!;
    const stranger = await guest(w);
    const theirs = await w.app.inject({
      url: api(
        `customer/order/attachment/${name}?guest_id=${stranger.kind === 'guest' ? stranger.guestId : 0}`,
      ),
    });
    expect(theirs.statusCode).toBe(404);
    const customerOther = await signedIn(w);
    expect(
      (
        await w.app.inject({
          url: api(`customer/order/attachment/${name}`),
          headers: customerOther.h(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('places one for a signed-in customer (contact from the profile)', async () => {
    const who = await signedIn(w);
    const parts = fields(who).filter((p) => !p.name.startsWith('contact_person'));
    const res = await sendMultipart(
      w.app,
      'POST',
      url,
      who.kind === 'customer' ? who.token : undefined,
      [...parts, image(1)],
    );
    // sendMultipart sends no moduleId: the module is required.
    expect(errorCode(res.body)).toBe('moduleId');
    const ok = await send(who, [...parts, image(1)]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.user_id).toEqual(expect.any(Number));
  });
});

describe('stock under concurrency and idempotency', () => {
  it('50 concurrent placements for the last 5 units: exactly 5 orders, stock 0, never negative', async () => {
    const buyers = await Promise.all(Array.from({ length: 50 }, () => guest(w)));
    await w.db.updateTable('items').set({ stock: 5 }).where('id', '=', shop.b.id).execute();
    for (const who of buyers) await addToCart(w, who, shop.b.id, 1);
    const before = (await w.db.selectFrom('orders').select('id').execute()).length;
    const results = await Promise.all(
      buyers.map((who) => placeOrder(w, who, orderBody(who, shop))),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(5);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(406);
      expect(errorCode(r.body)).toBe('stock');
    }
    expect(await stockOf(shop.b.id)).toBe(0);
    expect((await w.db.selectFrom('orders').select('id').execute()).length).toBe(before + 5);
    await w.db.updateTable('items').set({ stock: 1000 }).where('id', '=', shop.b.id).execute();
  });

  it('the same Idempotency-Key 10 times gives one order (a customer paying from the wallet)', async () => {
    const who = await signedIn(w);
    const info = await call(w.app, 'GET', api('customer/info'), { headers: who.h() });
    await w.db
      .updateTable('users')
      .set({ wallet_balance: 1000 })
      .where('id', '=', info.body.id)
      .execute();
    await fillCart(w, who, shop);
    const key = { 'Idempotency-Key': 'wallet-checkout-1' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        placeOrder(w, who, orderBody(who, shop, { payment_method: 'wallet' }), key),
      ),
    );
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(answers[0]!.status).toBe(200);
    const mine = await w.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', info.body.id)
      .execute();
    expect(mine).toHaveLength(1);
    const user = await w.db
      .selectFrom('users')
      .select('wallet_balance')
      .where('id', '=', info.body.id)
      .executeTakeFirstOrThrow();
    expect(user.wallet_balance).toBeCloseTo(1000 - 584.5, 6);
  });
});

describe('the simulator under a fake clock', () => {
  it('runs a parcel: courier to the sender, then to the receiver; one step per tick even from two instances', async () => {
    const who = await guest(w);
    const id = await placed(who, { order_type: 'parcel' });
    const other = createSimulator({ db: w.db, clock: w.clock, pace: { stepMs: w.stepMs } });
    const statuses: string[] = [];
    const track = async () => {
      const res = await call(
        w.app,
        'GET',
        api(
          `customer/order/track?order_id=${id}&guest_id=${who.kind === 'guest' ? who.guestId : 0}&contact_number=8801711111111`,
        ),
      );
      return res.body;
    };
    w.clock.advance(w.stepMs);
    await Promise.all([w.app.simulator.tick(), other.tick()]);
    let t = await track();
    statuses.push(t.order_status);
    expect(t.order_status).toBe('confirmed');
    expect(t.delivery_man).not.toBeNull();
    const base = await w.db
      .selectFrom('delivery_men')
      .selectAll()
      .where('id', '=', t.delivery_man.id)
      .executeTakeFirstOrThrow();
    expect(Number(t.delivery_man.lat)).toBeCloseTo(base.lat, 6);
    w.clock.advance(w.stepMs / 2);
    await Promise.all([w.app.simulator.tick(), other.tick()]);
    t = await track();
    const half = pointAlong(courierRoute({ lat: base.lat, lng: base.lng }, GULSHAN_1), 0.5);
    expect(Number(t.delivery_man.lat)).toBeCloseTo(half.lat, 6);
    expect(Number(t.delivery_man.lng)).toBeCloseTo(half.lng, 6);
    w.clock.advance(w.stepMs / 2);
    await Promise.all([w.app.simulator.tick(), other.tick()]);
    t = await track();
    statuses.push(t.order_status);
    expect(Number(t.delivery_man.lat)).toBeCloseTo(GULSHAN_1.lat, 6);
    w.clock.advance(w.stepMs);
    await Promise.all([w.app.simulator.tick(), other.tick()]);
    t = await track();
    statuses.push(t.order_status);
    expect(statuses).toEqual(['confirmed', 'picked_up', 'delivered']);
    expect(Number(t.delivery_man.lat)).toBeCloseTo(LINK_ROAD.lat, 6);
    expect(Number(t.delivery_man.lng)).toBeCloseTo(LINK_ROAD.lng, 6);
    // One push per status, although two simulators ticked.
    const pushes = await w.db
      .selectFrom('notifications')
      .select('title')
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    expect(pushes.map((p) => p.title)).toEqual([
      'Order placed',
      'Courier assigned',
      'Parcel picked up',
      'Order delivered',
    ]);
  });

  it('keeps a scheduled order waiting until its time', async () => {
    const who = await guest(w);
    const at = new Date(w.clock.now() + 10 * w.stepMs);
    const id = await placed(who, { schedule_at: at.toISOString() });
    await runSteps(w, 9);
    expect((await orderRow(w, id)).order_status).toBe('pending');
    await runSteps(w, 2);
    expect((await orderRow(w, id)).order_status).toBe('confirmed');
  });
});

describe('tracking under a fast real-time pace', () => {
  it('reaches delivered with the courier moving, polled like the SPA does', async () => {
    const db = await freshDb();
    await seedIfEmpty(db);
    // Steps long enough for several polls each on a loaded machine (and on PostgreSQL).
    const app = await buildApp({ db, pace: { stepMs: 200 } });
    await app.ready();
    try {
      const store = await db
        .selectFrom('stores')
        .selectAll()
        .where('module_id', '=', MODULE.grocery)
        .where('zone_id', '=', ZONE.gulshan)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('stores')
        .set({ active: 1, delivery: 1, minimum_order: 0 })
        .where('id', '=', store.id)
        .execute();
      await alwaysOpen({ ...w, db } as TestWorld, store.id);
      const item = await db
        .selectFrom('items')
        .selectAll()
        .where('store_id', '=', store.id)
        .where('variations', '=', '[]')
        .where('stock', '>', 2)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const g = (await call(app, 'POST', api('auth/guest/request'))).body.guest_id as number;
      const h = headers({ module: MODULE.grocery });
      await call(app, 'POST', api('customer/cart/add'), {
        headers: h,
        body: { guest_id: g, item_id: item.id, quantity: 1 },
      });
      const res = await call(app, 'POST', api('customer/order/place'), {
        headers: h,
        body: {
          guest_id: g,
          store_id: store.id,
          payment_method: 'cash_on_delivery',
          order_type: 'delivery',
          contact_person_name: 'A',
          contact_person_number: '+8801700000000',
          address: 'Link Road',
          latitude: LINK_ROAD.lat,
          longitude: LINK_ROAD.lng,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      app.simulator.start();
      const seen = new Set<string>();
      const positions = new Set<string>();
      const deadline = Date.now() + 12_000;
      let status = 'pending';
      while (status !== 'delivered' && Date.now() < deadline) {
        const t = (
          await call(
            app,
            'GET',
            api(
              `customer/order/track?order_id=${res.body.order_id}&guest_id=${g}&contact_number=8801700000000`,
            ),
          )
        ).body;
        status = t.order_status;
        seen.add(status);
        if (t.delivery_man) positions.add(`${t.delivery_man.lat},${t.delivery_man.lng}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(status).toBe('delivered');
      expect(seen.has('picked_up')).toBe(true);
      expect(positions.size).toBeGreaterThan(2);
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
