import { request } from 'node:http';
import type { Db } from '../../server/db/client';
import { DEFAULT_RATE_LIMITS } from '../../server/http/rate-limits';
import { addOne, call, expectOk, openStream, orderBody, setScene, signUp } from './cross-instance';

/**
 * The checks of `npm run test:postgres` through nginx in front of the two instances
 * (scripts/postgres/proxy.ts, round robin). Which instance answered is read from the
 * `x-upstream` header the test's nginx adds (its `$upstream_addr`), so a check that needs two
 * instances knows it had them. The instances trust the proxy (`TRUST_PROXY=127.0.0.1`): the
 * test's clients connect to nginx from other loopback addresses (127.0.0.2, 127.0.0.3), which
 * nginx forwards in X-Forwarded-For.
 */

export interface ProxyFigures {
  /** `/config` through the proxy: every answer 200, from this many instances */
  apiInstances: number;
  apiFailures: number;
  /** a server-rendered page and the SPA shell through the proxy; undefined: no build */
  pages?: { rendered: boolean; shell: boolean };
  /** the push of an order placed on one instance, on a stream held by the other */
  pushAcross: boolean;
  pushLatencyMs?: number;
  /** the login limit through the proxy: requests until the first 429, from this many instances */
  limit: number;
  firstRefusedAt?: number;
  limitInstances: number;
  /** the client's own X-Forwarded-For did not move it to a fresh count */
  spoofRefused: boolean;
  /** another client (another address) behind the same proxy still answered */
  otherClientServed: boolean;
  /** the counter rows of the limited client (one, shared by both instances) and their hits */
  counterRows: number;
  counterHits: number;
  /** undefined: no build; else a price change seen by every instance's next view */
  pageCache?: { cachedOn: number; changedOn: number; stale: number; shells: number };
}

const OPS_TOKEN_HEADER = 'x-ops-token';
const LIMITED = '127.0.0.2';
const OTHER = '127.0.0.3';
const VISITOR = [
  `sf.zoneid=${encodeURIComponent('[3]')}`,
  `sf.currentLatLng=${encodeURIComponent(JSON.stringify({ lat: 23.7806, lng: 90.4163 }))}`,
  `sf.location=${encodeURIComponent('Road 1')}`,
  `sf.module=${encodeURIComponent(JSON.stringify({ id: 2, module_name: 'Grocery', module_type: 'grocery' }))}`,
  'sf.language-setting=en',
].join('; ');

/** An HTTP call from a chosen loopback address (the client nginx sees). */
function from(
  localAddress: string,
  url: string,
  opts: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; upstream: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: opts.method ?? 'GET', localAddress, headers: opts.headers, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            upstream: String(res.headers['x-upstream']),
            body,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const upstreamOf = (headers: Headers) => headers.get('x-upstream') ?? '';

async function api(proxy: string) {
  const answers = await Promise.all([0, 1, 2, 3].map(() => call(proxy, 'GET', '/config')));
  return {
    apiInstances: new Set(answers.map((a) => upstreamOf(a.headers))).size,
    apiFailures: answers.filter((a) => a.status !== 200).length,
  };
}

async function page(proxy: string, path: string, opsToken: string) {
  const res = await fetch(`${proxy}${path}`, {
    headers: { cookie: VISITOR, [OPS_TOKEN_HEADER]: opsToken, accept: 'text/html' },
  });
  return {
    status: res.status,
    html: await res.text(),
    upstream: upstreamOf(res.headers),
    path: /page;desc="(\w+)"/.exec(res.headers.get('server-timing') ?? '')?.[1],
  };
}

async function pages(proxy: string, itemId: number, opsToken: string) {
  const product = await page(proxy, `/product/${itemId}`, opsToken);
  const shell = await page(proxy, '/flows', opsToken);
  return {
    rendered:
      product.status === 200 &&
      (product.path === 'rendered' || product.path === 'cache') &&
      product.html.includes('id="root"'),
    shell: shell.status === 200 && shell.html.includes('id="root"') && shell.path === undefined,
  };
}

/** A customer's stream through the proxy, and orders through it until one lands elsewhere. */
async function pushAcross(proxy: string, scene: Awaited<ReturnType<typeof setScene>>) {
  const who = await signUp(proxy);
  const auth = { Authorization: `Bearer ${who.token}` };
  const { ticket } = (await expectOk(
    'stream ticket',
    call(proxy, 'POST', '/customer/stream-ticket', { headers: auth }),
  )) as { ticket: string };
  const stream = await openStream(
    `${proxy}/api/v1/customer/notifications/stream?ticket=${encodeURIComponent(ticket)}`,
  );
  const streamOn = upstreamOf(stream.headers);
  try {
    for (let attempt = 0; attempt < 4; attempt++) {
      await addOne(proxy, auth, scene.plentyId);
      const sentAt = Date.now();
      const placed = await call(proxy, 'POST', '/customer/order/place', {
        headers: auth,
        body: orderBody(scene.storeId),
      });
      if (placed.status !== 200) throw new Error(`order: ${placed.status}`);
      // Round robin may bring every placement to the stream's instance (two calls a turn):
      // one more call moves the turn on.
      if (upstreamOf(placed.headers) === streamOn) {
        await call(proxy, 'GET', '/config');
        continue;
      }
      const at = await stream.waitFor(
        (p) => p.order_id === placed.body.order_id && p.title === 'Order placed',
        15_000,
      );
      return at === undefined
        ? { pushAcross: false }
        : { pushAcross: true, pushLatencyMs: at - sentAt };
    }
    return { pushAcross: false };
  } finally {
    await stream.close();
  }
}

/** Past the login limit through the proxy, from one address; another address still served. */
async function rateLimit(db: Db, proxy: string) {
  const limit = DEFAULT_RATE_LIMITS.login.max;
  const login = (address: string, headers: Record<string, string> = {}) =>
    from(address, `${proxy}/api/v1/auth/login`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', ...headers },
    });
  const upstreams = new Set<string>();
  let firstRefusedAt: number | undefined;
  for (let i = 1; i <= limit + 1; i++) {
    const res = await login(LIMITED);
    upstreams.add(res.upstream);
    if (res.status === 429) {
      firstRefusedAt = i;
      break;
    }
  }
  const spoof = await login(LIMITED, { 'x-forwarded-for': '198.51.100.7' });
  const other = await login(OTHER);
  const rows = await db
    .selectFrom('rate_limits')
    .select(['key', 'hits'])
    .where('key', 'like', `%${LIMITED}%`)
    .execute();
  return {
    limit,
    firstRefusedAt,
    limitInstances: upstreams.size,
    spoofRefused: spoof.status === 429,
    otherClientServed: other.status !== 429 && other.status < 500,
    counterRows: rows.length,
    counterHits: rows.reduce((n, r) => n + Number(r.hits), 0),
  };
}

