// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gif, png, sendMultipart, signUp, streamTicket, type Part } from './account-helpers';
import { call, errorCode, type Json, makeWorld, type TestWorld } from './helpers';
import {
  deliveredOrder as deliverOrder,
  fillCart,
  guest,
  orderBody,
  orderRow,
  placeOrder,
  runSteps,
  setupShop,
  signedIn,
  type Shop,
  type Who,
} from './order-helpers';

/** Wallet, loyalty points, referrals, reviews, chat and notifications (issue 5). */

let w: TestWorld;
let shop: Shop;
beforeAll(async () => {
  w = await makeWorld();
  shop = await setupShop(w);
  // The balances below are loyalty and referral only; cashback has its own test (cashback.test.ts).
  await w.db.updateTable('cashbacks').set({ status: 0 }).execute();
});
afterAll(async () => w.close());

const api = (path: string) => `/api/v1/${path}`;
const info = async (who: Who) =>
  (await call(w.app, 'GET', api('customer/info'), { headers: who.h() })).body;

const deliveredOrder = (who: Who) => deliverOrder(w, who, shop);

let referrer: Who;
let referred: Who;
let firstOrder: Awaited<ReturnType<typeof deliveredOrder>>;

describe('referrals, loyalty points and the wallet', () => {
  it('refuses an unknown referral code at sign-up', async () => {
    const res = await signUp(w.app, { ref_code: 'NOSUCHCODE' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: [{ code: 'ref_code', message: 'Referer code not found' }] });
  });

  it("earns points on delivery, and the referrer's earning on the referred customer's first order only", async () => {
    referrer = await signedIn(w);
    const code = (await info(referrer)).ref_code as string;
    referred = await signedIn(w, { ref_code: code.toLowerCase() });
    const me = await info(referred);
    expect(me.ref_by).toBe((await info(referrer)).id);
    expect(me).toMatchObject({ wallet_balance: 0, loyalty_point: 0 });

    firstOrder = await deliveredOrder(referred);
    // 5% of 584.5 = 29.2 → 29 points
    expect(await info(referred)).toMatchObject({ loyalty_point: 29, wallet_balance: 0 });
    expect(await info(referrer)).toMatchObject({ wallet_balance: 50 });
    const earning = await call(
      w.app,
      'GET',
      api('customer/wallet/transactions?limit=10&offset=1'),
      {
        headers: referrer.h(),
      },
    );
    expect(earning.body).toMatchObject({ total_size: 1, limit: 10, offset: 1 });
    expect(earning.body.data[0]).toMatchObject({
      credit: 50,
      debit: 0,
      balance: 50,
      transaction_type: 'referrer',
      reference: String(firstOrder.id),
    });
    const pushes = await call(w.app, 'GET', api('customer/notifications'), {
      headers: referrer.h(),
    });
    expect(pushes.body[0]).toMatchObject({ type: 'referral_code', title: 'Referral earning' });

    await deliveredOrder(referred);
    expect((await info(referrer)).wallet_balance).toBe(50);
    expect((await info(referred)).loyalty_point).toBe(58);
    const points = await call(
      w.app,
      'GET',
      api('customer/loyalty-point/transactions?limit=1&offset=1'),
      {
        headers: referred.h(),
      },
    );
    expect(points.body).toMatchObject({ total_size: 2, limit: 1, offset: 1 });
    expect(points.body.data[0]).toMatchObject({
      credit: 29,
      debit: 0,
      balance: 58,
      transaction_type: 'order_place',
    });
  });

  it('transfers points to the wallet at the exchange rate, above the minimum and within the balance', async () => {
    const transfer = (point: unknown) =>
      call(w.app, 'POST', api('customer/loyalty-point/point-transfer'), {
        headers: referred.h(),
        body: { point },
      });
    const small = await transfer(10);
    expect(small.status).toBe(403);
    expect(small.body.errors[0]).toEqual({
      code: 'point',
      message: 'You need at least 20 points to transfer',
    });
    const much = await transfer(500);
    expect(much.body).toEqual({ errors: [{ code: 'point', message: 'Insufficient point' }] });
    expect(errorCode((await transfer('x')).body)).toBe('point');
    const ok = await transfer(40);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Point to wallet transfer successfully.' });
    // 40 points / 10 per unit = 4
    expect(await info(referred)).toMatchObject({ loyalty_point: 18, wallet_balance: 4 });
    const wallet = await call(
      w.app,
      'GET',
      api('customer/wallet/transactions?type=loyalty_point'),
      {
        headers: referred.h(),
      },
    );
    expect(wallet.body.data).toEqual([
      expect.objectContaining({ credit: 4, balance: 4, transaction_type: 'loyalty_point' }),
    ]);
    const orderOnly = await call(w.app, 'GET', api('customer/wallet/transactions?type=order'), {
      headers: referred.h(),
    });
    expect(orderOnly.body.total_size).toBe(0);
    expect(
      errorCode(
        (
          await call(w.app, 'GET', api('customer/wallet/transactions?type=bogus'), {
            headers: referred.h(),
          })
        ).body,
      ),
    ).toBe('type');
    const g = await guest(w);
    for (const path of ['customer/wallet/transactions', 'customer/loyalty-point/transactions']) {
      const res = await call(w.app, 'GET', api(path), { headers: g.h() });
      expect(res.status, path).toBe(401);
    }
  });

  it('refunds a paid order canceled while pending to the wallet; a wallet order starts confirmed', async () => {
    const who = await signedIn(w);
    const id = (await info(who)).id as number;
    await fillCart(w, who, shop);
    const placed = await placeOrder(
      w,
      who,
      orderBody(who, shop, { payment_method: 'digital_payment' }),
    );
    const page = await w.app.inject({
      url: `/payment-mobile?order_id=${placed.body.order_id}&customer_id=${id}&callback=/`,
      // A customer's order: the gateway wants the customer's token.
      headers: { authorization: `Bearer ${who.kind === 'customer' ? who.token : ''}` },
    });
    const request = /name="request" value="([^"]+)"/.exec(page.body)![1]!;
    const paid = await w.app.inject({
      method: 'POST',
      url: '/payment-mobile',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `request=${request}&action=pay`,
    });
    expect(paid.statusCode).toBe(303);
    const cancel = await call(w.app, 'PUT', api('customer/order/cancel'), {
      headers: who.h(),
      body: { order_id: placed.body.order_id, reason: 'Changed my mind' },
    });
    expect(cancel.status).toBe(200);
    expect(await orderRow(w, placed.body.order_id)).toMatchObject({
      order_status: 'canceled',
      payment_status: 'refunded',
    });
    expect((await info(who)).wallet_balance).toBe(584.5);
    const refund = await call(w.app, 'GET', api('customer/wallet/transactions?type=order'), {
      headers: who.h(),
    });
    expect(refund.body.data[0]).toMatchObject({ credit: 584.5, transaction_type: 'order_refund' });

    // Paying the next order from the wallet: confirmed at once, so no longer cancelable.
    await fillCart(w, who, shop);
    const walletOrder = await placeOrder(
      w,
      who,
      orderBody(who, shop, { payment_method: 'wallet' }),
    );
    expect(walletOrder.body.status).toBe('confirmed');
    expect((await info(who)).wallet_balance).toBe(0);
    const refused = await call(w.app, 'PUT', api('customer/order/cancel'), {
      headers: who.h(),
      body: { order_id: walletOrder.body.order_id, reason: 'Changed my mind' },
    });
    expect(refused.status).toBe(403);
  });
});

