import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SqliteAdapter } from 'kysely';
import { readRow, type Db } from '../db/client';
import type { Clock } from '../simulator/lifecycle';

/**
 * A guest's catalogue reads (`GET items/…`, `stores/…`) answered from memory while nothing they
 * depend on has changed: the request (path, query, zone, module, location, language), the
 * database and the clock's second. "The database changed" is SQLite's own count of rows written
 * by this connection (`total_changes()`) plus `data_version` (a commit by another process on the
 * same file), read on every request, so any write (a route, the simulator, a seed) is seen by
 * the next read. Signed-in requests and any other route always run. On PostgreSQL, which has no
 * such counter, nothing is cached.
 *
 * Only a read asked before is kept: most of a varied traffic's URLs are asked once (a search's
 * words, page, sort and filters), and keeping each of them cost every request a read of the
 * counters and a large answer kept for nothing (about 7% of a varied search's time on the large
 * world). A read asked again is kept from its second time and answered from memory after.
 *
 * What is kept has a budget in characters of answers (`maxChars`, RESPONSE_CACHE_MB): past it,
 * the answers least lately asked go first (a `limit=100` list is about 135,000 characters).
 */

/** What the operator sees of the cache (`storefront_response_cache_*`, http/metrics.ts). */
export interface ResponseCacheFigures {
  /** reads answered from memory */
  hits: number;
  /** reads it could keep that ran (asked for the first time, or what was kept is out of date) */
  misses: number;
  /** answers let go to stay within the budget */
  evictions: number;
  entries: number;
  /** of the answers kept, in UTF-8 */
  bytes: number;
}

const CACHED = /^\/api\/v1\/(?:items|stores)\//;
/** The request headers the catalogue answers depend on (http/headers.ts, http/messages.ts). */
const VARY = ['zoneid', 'moduleid', 'latitude', 'longitude', 'x-localization'] as const;
const MAX_ENTRIES = 2000;
/** The default budget: 32 Mi characters of answers per process. */
export const RESPONSE_CACHE_CHARS = 32 * 2 ** 20;
/** The reads asked once, remembered to keep them when asked again (forgotten all at once past this). */
const MAX_SEEN = 20_000;
const EPOCH =
  'select total_changes() as changes, (select data_version from pragma_data_version) as version';
type EpochRow = { changes: number; version: number };

interface Entry {
  epoch: string;
  type: string;
  body: string;
  /** the body's length in UTF-8 */
  bytes: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    responseCache?: { key: string; epoch: string; settle(entry: Entry | undefined): void };
  }
}

function keyOf(req: FastifyRequest): string | null {
  if (req.method !== 'GET' || req.headers.authorization || !CACHED.test(req.url)) return null;
  return [req.url, ...VARY.map((h) => String(req.headers[h] ?? ''))].join('\n');
}

export function installResponseCache(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  maxChars = RESPONSE_CACHE_CHARS,
  watch?: (read: () => ResponseCacheFigures) => void,
): void {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter) || maxChars <= 0) return;
  /** In the order last asked: the first is the one to let go. */
  const entries = new Map<string, Entry>();
  let chars = 0;
  const counts = { hits: 0, misses: 0, evictions: 0, bytes: 0 };
  watch?.(() => ({ ...counts, entries: entries.size }));
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    chars -= entry.body.length;
    counts.bytes -= entry.bytes;
  };
  const inFlight = new Map<string, { epoch: string; done: Promise<Entry | undefined> }>();
  const seen = new Set<string>();

  async function epochNow(): Promise<string> {
    const row = await readRow<EpochRow>(db, EPOCH);
    const second = Math.floor(clock.now() / 1000);
    return `${row?.changes}:${row?.version}:${second}`;
  }

  app.addHook('preHandler', async (req, reply) => {
    const key = keyOf(req);
    if (key === null) return;
    if (!seen.has(key)) {
      if (seen.size >= MAX_SEEN) seen.clear();
      seen.add(key);
      counts.misses++;
      return;
    }
    const epoch = await epochNow();
    let hit = entries.get(key);
    // The same read already running (many arrive together when the second turns): wait for it.
    const running = inFlight.get(key);
    if ((!hit || hit.epoch !== epoch) && running?.epoch === epoch) hit = await running.done;
    if (hit && hit.epoch === epoch) {
      if (entries.get(key) === hit) {
        // the last asked, kept the longest
        entries.delete(key);
        entries.set(key, hit);
      }
      counts.hits++;
      return reply.header('x-cache', 'hit').type(hit.type).send(hit.body);
    }
    counts.misses++;
    let settle: (entry: Entry | undefined) => void = () => {};
    const done = new Promise<Entry | undefined>((resolve) => (settle = resolve));
    inFlight.set(key, { epoch, done });
    req.responseCache = { key, epoch, settle };
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const pending = req.responseCache;
    if (!pending) return payload;
    req.responseCache = undefined;
    if (inFlight.get(pending.key)?.epoch === pending.epoch) inFlight.delete(pending.key);
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      pending.settle(undefined);
      return payload;
    }
    const entry: Entry = {
      epoch: pending.epoch,
      type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      body: payload,
      bytes: Buffer.byteLength(payload),
    };
    forget(pending.key);
    if (entry.body.length <= maxChars) {
      while (entries.size >= MAX_ENTRIES || chars + entry.body.length > maxChars) {
        forget(entries.keys().next().value as string);
        counts.evictions++;
      }
      entries.set(pending.key, entry);
      chars += entry.body.length;
      counts.bytes += entry.bytes;
    }
    pending.settle(entry);
    reply.header('x-cache', 'miss');
    return payload;
  });

  // Whatever happened to a read that never reached onSend with an answer to keep (aborted,
  // say), the requests waiting on it run their own.
  const release = async (req: FastifyRequest) => {
    const pending = req.responseCache;
    if (!pending) return;
    req.responseCache = undefined;
    if (inFlight.get(pending.key)?.epoch === pending.epoch) inFlight.delete(pending.key);
    pending.settle(undefined);
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
