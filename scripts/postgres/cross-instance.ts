import type { Db } from '../../server/db/client';

/**
 * The cross-instance checks of `npm run test:postgres`: two provider instances (`a`, `b`)
 * share one PostgreSQL database; every request goes over real HTTP. `db` is used only to set
 * the scene (a store open all day, a scarce item) and to count what was written.
 */

const GROCERY = 2;
const GULSHAN = 3;
const GULSHAN_1 = { lat: 23.7806, lng: 90.4163 };
const SCARCE_STOCK = 5;
const BUYERS = 12;
const LOGIN_MAX_FAILURES = 5;

export interface Figures {
  scarceStock: number;
  buyers: number;
  ordersAccepted: number;
  ordersRefused: number;
  unitsSold: number;
  stockLeft: number;
  oversoldUnits: number;
  idempotentRequests: number;
  ordersPerIdempotencyKey: number;
  notificationsSent: number;
  notificationsDelivered: number;
  notificationLatencyMs: number[];
  loginFailuresAcrossInstances: number;
  lockedOnOtherInstance: boolean;
  duplicateStatusPushes: number;
  ordersDelivered: number;
}

export type Json = Record<string, unknown>;

export async function call(
  base: string,
  method: string,
  path: string,
  opts: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      accept: 'application/json',
      zoneId: `[${GULSHAN}]`,
      moduleId: String(GROCERY),
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...opts.headers,
    },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
  });
  const text = await res.text();
  let body: Json = {};
  try {
    body = JSON.parse(text) as Json;
  } catch {
    body = { text };
  }
  return { status: res.status, body, headers: res.headers };
}

export async function expectOk(what: string, res: Promise<{ status: number; body: Json }>) {
  const r = await res;
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** A Gulshan grocery store open all day with a cheap item of SCARCE_STOCK units and a plentiful one. */
export async function setScene(db: Db) {
  const store = await db
    .selectFrom('stores')
    .select('id')
    .where('module_id', '=', GROCERY)
    .where('zone_id', '=', GULSHAN)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('stores')
    .set({
      minimum_order: 0,
      active: 1,
      status: 1,
      delivery: 1,
      latitude: GULSHAN_1.lat,
      longitude: GULSHAN_1.lng,
    })
    .where('id', '=', store.id)
    .execute();
  await db.deleteFrom('store_schedules').where('store_id', '=', store.id).execute();
  await db
    .insertInto('store_schedules')
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((day) => ({
        store_id: store.id,
        day,
        opening_time: '00:00:00',
        closing_time: '23:59:59',
      })),
    )
    .execute();
  const [scarce, plenty] = await db
    .selectFrom('items')
    .select('id')
    .where('store_id', '=', store.id)
    .where('variations', '=', '[]')
    .orderBy('id')
    .limit(2)
    .execute();
  if (!scarce || !plenty) throw new Error('the scene needs two plain items');
  await db
    .updateTable('items')
    .set({ stock: SCARCE_STOCK, maximum_cart_quantity: 0, price: 100, discount: 0, status: 1 })
    .where('id', '=', scarce.id)
    .execute();
  await db
    .updateTable('items')
    .set({ stock: 100_000, maximum_cart_quantity: 0, price: 100, discount: 0, status: 1 })
    .where('id', '=', plenty.id)
    .execute();
  await db
    .updateTable('module_zone')
    .set({ maximum_cod_order_amount: 1_000_000 })
    .where('module_id', '=', GROCERY)
    .execute();
  return { storeId: store.id, scarceId: scarce.id, plentyId: plenty.id };
}

export const orderBody = (storeId: number, extra: Json = {}) => ({
  order_amount: 1,
  payment_method: 'cash_on_delivery',
  order_type: 'delivery',
  store_id: storeId,
  contact_person_name: 'Nusrat Jahan',
  contact_person_number: '+8801711111111',
  address: 'House 7, Road 12, Gulshan 1',
  latitude: String(GULSHAN_1.lat),
  longitude: String(GULSHAN_1.lng),
  address_type: 'home',
  ...extra,
});