describe('reviews and the review reminder', () => {
  it('reminds of the last delivered order until reviewed, and takes item and courier reviews once', async () => {
    const reminder = await call(w.app, 'GET', api('customer/review-reminder'), {
      headers: referred.h(),
    });
    expect(reminder.status).toBe(200);
    const latest = reminder.body.order_id as number;
    expect(latest).toBeGreaterThan(firstOrder.id);
    expect(reminder.body.images).toHaveLength(2);
    expect(reminder.body.images[0]).toMatch(/^\/api\/v1\/images\/item\//);

    const submit = (body: Record<string, unknown>) =>
      call(w.app, 'POST', api('items/reviews/submit'), { headers: referred.h(), body });
    expect(
      errorCode((await submit({ item_id: shop.a.id, order_id: latest, rating: 6 })).body),
    ).toBe('rating');
    expect(errorCode((await submit({ item_id: 999999, order_id: latest, rating: 5 })).body)).toBe(
      'item_id',
    );
    const before = await w.db
      .selectFrom('items')
      .select(['avg_rating', 'rating_count'])
      .where('id', '=', shop.a.id)
      .executeTakeFirstOrThrow();
    const ok = await submit({ item_id: shop.a.id, order_id: latest, rating: 5, comment: 'Fresh!' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Review submitted successfully' });
    const after = await w.db
      .selectFrom('items')
      .select(['avg_rating', 'rating_count'])
      .where('id', '=', shop.a.id)
      .executeTakeFirstOrThrow();
    expect(after.rating_count).toBe(before.rating_count + 1);
    expect(after.avg_rating).toBeCloseTo(
      (before.avg_rating * before.rating_count + 5) / (before.rating_count + 1),
      6,
    );
    const twice = await submit({ item_id: shop.a.id, order_id: latest, rating: 4 });
    expect(twice.status).toBe(403);
    expect(twice.body.errors[0].code).toBe('review');
    const details = await call(w.app, 'GET', api(`customer/order/details?order_id=${latest}`), {
      headers: referred.h(),
    });
    expect(details.body.find((d: Json) => d.item_id === shop.a.id).is_reviewed).toBe(1);

    // The reviewed order is not asked about again; the earlier one is, until dismissed.
    const next = await call(w.app, 'GET', api('customer/review-reminder'), {
      headers: referred.h(),
    });
    expect(next.body.order_id).toBe(firstOrder.id);
    const dismissed = await call(
      w.app,
      'GET',
      api(`customer/review-reminder-cancel?order_id=${firstOrder.id}`),
      {
        headers: referred.h(),
      },
    );
    expect(dismissed.status).toBe(200);
    expect(
      (await call(w.app, 'GET', api('customer/review-reminder'), { headers: referred.h() })).body,
    ).toEqual({
      order_id: null,
      images: [],
    });

    const courier = (body: Record<string, unknown>) =>
      call(w.app, 'POST', api('delivery-man/reviews/submit'), { headers: referred.h(), body });
    const order = await orderRow(w, latest);
    expect(
      errorCode(
        (
          await courier({
            delivery_man_id: order.delivery_man_id! + 1000,
            order_id: latest,
            rating: 5,
          })
        ).body,
      ),
    ).toBe('delivery_man_id');
    const dm = await courier({
      delivery_man_id: order.delivery_man_id,
      order_id: latest,
      rating: 4,
      comment: 'Fast',
    });
    expect(dm.status).toBe(200);
    const man = await w.db
      .selectFrom('delivery_men')
      .select('rating_count')
      .where('id', '=', order.delivery_man_id!)
      .executeTakeFirstOrThrow();
    expect(man.rating_count).toBe(1);
    expect(
      (await courier({ delivery_man_id: order.delivery_man_id, order_id: latest, rating: 4 }))
        .status,
    ).toBe(403);

    // Orders not delivered yet, or of someone else, cannot be reviewed.
    const other = await signedIn(w);
    expect(
      (
        await call(w.app, 'POST', api('items/reviews/submit'), {
          headers: other.h(),
          body: { item_id: shop.a.id, order_id: latest, rating: 5 },
        })
      ).status,
    ).toBe(404);
  });
});

describe('review images', () => {
  it('takes up to 3 images with an item review, checks them, and shows them where reviews are read', async () => {
    const who = await signedIn(w);
    if (who.kind !== 'customer') throw new Error('a customer');
    const order = await deliveredOrder(who);
    const fields = (itemId: number): Part[] => [
      { name: 'item_id', value: String(itemId) },
      { name: 'order_id', value: String(order.id) },
      { name: 'rating', value: '4' },
      { name: 'comment', value: 'With a photo' },
    ];
    const image = (name: string, data: Buffer): Part => ({
      name: 'attachment[]',
      file: { filename: name, data, type: 'image/png' },
    });
    const submit = (parts: Part[]) =>
      sendMultipart(w.app, 'POST', api('items/reviews/submit'), who.token, parts);

    // Not an image (whatever its name says), too many, too large: refused, nothing stored.
    const notImage = await submit([...fields(shop.a.id), image('a.png', Buffer.from('hello'))]);
    expect(notImage.status).toBe(403);
    expect(notImage.body.errors[0]).toEqual({
      code: 'attachment',
      message: 'The image must be a file of type: jpg, png, jpeg, gif.',
    });
    const four = await submit([
      ...fields(shop.a.id),
      ...[1, 2, 3, 4].map((n) => image(`${n}.png`, png(n, n))),
    ]);
    expect(four.body.errors[0]).toEqual({
      code: 'attachment',
      message: 'You can upload at most 3 images.',
    });
    const huge = await submit([
      ...fields(shop.a.id),
      image('huge.png', png(10, 10, 2 * 1024 * 1024 + 1)),
    ]);
    expect(huge.status).toBe(403);
    expect(huge.body.errors[0]).toEqual({
      code: 'attachment',
      message: 'The image may not be greater than 2 MB.',
    });

    const ok = await submit([
      ...fields(shop.a.id),
      image('plate.png', png(40, 30)),
      { name: 'attachment[]', file: { filename: 'b.gif', data: gif(8, 8), type: 'image/gif' } },
    ]);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Review submitted successfully' });
    // A review without images still goes as JSON.
    const plain = await call(w.app, 'POST', api('items/reviews/submit'), {
      headers: who.h(),
      body: { item_id: shop.b.id, order_id: order.id, rating: 5 },
    });
    expect(plain.status).toBe(200);

    const listed = await call(w.app, 'GET', api(`items/reviews/${shop.a.id}?limit=10&offset=1`), {
      headers: who.h(),
    });
    // Anyone reads a review: no order id in it, the reviewer's last name as an initial.
    for (const review of listed.body.reviews as Json[]) {
      expect(review).not.toHaveProperty('order_id');
      expect(review.customer.l_name ?? '').toMatch(/^(.\.)?$/u);
    }
    const mine = listed.body.reviews.find(
      (r: Json) => r.comment === 'With a photo' && r.attachment.length === 2,
    );
    expect(mine.customer).toMatchObject({ f_name: 'Test', l_name: 'C.' });
    expect(mine.attachment).toHaveLength(2);
    expect(mine.attachment_full_url).toEqual(
      mine.attachment.map((name: string) => `/api/v1/images/review/${name}`),
    );
    const byStore = await call(w.app, 'GET', api(`stores/reviews?store_id=${shop.store.id}`), {
      headers: who.h(),
    });
    for (const review of byStore.body as Json[]) expect(review).not.toHaveProperty('order_id');
    // Newest first: the plain review is the item's first.
    const plainRow = byStore.body.find((r: Json) => r.item_id === shop.b.id);
    expect(plainRow).toMatchObject({ attachment: [], attachment_full_url: [] });
    expect(byStore.body.find((r: Json) => r.id === mine.id).attachment_full_url).toEqual(
      mine.attachment_full_url,
    );

    // Anyone may see a review's image (as the review itself); other uploads are not served here.
    const served = await w.app.inject({ method: 'GET', url: mine.attachment_full_url[0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png(40, 30))).toBe(true);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    const gifServed = await w.app.inject({ method: 'GET', url: mine.attachment_full_url[1] });
    expect(gifServed.headers['content-type']).toBe('image/gif');
    const unknown = await w.app.inject({
      method: 'GET',
      url: `/api/v1/images/review/${'0'.repeat(32)}.png`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('chat with the store and the courier', () => {
  const send = (who: Who, parts: Part[]) =>
    sendMultipart(
      w.app,
      'POST',
      api('customer/message/send'),
      who.kind === 'customer' ? who.token : undefined,
      parts,
    );
  const img = (i: number): Part => ({
    name: 'image[]',
    file: { filename: `p${i}.png`, data: png(8, 8), type: 'image/png' },
  });

  it('sends to a store, which answers after a short delay with a message push', async () => {
    const res = await send(referred, [
      { name: 'receiver_type', value: 'vendor' },
      { name: 'receiver_id', value: String(shop.store.id) },
      { name: 'message', value: 'Do you have fresh mangoes?' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total_size: 1, message: 'successfully sent!' });
    const conversationId = res.body.conversation.id as number;
    expect(res.body.conversation).toMatchObject({
      sender_type: 'customer',
      receiver_type: 'vendor',
      receiver_id: shop.store.id,
      receiver: { f_name: shop.store.name, image_full_url: expect.any(String) },
    });
    expect(res.body.messages[0]).toMatchObject({
      sender_type: 'customer',
      message: 'Do you have fresh mangoes?',
    });

    await w.app.simulator.tick();
    let details = await call(
      w.app,
      'GET',
      api(`customer/message/details?conversation_id=${conversationId}`),
      {
        headers: referred.h(),
      },
    );
    expect(details.body.total_size).toBe(1);
    w.clock.advance(w.app.simulator.pace.stepMs);
    await w.app.simulator.tick();
    const list = await call(w.app, 'GET', api('customer/message/list?type=vendor'), {
      headers: referred.h(),
    });
    expect(list.body).toMatchObject({ total_size: 1, type: 'vendor' });
    expect(list.body.conversations[0]).toMatchObject({
      id: conversationId,
      unread_message_count: 1,
      last_message: { sender_type: 'vendor' },
    });
    details = await call(
      w.app,
      'GET',
      api(`customer/message/details?conversation_id=${conversationId}`),
      {
        headers: referred.h(),
      },
    );
    expect(details.body.total_size).toBe(2);
    expect(details.body.messages[0]).toMatchObject({
      sender_type: 'vendor',
      sender_id: shop.store.id,
      is_seen: 1,
    });
    expect(details.body.conversation.unread_message_count).toBe(0);
    const pushes = await call(w.app, 'GET', api('customer/notifications'), {
      headers: referred.h(),
    });
    expect(pushes.body[0]).toMatchObject({
      type: 'message',
      title: 'You have a new message',
      conversation_id: conversationId,
      sender_type: 'vendor',
    });
    // Another tick answers nothing twice.
    w.clock.advance(w.app.simulator.pace.stepMs);
    await w.app.simulator.tick();
    const again = await call(
      w.app,
      'GET',
      api(`customer/message/details?store_id=${shop.store.id}`),
      {
        headers: referred.h(),
      },
    );
    expect(again.body.total_size).toBe(2);
  });

  it('takes up to 3 images, refuses a fourth, and serves them', async () => {
    const to = [
      { name: 'receiver_type', value: 'vendor' },
      { name: 'receiver_id', value: String(shop.store.id) },
    ];
    const four = await send(referred, [...to, img(1), img(2), img(3), img(4)]);
    expect(four.status).toBe(403);
    expect(four.body).toEqual({
      errors: [{ code: 'image', message: 'Maximum 3 images can be send at a time.' }],
    });
    const three = await send(referred, [
      ...to,
      img(1),
      img(2),
      { name: 'image[]', file: { filename: 'g.gif', data: gif(4, 4) } },
    ]);
    expect(three.status, JSON.stringify(three.body)).toBe(200);
    const sent = three.body.messages[0];
    expect(sent.file_full_url).toHaveLength(3);
    const served = await w.app.inject({ url: sent.file_full_url[2] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await send(referred, to)).body.errors[0].code).toBe('message');
    expect(
      (await w.app.inject({ url: api(`images/conversation/${'0'.repeat(32)}.png`) })).statusCode,
    ).toBe(404);
  });

  it("talks with the courier of the customer's order only; guests have no chat", async () => {
    const order = await orderRow(w, firstOrder.id);
    const stranger = await signedIn(w);
    const refused = await send(stranger, [
      { name: 'receiver_type', value: 'delivery_man' },
      { name: 'receiver_id', value: String(order.delivery_man_id) },
      { name: 'message', value: 'Hi' },
    ]);
    expect(refused.status).toBe(403);
    const ok = await send(referred, [
      { name: 'receiver_type', value: 'delivery_man' },
      { name: 'receiver_id', value: String(order.delivery_man_id) },
      { name: 'order_id', value: String(order.id) },
      { name: 'message', value: 'Where are you?' },
    ]);
    expect(ok.status).toBe(200);
    expect(ok.body.conversation).toMatchObject({
      receiver_type: 'delivery_man',
      order_id: order.id,
    });
    w.clock.advance(w.app.simulator.pace.stepMs);
    await w.app.simulator.tick();
    const details = await call(
      w.app,
      'GET',
      api(`customer/message/details?delivery_man_id=${order.delivery_man_id}`),
      {
        headers: referred.h(),
      },
    );
    expect(details.body.messages[0]).toMatchObject({ sender_type: 'delivery_man' });
    const all = await call(w.app, 'GET', api('customer/message/list'), { headers: referred.h() });
    expect(all.body.total_size).toBe(2);
    const g = await guest(w);
    expect(
      (await call(w.app, 'GET', api('customer/message/list'), { headers: g.h() })).status,
    ).toBe(401);
  });
});

describe('notifications', () => {
  it('lists a guest’s pushes by guest_id, newest first', async () => {
    const g = await guest(w);
    await fillCart(w, g, shop);
    const placed = await placeOrder(w, g, orderBody(g, shop));
    await runSteps(w, 2);
    const res = await call(
      w.app,
      'GET',
      api(`customer/notifications?guest_id=${g.kind === 'guest' ? g.guestId : 0}`),
    );
    expect(res.status).toBe(200);
    expect(res.body.map((n: Json) => n.title)).toEqual([
      'Order being prepared',
      'Order confirmed',
      'Order placed',
    ]);
    expect(res.body[0]).toMatchObject({
      type: 'order_status',
      order_id: placed.body.order_id,
      conversation_id: null,
      sender_type: null,
      data: { title: 'Order being prepared', order_id: placed.body.order_id, type: 'order_status' },
    });
    expect(errorCode((await call(w.app, 'GET', api('customer/notifications'))).body)).toBe(
      'guest_id',
    );
  });

  it('streams order and message pushes as server-sent events, to customers and guests', async () => {
    await w.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = w.app.server.address() as AddressInfo;
    const token = referred.kind === 'customer' ? referred.token : '';

    async function open(query: string) {
      const ctrl = new AbortController();
      const res = await fetch(
        `http://127.0.0.1:${port}/api/v1/customer/notifications/stream?${query}`,
        {
          signal: ctrl.signal,
        },
      );
      const reader = res.body!.getReader();
      let buffer = '';
      const events: Json[] = [];
      const next = async (count: number) => {
        while (events.length < count) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += new TextDecoder().decode(value);
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            const id = block.split('\n').find((l) => l.startsWith('id: '));
            if (data) events.push({ ...JSON.parse(data.slice(6)), eventId: Number(id?.slice(4)) });
          }
        }
        return events;
      };
      return { res, next, close: () => ctrl.abort() };
    }

    const bad = await fetch(
      `http://127.0.0.1:${port}/api/v1/customer/notifications/stream?ticket=nope`,
    );
    expect(bad.status).toBe(401);

    const mine = await open(`ticket=${await streamTicket(w.app, token)}`);
    expect(mine.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await fillCart(w, referred, shop);
    const placed = await placeOrder(w, referred, orderBody(referred, shop));
    await runSteps(w, 1);
    await sendMultipart(w.app, 'POST', api('customer/message/send'), token, [
      { name: 'receiver_type', value: 'vendor' },
      { name: 'receiver_id', value: String(shop.store.id) },
      { name: 'message', value: 'Thanks!' },
    ]);
    w.clock.advance(w.app.simulator.pace.stepMs);
    await w.app.simulator.tick();
    const events = await mine.next(4);
    expect(events.map((e) => [e.type, e.title])).toEqual([
      ['order_status', 'Order placed'],
      ['order_status', 'Order confirmed'],
      ['order_status', 'Order being prepared'],
      ['message', 'You have a new message'],
    ]);
    expect(events[0]).toMatchObject({ order_id: placed.body.order_id, body: expect.any(String) });
    expect(events[3]).toMatchObject({ sender_type: 'vendor', conversation_id: expect.any(Number) });
    mine.close();

    // Reconnecting with Last-Event-ID resumes after it; a guest streams by guest_id.
    const resumed = await open(
      `ticket=${await streamTicket(w.app, token)}&last_id=${events[1]!.eventId}`,
    );
    expect((await resumed.next(2)).map((e) => e.title)).toEqual([
      'Order being prepared',
      'You have a new message',
    ]);
    resumed.close();
    const g = await guest(w);
    const theirs = await open(`guest_id=${g.kind === 'guest' ? g.guestId : 0}`);
    await fillCart(w, g, shop);
    await placeOrder(w, g, orderBody(g, shop));
    expect((await theirs.next(1))[0]).toMatchObject({
      type: 'order_status',
      title: 'Order placed',
    });
    // Left open: closing the app ends the stream.
  });
});