/** An item's price changed in the database: every instance's next view shows the new one. */
async function pageCache(db: Db, proxy: string, itemId: number, opsToken: string) {
  const setPrice = (price: number) =>
    db.updateTable('items').set({ price }).where('id', '=', itemId).execute();
  await setPrice(123.45);
  const cachedOn = new Set<string>();
  for (let i = 0; i < 16 && cachedOn.size < 2; i++) {
    const view = await page(proxy, `/product/${itemId}`, opsToken);
    if (view.path === 'cache' && view.html.includes('123.45')) cachedOn.add(view.upstream);
  }
  await setPrice(234.56);
  // Until both instances have shown a page with the new price; a busy process may answer the
  // SPA shell (no price: the browser fetches it), which is neither.
  const changedOn = new Set<string>();
  let stale = 0;
  let shells = 0;
  for (let i = 0; i < 12 && changedOn.size < 2; i++) {
    const view = await page(proxy, `/product/${itemId}`, opsToken);
    if (view.html.includes('123.45')) stale++;
    else if (view.path === 'shell') {
      // past its share of rendering for a second (a cold process's first render)
      shells++;
      await new Promise((r) => setTimeout(r, 1_100));
    } else if (view.html.includes('234.56')) changedOn.add(view.upstream);
    else stale++;
  }
  return { cachedOn: cachedOn.size, changedOn: changedOn.size, stale, shells };
}

export async function behindProxy(
  db: Db,
  proxy: string,
  opts: { opsToken: string; pages: boolean },
): Promise<ProxyFigures> {
  const scene = await setScene(db);
  const figures: ProxyFigures = {
    ...(await api(proxy)),
    ...(await pushAcross(proxy, scene)),
    ...(await rateLimit(db, proxy)),
  };
  if (opts.pages) {
    figures.pages = await pages(proxy, scene.plentyId, opts.opsToken);
    figures.pageCache = await pageCache(db, proxy, scene.plentyId, opts.opsToken);
  }
  return figures;
}

export function proxyFailures(f: ProxyFigures): string[] {
  const failures: string[] = [];
  if (f.apiFailures > 0 || f.apiInstances !== 2)
    failures.push(`API through the proxy: ${f.apiFailures} failed, ${f.apiInstances} instances`);
  if (f.pages && !f.pages.rendered) failures.push('no server-rendered page through the proxy');
  if (f.pages && !f.pages.shell) failures.push('no SPA shell through the proxy');
  if (!f.pushAcross) failures.push("an order's push did not cross instances through the proxy");
  if (f.firstRefusedAt !== f.limit + 1)
    failures.push(`the login limit (${f.limit}) refused at request ${f.firstRefusedAt ?? 'none'}`);
  if (f.limitInstances !== 2)
    failures.push(`the limited calls reached ${f.limitInstances} instances`);
  if (!f.spoofRefused) failures.push("a client's own X-Forwarded-For escaped its limit");
  if (!f.otherClientServed) failures.push('another client behind the proxy was limited too');
  if (f.counterRows !== 1 || f.counterHits < f.limit + 1)
    failures.push(`${f.counterRows} counters (${f.counterHits} hits) for the limited client`);
  if (
    f.pageCache &&
    (f.pageCache.cachedOn !== 2 || f.pageCache.changedOn !== 2 || f.pageCache.stale > 0)
  )
    failures.push(
      `page cache: kept on ${f.pageCache.cachedOn}, changed on ${f.pageCache.changedOn} instances, ${f.pageCache.stale} stale views`,
    );
  return failures;
}
