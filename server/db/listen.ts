import pg from 'pg';
import type { Db } from './client';
import { poolOf } from './postgres';

const RECONNECT_MS = 2_000;

/**
 * LISTENs on a PostgreSQL channel on a connection of its own (outside the pool), calling
 * `onNotify` with each NOTIFY's payload, and reconnects when that connection drops. Returns the stop
 * function; on SQLite (no pool) it does nothing.
 */
export function listen(
  db: Db,
  channel: string,
  onNotify: (payload: string) => void,
): () => Promise<void> {
  const pool = poolOf(db);
  if (!pool) return async () => {};
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const c = new pg.Client(pool.options);
    client = c;
    const again = () => {
      if (stopped || client !== c) return;
      client = undefined;
      c.end().catch(() => {});
      retry = setTimeout(() => void connect(), RECONNECT_MS);
      retry.unref();
    };
    c.on('error', again);
    c.on('end', again);
    c.on('notification', (msg) => {
      if (msg.channel === channel) onNotify(msg.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (stopped && client === c) await c.end();
    } catch (err) {
      if (stopped) return;
      console.error(`LISTEN ${channel} failed:`, err instanceof Error ? err.message : err);
      again();
    }
  };
  void connect();

  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}