/** One unit of `itemId` into the cart of the customer signed in by `auth`. */
export async function addOne(base: string, auth: Record<string, string>, itemId: number) {
  await expectOk(
    'cart add',
    call(base, 'POST', '/customer/cart/add', {
      headers: auth,
      body: { item_id: itemId, quantity: 1 },
    }),
  );
}

async function guestWithCart(base: string, itemId: number): Promise<number> {
  const { guest_id } = await expectOk('guest', call(base, 'POST', '/auth/guest/request'));
  const guestId = Number(guest_id);
  await expectOk(
    'cart add',
    call(base, 'POST', '/customer/cart/add', {
      body: { guest_id: guestId, item_id: itemId, quantity: 1 },
    }),
  );
  return guestId;
}

let phones = 0;
export async function signUp(base: string) {
  phones += 1;
  const phone = `+88017${String(process.pid % 10000).padStart(4, '0')}${String(phones).padStart(4, '0')}`;
  const password = 'secret123';
  const body = await expectOk(
    'sign-up',
    call(base, 'POST', '/auth/sign-up', {
      body: { f_name: 'Cross', l_name: 'Instance', phone, password },
    }),
  );
  return { phone, password, token: String(body.token) };
}

/** Concurrent orders for the scarce item, alternating between the instances. */
async function scarceStock(db: Db, bases: string[], scene: Awaited<ReturnType<typeof setScene>>) {
  const guests = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) => guestWithCart(bases[i % 2]!, scene.scarceId)),
  );
  const results = await Promise.all(
    guests.map((guestId, i) =>
      call(bases[(i + 1) % 2]!, 'POST', '/customer/order/place', {
        body: orderBody(scene.storeId, { guest_id: guestId }),
      }),
    ),
  );
  const unexpected = results.filter((r) => r.status !== 200 && r.status !== 406);
  if (unexpected.length > 0)
    throw new Error(`scarce stock: unexpected answers ${JSON.stringify(unexpected)}`);
  const sold = await db
    .selectFrom('order_details')
    .select((eb) => eb.fn.sum<number>('quantity').as('n'))
    .where('item_id', '=', scene.scarceId)
    .executeTakeFirst();
  const left = await db
    .selectFrom('items')
    .select('stock')
    .where('id', '=', scene.scarceId)
    .executeTakeFirstOrThrow();
  const unitsSold = Number(sold?.n ?? 0);
  return {
    ordersAccepted: results.filter((r) => r.status === 200).length,
    ordersRefused: results.filter((r) => r.status === 406).length,
    unitsSold,
    stockLeft: left.stock,
    oversoldUnits: Math.max(0, unitsSold - SCARCE_STOCK, -left.stock),
    orderIds: results.filter((r) => r.status === 200).map((r) => Number(r.body.order_id)),
  };
}

/** One order placed with a key, sent to both instances at once and retried on each. */
async function idempotentRetry(
  db: Db,
  bases: string[],
  scene: Awaited<ReturnType<typeof setScene>>,
) {
  const guestId = await guestWithCart(bases[0]!, scene.plentyId);
  const key = `cross-${process.pid}-${Date.now()}`;
  const send = (base: string) =>
    call(base, 'POST', '/customer/order/place', {
      headers: { 'Idempotency-Key': key },
      body: orderBody(scene.storeId, { guest_id: guestId }),
    });
  const first = await Promise.all([send(bases[0]!), send(bases[1]!)]);
  const retries = await Promise.all([send(bases[1]!), send(bases[0]!)]);
  const answers = [...first, ...retries];
  const failed = answers.filter((r) => r.status !== 200);
  if (failed.length > 0) throw new Error(`idempotent retry: ${JSON.stringify(failed)}`);
  const ids = new Set(answers.map((r) => Number(r.body.order_id)));
  const rows = await db.selectFrom('orders').select('id').where('guest_id', '=', guestId).execute();
  if (ids.size !== 1) throw new Error(`idempotent retry answered orders ${[...ids].join(', ')}`);
  return { idempotentRequests: answers.length, ordersPerIdempotencyKey: rows.length };
}

