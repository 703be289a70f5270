import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { askedToLeave, rollingRestarts } from './rolling-restart';
import { relayWakes, wakeRelayed } from './services/notifications';

/**
 * Several provider processes on one port (`node:cluster`, `npm start` with WORKERS > 1).
 *
 * The primary opens the database, migrates and seeds it, runs the order simulator (so each
 * step is taken by one process; its compare-and-set would also hold with more) and forks the
 * workers, which answer HTTP on the shared port (the primary hands connections round-robin).
 * A worker that dies is replaced; SIGHUP replaces them all, one at a time (rolling-restart.ts).
 * Everything the workers share lives in the database (tokens,
 * idempotency keys, rate-limit counters, login locks, stock, pushes); what is left is the
 * notification streams' wake-ups, which the primary relays between processes here, so a push
 * written by one process reaches a stream held by another at once (the streams also look
 * every 2 s, and on PostgreSQL NOTIFY wakes them too).
 */

const WAKE = 'storefront:wake';

interface WakeMessage {
  type: typeof WAKE;
  tag?: string;
}

const isWake = (m: unknown): m is WakeMessage =>
  typeof m === 'object' && m !== null && (m as { type?: unknown }).type === WAKE;

const wake = (tag: string | undefined): WakeMessage =>
  tag === undefined ? { type: WAKE } : { type: WAKE, tag };

/**
 * How many provider processes to run: WORKERS (default: the machine's CPUs). An in-memory
 * SQLite database lives in one process and cannot be shared: then one, said in the log.
 */
export function workerCount(
  raw: string | undefined,
  shareable: boolean,
  log: (line: string) => void = console.log,
): number {
  const trimmed = raw?.trim() ?? '';
  let n = availableParallelism();
  if (trimmed !== '') {
    n = Number(trimmed);
    if (!Number.isSafeInteger(n) || n < 1)
      throw new Error(`WORKERS must be an integer >= 1 (got "${raw}")`);
  }
  if (n > 1 && !shareable) {
    log(
      `An in-memory database cannot be shared between processes: running one provider process (not ${n}).`,
    );
    return 1;
  }
  return n;
}

export interface Workers {
  /** resolves once every worker listens (with the address of the first) */
  ready: Promise<string>;
  /** replaces every worker, one at a time, the port never without a ready one (rolling-restart.ts) */
  restart(): Promise<void>;
  /** stops every worker (SIGTERM, SIGKILL after `graceMs`) and stops relaying */
  stop(graceMs?: number): Promise<void>;
}

/** A worker failing this many times in a row before it listens stops the provider. */
const MAX_FAILED_STARTS = 3;

/** In the primary: forks `count` workers, replaces one that dies, relays wake-ups. */
export function startWorkers(count: number, onFatal: (err: Error) => void): Workers {
  let stopping = false;
  let failedStarts = 0;
  const listening = new Set<number>();
  let resolveReady!: (address: string) => void;
  let rejectReady!: (err: Error) => void;
  const ready = new Promise<string>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  let firstAddress: string | undefined;
  let allListening = false;

  const others = (from?: Worker) =>
    Object.values(cluster.workers ?? {}).filter(
      (w): w is Worker => w !== undefined && w !== from && w.isConnected(),
    );
  const send = (w: Worker, msg: WakeMessage) => {
    try {
      w.send(msg, undefined, undefined, () => {}); // a worker on its way out misses it
    } catch {
      // the same
    }
  };

  // The primary's own wake-ups (the simulator's) go to every worker.
  const stopRelay = relayWakes((tag) => {
    for (const w of others()) send(w, wake(tag));
  });
  const onMessage = (from: Worker, msg: unknown) => {
    if (!isWake(msg)) return;
    for (const w of others(from)) send(w, wake(msg.tag));
  };
  const onListening = (w: Worker, address: { address: string | null; port: number }) => {
    failedStarts = 0;
    listening.add(w.id);
    firstAddress ??= `http://localhost:${address.port}`;
    if (!allListening && listening.size >= count) {
      allListening = true;
      resolveReady(firstAddress);
    }
  };
  const restarts = rollingRestarts(() => cluster.fork(), console.log);
  const onExit = (w: Worker, code: number | null, signal: string | null) => {
    const started = listening.delete(w.id);
    // asked to leave (a rolling restart, which started its successor first)
    if (stopping || askedToLeave(w)) return;
    if (!started) failedStarts++;
    if (failedStarts >= MAX_FAILED_STARTS) {
      const err = new Error(`a provider worker failed to start ${failedStarts} times in a row`);
      // During a rolling restart the workers still serving go on; at start-up it is fatal.
      if (restarts.running) return restarts.fail(err);
      rejectReady(err);
      onFatal(err);
      return;
    }
    console.error(
      `Provider worker ${w.id} (pid ${w.process.pid}) exited (${signal ?? `code ${code}`}); starting another.`,
    );
    cluster.fork();
  };
  cluster.on('message', onMessage);
  cluster.on('listening', onListening);
  cluster.on('exit', onExit);
  for (let i = 0; i < count; i++) cluster.fork();

  return {
    ready,
    restart: () => (stopping ? Promise.resolve() : restarts.restart()),
    async stop(graceMs = 8_000) {
      stopping = true;
      stopRelay();
      restarts.dispose();
      const alive = Object.values(cluster.workers ?? {}).filter(
        (w): w is Worker => w !== undefined && !w.isDead(),
      );
      await Promise.all(
        alive.map(
          (w) =>
            new Promise<void>((resolve) => {
              if (w.isDead()) return resolve();
              const kill = setTimeout(() => w.process.kill('SIGKILL'), graceMs);
              w.once('exit', () => {
                clearTimeout(kill);
                resolve();
              });
              w.process.kill('SIGTERM');
            }),
        ),
      );
      cluster.off('message', onMessage);
      cluster.off('listening', onListening);
      cluster.off('exit', onExit);
    },
  };
}

/** In a worker: its wake-ups go to the primary, and those of the others come back. */
export function joinWakeRelay(): () => void {
  const stopRelay = relayWakes((tag) => {
    if (process.connected) process.send?.(wake(tag), undefined, undefined, () => {});
  });
  const onMessage = (msg: unknown) => {
    if (isWake(msg)) wakeRelayed(msg.tag);
  };
  process.on('message', onMessage);
  return () => {
    stopRelay();
    process.off('message', onMessage);
  };
}

/** The id of this worker (1, 2, …), or undefined in a single process. */
export const workerId = (): number | undefined =>
  cluster.isWorker ? cluster.worker?.id : undefined;
