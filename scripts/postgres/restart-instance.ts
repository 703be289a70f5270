import type { Db } from '../../server/db/client';
import { browserClient, type Answer } from '../../tests/server/browser-client';
import { orderBody, setScene } from './cross-instance';

/**
 * The restart check of `npm run test:postgres` (issue 43, part 3): while customers search, read
 * a store and place orders (each with its own Idempotency-Key) on two instances, `restart`
 * restarts them (test-postgres.ts: one instance's workers replaced with SIGHUP, then the other
 * instance stopped with SIGTERM and started again).
 *
 * The load's client goes as a browser behind a load balancer: requests alternate between the
 * instances; one whose connection is refused (that instance is down: nothing was sent) goes to
 * the other, as nginx's `proxy_next_upstream error` does for any method; one sent on a reused
 * keep-alive connection that closed unanswered is resent once (tests/server/browser-client.ts).
 * Anything else is a failure (a 5xx, a reset or cut answer, a timeout), except a connection the
 * instance being stopped resets unanswered: a new connection whose request it had not read yet
 * when it stopped listening (Node closes it as idle), so the request never ran. Counted apart,
 * as requests sent to the instance while it went down: nothing here takes the instance out of
 * rotation first (PROVIDER.md "Restarting and deploying"). The database check still holds for
 * them: an order in it that nobody was answered is a failure.
 */

const GULSHAN = 3;
const GROCERY = 2;
const LOOPS = 4;

export interface RestartFigures {
  requests: number;
  failures: string[];
  /** requests to an instance while it stopped whose connection it reset unanswered */
  cut: string[];
  /** sent to the other instance: the connection was refused */
  rerouted: number;
  /** resent after a reused keep-alive connection closed unanswered */
  resent: number;
  placements: number;
  /** placements answered 200 (of those not reset by the instance stopping) */
  answered: number;
  /** answered orders not in the database, and orders in it that no placement was answered */
  lost: number;
  unanswered: number;
  restartMs: number;
}

type Json = Record<string, unknown>;

export async function restartUnderLoad(
  db: Db,
  bases: string[],
  /** `stopping(base)` from the moment it signals an instance to stop until it answers again */
  restart: (stopping: (base: string | undefined) => void) => Promise<void>,
): Promise<RestartFigures> {
  const scene = await setScene(db);
  const client = browserClient(8);
  const common = { accept: 'application/json', zoneId: `[${GULSHAN}]`, moduleId: String(GROCERY) };
  let requests = 0;
  let rerouted = 0;
  let turn = 0;
  const failures: string[] = [];
  const cut: string[] = [];
  let down: string | undefined;

  /** One request through the "load balancer": undefined when it failed, 'cut' (both noted). */
  const ask = async (
    method: string,
    path: string,
    opts: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer | 'cut' | undefined> => {
    requests++;
    const first = turn++ % bases.length;
    for (let k = 0; k < bases.length; k++) {
      const url = `${bases[(first + k) % bases.length]}/api/v1${path}`;
      try {
        const res = await client.send(method, url, {
          headers: { ...common, ...opts.headers },
          body: opts.body,
        });
        if (res.status >= 500) failures.push(`${method} ${url}: ${res.status}`);
        return res;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ECONNREFUSED' && k + 1 < bases.length) {
          rerouted++;
          continue;
        }
        // a new connection the stopping instance reset before reading the request on it
        const base = bases[(first + k) % bases.length];
        const reset = (err as NodeJS.ErrnoException).code === 'ECONNRESET';
        const line = `${method} ${url}: ${(err as Error).message}`;
        if (base === down && reset) return (cut.push(line), 'cut');
        failures.push(line);
        return undefined;
      }
    }
    return undefined;
  };

  const placed: { guestId: number; answer: Answer | 'cut' | undefined }[] = [];
  let loading = true;
  const loop = async (n: number) => {
    const guest = await ask('POST', '/auth/guest/request');
    const guestId = guest === 'cut' ? 0 : Number((guest?.body as Json | undefined)?.guest_id);
    if (!guestId) return;
    for (let i = 0; loading; i++) {
      await ask('GET', '/items/search?name=a');
      await ask('GET', `/stores/details/${scene.storeId}`);
      const added = await ask('POST', '/customer/cart/add', {
        body: { guest_id: guestId, item_id: scene.plentyId, quantity: 1 },
      });
      if (added === 'cut' || added?.status !== 200) continue; // noted; the customer tries again
      const answer = await ask('POST', '/customer/order/place', {
        headers: { 'Idempotency-Key': `restart-${process.pid}-${n}-${i}` },
        body: orderBody(scene.storeId, { guest_id: guestId }),
      });
      placed.push({ guestId, answer });
    }
  };

  const loops = Array.from({ length: LOOPS }, (_, n) => loop(n));
  await new Promise((r) => setTimeout(r, 1_000));
  const started = Date.now();
  let restartMs = 0;
  try {
    await restart((base) => (down = base));
  } finally {
    restartMs = Date.now() - started;
    // a little more load on the instances restarted
    await new Promise((r) => setTimeout(r, 1_000));
    loading = false;
    await Promise.all(loops);
    client.close();
  }
  const guests = [...new Set(placed.map((p) => p.guestId))];
  const orders = await db
    .selectFrom('orders')
    .select('id')
    .where('guest_id', 'in', guests.length > 0 ? guests : [0])
    .execute();
  const ok = placed.flatMap((p) =>
    p.answer !== 'cut' && p.answer?.status === 200 ? [p.answer.body as Json] : [],
  );
  const answered = new Set(ok.map((body) => Number(body.order_id)));
  const stored = new Set(orders.map((o) => o.id));
  return {
    restartMs,
    requests,
    failures,
    cut,
    rerouted,
    resent: client.resent,
    placements: placed.filter((p) => p.answer !== 'cut').length,
    answered: ok.length,
    lost: [...answered].filter((id) => !stored.has(id)).length,
    unanswered: [...stored].filter((id) => !answered.has(id)).length,
  };
}

export function restartFailures(f: RestartFigures): string[] {
  const failures = f.failures.slice(0, 5);
  if (f.failures.length > 5) failures.push(`and ${f.failures.length - 5} more failed requests`);
  if (f.answered !== f.placements)
    failures.push(`${f.placements - f.answered} of ${f.placements} placements not answered 200`);
  if (f.lost > 0) failures.push(`${f.lost} answered orders not in the database`);
  if (f.unanswered > 0) failures.push(`${f.unanswered} orders in the database nobody was answered`);
  return failures;
}

export function printRestart(f: RestartFigures) {
  console.log(`
Restarts under load (a rolling restart of one instance's workers, then the other instance stopped and started):
  requests              ${f.requests}, ${f.failures.length} failed, ${f.cut.length} reset by the instance stopping, ${f.rerouted} sent to the other instance (connection refused), ${f.resent} resent (keep-alive connection closed unanswered)
  placements            ${f.placements}, ${f.answered} answered with an order, ${f.lost} lost, ${f.unanswered} in the database unanswered
  restarts              ${(f.restartMs / 1000).toFixed(1)} s`);
}
