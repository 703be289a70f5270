// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamTicket } from './account-helpers';
import { call, type Json, makeWorld, type TestWorld } from './helpers';
import {
  fillCart,
  guest,
  LINK_ROAD,
  orderBody,
  placeOrder,
  runSteps,
  setupShop,
  signedIn,
  type Shop,
  type Who,
} from './order-helpers';

/** `customer/order/track/stream`: the tracked order, live, to its own customer or guest only. */

let w: TestWorld;
let shop: Shop;
let base: string;
beforeAll(async () => {
  w = await makeWorld();
  shop = await setupShop(w);
  await w.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(w.app.server.address() as AddressInfo).port}/api/v1`;
});
afterAll(async () => w.close());

const STREAM = 'customer/order/track/stream';
const PHONE = '%2B8801711111111';

/** An open stream: its answer, and the orders it has sent so far. */
async function open(query: string) {
  const ctrl = new AbortController();
  const res = await fetch(`${base}/${STREAM}?${query}`, { signal: ctrl.signal });
  const orders: Json[] = [];
  let buffer = '';
  const reader = res.ok ? res.body!.getReader() : undefined;
  const next = async (count: number) => {
    while (reader && orders.length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += new TextDecoder().decode(value);
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const data = buffer
          .slice(0, cut)
          .split('\n')
          .find((line) => line.startsWith('data: '));
        buffer = buffer.slice(cut + 2);
        if (data) orders.push(JSON.parse(data.slice(6)));
      }
    }
    return orders;
  };
  /** Reads on until an order matches (a stream sends the latest state: steps in a row may merge). */
  const until = async (match: (order: Json) => boolean) => {
    for (;;) {
      const found = orders.find(match);
      if (found) return found;
      const before = orders.length;
      await next(before + 1);
      if (orders.length === before) throw new Error('the stream ended');
    }
  };
  return { res, next, until, close: () => ctrl.abort() };
}

async function placed(who: Who, over: Record<string, unknown> = {}): Promise<number> {
  await fillCart(w, who, shop);
  const res = await placeOrder(w, who, orderBody(who, shop, over));
  expect(res.status).toBe(200);
  return res.body.order_id as number;
}

const ticketOf = (who: Who) => streamTicket(w.app, who.kind === 'customer' ? who.token : '');
const guestIdOf = (who: Who) => (who.kind === 'guest' ? who.guestId : 0);

describe('GET customer/order/track/stream', () => {
  it("sends a customer's order at once, then each status and each move of the courier", async () => {
    const me = await signedIn(w);
    // delivered away from the store, so that the courier has a way to ride
    const orderId = await placed(me, {
      latitude: String(LINK_ROAD.lat),
      longitude: String(LINK_ROAD.lng),
    });
    const stream = await open(`order_id=${orderId}&ticket=${await ticketOf(me)}`);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect((await stream.next(1))[0]).toMatchObject({ id: orderId, order_status: 'pending' });

    // The simulator's push wakes the stream: no need to wait for its own look.
    const before = Date.now();
    await runSteps(w, 1);
    expect((await stream.next(2))[1]).toMatchObject({ order_status: 'confirmed' });
    expect(Date.now() - before).toBeLessThan(500);

    await runSteps(w, 3);
    const riding = await stream.until((order) => order.order_status === 'picked_up');
    expect(riding.delivery_man).toMatchObject({ id: expect.any(Number) });
    // Halfway along the ride the courier is elsewhere: the stream's own look sends it.
    const seen = (await stream.next(0)).length;
    w.clock.advance(w.stepMs / 2);
    await w.app.simulator.tick();
    const moved = (await stream.next(seen + 1))[seen]!;
    expect(moved.order_status).toBe('picked_up');
    expect([moved.delivery_man.lat, moved.delivery_man.lng]).not.toEqual([
      riding.delivery_man.lat,
      riding.delivery_man.lng,
    ]);
    stream.close();
  });

  it("streams a guest's order to that guest with the order's contact number", async () => {
    const g = await guest(w);
    const orderId = await placed(g);
    const stream = await open(
      `order_id=${orderId}&guest_id=${guestIdOf(g)}&contact_number=${PHONE}`,
    );
    expect(stream.res.status).toBe(200);
    expect((await stream.next(1))[0]).toMatchObject({ id: orderId, order_status: 'pending' });
    await runSteps(w, 1);
    expect((await stream.next(2))[1]).toMatchObject({ order_status: 'confirmed' });
    stream.close();
  });

  it('refuses every other guest and customer before anything is streamed', async () => {
    const owner = await guest(w);
    const stranger = await guest(w);
    const customer = await signedIn(w);
    const otherCustomer = await signedIn(w);
    const guestOrder = await placed(owner);
    const customerOrder = await placed(customer);
    const notFound = { errors: [{ code: 'order', message: 'Order not found' }] };
    const refusals: Array<[string, number]> = [
      // another guest, even with the right phone
      [`order_id=${guestOrder}&guest_id=${guestIdOf(stranger)}&contact_number=${PHONE}`, 404],
      // the right guest with another phone, or none
      [`order_id=${guestOrder}&guest_id=${guestIdOf(owner)}&contact_number=8801799999999`, 404],
      [`order_id=${guestOrder}&guest_id=${guestIdOf(owner)}`, 403],
      // a customer asking for a guest's order, or for another customer's
      [`order_id=${guestOrder}&ticket=${await ticketOf(customer)}`, 404],
      [`order_id=${customerOrder}&ticket=${await ticketOf(otherCustomer)}`, 404],
      // a guest asking for a customer's order (which has no guest id)
      [`order_id=${customerOrder}&guest_id=${guestIdOf(owner)}&contact_number=${PHONE}`, 404],
      // nobody
      [`order_id=${customerOrder}`, 403],
      [`order_id=${customerOrder}&ticket=nope`, 401],
      // a token in the URL opens nothing (it would land in logs): asked as nobody's
      [
        `order_id=${customerOrder}&token=${customer.kind === 'customer' ? customer.token : ''}`,
        403,
      ],
    ];
    for (const [query, status] of refusals) {
      const res = await call(w.app, 'GET', `/api/v1/${STREAM}?${query}`);
      expect(res.status, query).toBe(status);
      if (status === 404) expect(res.body, query).toEqual(notFound);
    }
  });
});