/** An open server-sent event stream, noting when each push arrives. */
export async function openStream(url: string) {
  const controller = new AbortController();
  const arrivals: { at: number; push: Json }[] = [];
  const res = await fetch(url, { signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let connected = false;
  const pump = async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (event.includes(': connected')) connected = true;
        const data = event.split('\n').find((l) => l.startsWith('data: '));
        if (data) arrivals.push({ at: Date.now(), push: JSON.parse(data.slice(6)) as Json });
      }
    }
  };
  const pumping = pump().catch(() => {});
  const until = async (ok: () => boolean, timeoutMs: number) => {
    const end = Date.now() + timeoutMs;
    while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    return ok();
  };
  if (!(await until(() => connected, 10_000))) throw new Error('the stream did not connect');
  return {
    arrivals,
    headers: res.headers,
    /** the arrival time of the first push that matches, or undefined after timeoutMs */
    waitFor: async (match: (push: Json) => boolean, timeoutMs: number) => {
      const found = () => arrivals.find((a) => match(a.push));
      await until(() => found() !== undefined, timeoutMs);
      return found()?.at;
    },
    close: async () => {
      controller.abort();
      await pumping;
    },
  };
}

/** A customer's stream open on instance b; each push is caused by an order placed on a. */
async function notifications(bases: string[], scene: Awaited<ReturnType<typeof setScene>>) {
  const [a, b] = bases as [string, string];
  const who = await signUp(a);
  const auth = { Authorization: `Bearer ${who.token}` };
  const sent = 3;
  // A ticket asked of one instance opens the stream on the other (both read it from the database).
  const { ticket } = (await expectOk(
    'stream ticket',
    call(a, 'POST', '/customer/stream-ticket', { headers: auth }),
  )) as { ticket: string };
  const stream = await openStream(
    `${b}/api/v1/customer/notifications/stream?ticket=${encodeURIComponent(ticket)}`,
  );
  const latency: number[] = [];
  let delivered = 0;
  try {
    for (let i = 0; i < sent; i++) {
      await addOne(a, auth, scene.plentyId);
      const sentAt = Date.now();
      const placed = await expectOk(
        'order',
        call(a, 'POST', '/customer/order/place', { headers: auth, body: orderBody(scene.storeId) }),
      );
      const at = await stream.waitFor(
        (p) => p.order_id === placed.order_id && p.title === 'Order placed',
        15_000,
      );
      if (at === undefined) continue;
      delivered++;
      latency.push(at - sentAt);
    }
  } finally {
    await stream.close();
  }
  return {
    notificationsSent: sent,
    notificationsDelivered: delivered,
    notificationLatencyMs: latency,
  };
}

/** Failed sign-ins sent at once, alternating between the instances; the lock then holds on both. */
async function loginLock(bases: string[]) {
  const who = await signUp(bases[0]!);
  const answers = await Promise.all(
    Array.from({ length: LOGIN_MAX_FAILURES }, (_, i) =>
      call(bases[i % 2]!, 'POST', '/auth/login', {
        body: { phone: who.phone, password: 'wrong-password' },
      }),
    ),
  );
  const failures = answers.filter((r) => r.status === 401 || r.status === 429).length;
  const other = bases[LOGIN_MAX_FAILURES % 2]!;
  const right = await call(other, 'POST', '/auth/login', {
    body: { phone: who.phone, password: who.password },
  });
  return { loginFailuresAcrossInstances: failures, lockedOnOtherInstance: right.status === 429 };
}

/** Both simulators run: every status push of the scarce orders is written once. */
async function simulatorOnce(db: Db, orderIds: number[], stepMs: number) {
  const until = Date.now() + Math.max(20_000, stepMs * 20);
  let delivered = 0;
  while (Date.now() < until) {
    const rows = await db
      .selectFrom('orders')
      .select('order_status')
      .where('id', 'in', orderIds)
      .execute();
    delivered = rows.filter((r) => r.order_status === 'delivered').length;
    if (delivered === orderIds.length) break;
    await new Promise((r) => setTimeout(r, stepMs / 2));
  }
  const pushes = await db
    .selectFrom('notifications')
    .select(['order_id', 'title'])
    .where('order_id', 'in', orderIds)
    .execute();
  const seen = new Set<string>();
  let duplicates = 0;
  for (const p of pushes) {
    const k = `${p.order_id}:${p.title}`;
    if (seen.has(k)) duplicates++;
    seen.add(k);
  }
  return { duplicateStatusPushes: duplicates, ordersDelivered: delivered };
}

