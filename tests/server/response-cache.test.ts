// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headers, makeWorld, MODULE, type TestWorld } from './helpers';

/** Catalogue reads answered from memory only while nothing they depend on has changed. */

let w: TestWorld;
beforeAll(async () => {
  w = await makeWorld();
});
afterAll(async () => w.close());

const URL = '/api/v1/items/search?name=rice&limit=5&offset=1';
const get = (extra: Record<string, string> = {}, url = URL) =>
  w.app.inject({ url, headers: { ...headers({ module: MODULE.grocery }), ...extra } });

// The cache knows the database changed from SQLite's own write counter; PostgreSQL has none it
// can read as cheaply, so there the provider answers every read from the database.
const onPostgres = Boolean(process.env.TEST_PG_URL);

describe.runIf(onPostgres)('without the response cache (PostgreSQL)', () => {
  it('answers every read from the database', async () => {
    const first = await get();
    const second = await get();
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBeUndefined();
    expect(second.body).toBe(first.body);
  });
});

describe.skipIf(onPostgres)('the response cache', () => {
  it('keeps a read asked again and answers it from memory after, byte for byte', async () => {
    const first = await get();
    const second = await get();
    const third = await get();
    expect(first.statusCode).toBe(200);
    // asked once: not kept (most varied reads are asked once); asked again: kept
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('miss');
    expect(third.headers['x-cache']).toBe('hit');
    expect(third.body).toBe(first.body);
    expect(third.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('keys by the headers the answer depends on', async () => {
    await get();
    await get({ 'x-localization': 'bn' });
    const other = await get({ 'x-localization': 'bn' });
    expect(other.headers['x-cache']).toBe('miss');
    const food = () => w.app.inject({ url: URL, headers: headers({ module: MODULE.food }) });
    expect((await food()).headers['x-cache']).toBeUndefined();
    expect((await food()).headers['x-cache']).toBe('miss');
    expect((await food()).body).not.toBe((await get()).body);
  });

  it('sees any write to the database at once', async () => {
    const before = (await get()).json() as { products: { id: number; price: number }[] };
    const item = before.products[0]!;
    await w.db.updateTable('items').set({ price: 4321 }).where('id', '=', item.id).execute();
    const after = await get();
    expect(after.headers['x-cache']).toBe('miss');
    const again = after.json() as { products: { id: number; price: number }[] };
    expect(again.products.find((p) => p.id === item.id)?.price).toBe(4321);
  });

  it('sees the clock move (open now, availability windows)', async () => {
    await get();
    w.clock.advance(1000);
    expect((await get()).headers['x-cache']).toBe('miss');
  });

  it('never keeps signed-in reads, errors or other routes', async () => {
    await get({ authorization: 'Bearer not-a-token' });
    expect((await get({ authorization: 'Bearer not-a-token' })).headers['x-cache']).toBeUndefined();
    const bad = '/api/v1/items/search?sort_by=sideways';
    await get({}, bad);
    expect((await get({}, bad)).headers['x-cache']).toBeUndefined();
    await get({}, '/api/v1/module');
    expect((await get({}, '/api/v1/module')).headers['x-cache']).toBeUndefined();
  });

  it('runs a read once when many ask for it at the same time', async () => {
    w.clock.advance(1000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => get()));
    expect(answers.filter((a) => a.headers['x-cache'] === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });
});

describe.skipIf(onPostgres)("the response cache's budget", () => {
  let small: TestWorld;
  const A = '/api/v1/items/search?name=rice&limit=5&offset=1';
  const B = '/api/v1/items/search?name=fish&limit=5&offset=1';
  const ask = (url: string) =>
    small.app.inject({ url, headers: headers({ module: MODULE.grocery }) });
  beforeAll(async () => {
    // room for one of these answers, not two
    small = await makeWorld({ responseCacheChars: 1 });
    const one = Math.max((await ask(A)).body.length, (await ask(B)).body.length);
    await small.close();
    small = await makeWorld({ responseCacheChars: Math.floor(one * 1.5) });
  });
  afterAll(async () => small.close());

  it('lets the answer least lately asked go when a new one passes it', async () => {
    await ask(A);
    expect((await ask(A)).headers['x-cache']).toBe('miss');
    expect((await ask(A)).headers['x-cache']).toBe('hit');
    await ask(B);
    expect((await ask(B)).headers['x-cache']).toBe('miss');
    expect((await ask(B)).headers['x-cache']).toBe('hit');
    // A went to make room for B
    expect((await ask(A)).headers['x-cache']).toBe('miss');
    expect((await ask(B)).headers['x-cache']).toBe('miss');
  });

  it('keeps no answer longer than the whole budget', async () => {
    const big = '/api/v1/items/search?name=a&limit=50&offset=1';
    await ask(big);
    expect((await ask(big)).headers['x-cache']).toBe('miss');
    expect((await ask(big)).headers['x-cache']).toBe('miss');
  });
});