export async function crossInstance(db: Db, bases: string[], stepMs: number): Promise<Figures> {
  const scene = await setScene(db);
  const stock = await scarceStock(db, bases, scene);
  const idem = await idempotentRetry(db, bases, scene);
  const pushes = await notifications(bases, scene);
  const lock = await loginLock(bases);
  const sim = await simulatorOnce(db, stock.orderIds, stepMs);
  return {
    scarceStock: SCARCE_STOCK,
    buyers: BUYERS,
    ordersAccepted: stock.ordersAccepted,
    ordersRefused: stock.ordersRefused,
    unitsSold: stock.unitsSold,
    stockLeft: stock.stockLeft,
    oversoldUnits: stock.oversoldUnits,
    ...idem,
    ...pushes,
    ...lock,
    ...sim,
  };
}

export interface KilledFigures {
  placed: number;
  refused: number;
  retries: number;
  /** the most orders any one customer's key produced */
  ordersPerKey: number;
  /** orders whose id no customer was answered */
  unanswered: number;
  unitsSold: number;
  stockLeft: number;
  oversoldUnits: number;
  survivorAnswers: boolean;
}

/**
 * One instance SIGKILLed (`kill`) while customers place orders on both with their own
 * Idempotency-Key: each retries a failed call (a dropped connection, a 5xx) on the other
 * instance with the same key. Every customer answered has exactly one order, and no unit is sold
 * beyond the stock.
 */
export async function killedInstance(
  db: Db,
  bases: string[],
  kill: () => void,
): Promise<KilledFigures> {
  const STOCK = 20;
  const CUSTOMERS = 30;
  const scene = await setScene(db);
  await db.updateTable('items').set({ stock: STOCK }).where('id', '=', scene.plentyId).execute();
  const guests: number[] = [];
  for (let i = 0; i < CUSTOMERS; i++)
    guests.push(await guestWithCart(bases[i % 2]!, scene.plentyId));
  let retries = 0;
  const place = async (guestId: number, first: number) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const base = bases[(first + attempt) % 2]!;
      try {
        const res = await call(base, 'POST', '/customer/order/place', {
          headers: { 'Idempotency-Key': `killed-${process.pid}-${guestId}` },
          body: orderBody(scene.storeId, { guest_id: guestId }),
        });
        if (res.status < 500) return res;
      } catch {
        // the instance is gone: the other one
      }
      retries++;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`killed instance: guest ${guestId} got no answer after 20 attempts`);
  };
  const answers: { status: number; body: Json }[] = [];
  let next = 0;
  let killed = false;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < guests.length) {
        const i = next++;
        if (!killed && i >= CUSTOMERS / 3) {
          killed = true;
          kill();
        }
        answers.push(await place(guests[i]!, i % 2));
      }
    }),
  );
  const placed = answers.filter((a) => a.status === 200);
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'guest_id'])
    .where('guest_id', 'in', guests)
    .execute();
  const perGuest = new Map<number, number>();
  for (const o of orders) perGuest.set(o.guest_id!, (perGuest.get(o.guest_id!) ?? 0) + 1);
  const answered = new Set(placed.map((a) => Number(a.body.order_id)));
  const sold = await db
    .selectFrom('order_details')
    .select((eb) => eb.fn.sum<number>('quantity').as('n'))
    .where('item_id', '=', scene.plentyId)
    .where('order_id', 'in', orders.length > 0 ? orders.map((o) => o.id) : [0])
    .executeTakeFirst();
  const left = await db
    .selectFrom('items')
    .select('stock')
    .where('id', '=', scene.plentyId)
    .executeTakeFirstOrThrow();
  const unitsSold = Number(sold?.n ?? 0);
  const survivor = await call(bases[1]!, 'GET', '/config').catch(() => ({ status: 0 }));
  return {
    placed: placed.length,
    refused: answers.length - placed.length,
    retries,
    ordersPerKey: Math.max(0, ...perGuest.values()),
    unanswered: orders.filter((o) => !answered.has(o.id)).length,
    unitsSold,
    stockLeft: left.stock,
    oversoldUnits: Math.max(0, unitsSold - STOCK, -left.stock),
    survivorAnswers: survivor.status === 200,
  };
}
