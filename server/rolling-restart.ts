import cluster, { type Worker } from 'node:cluster';

/**
 * A rolling restart of the cluster's workers (SIGHUP to the primary, docs/PROVIDER.md
 * "Restarting and deploying"): one worker at a time, a new one is forked and waited for until it
 * listens and is ready (its `/readyz`), then the old one is asked to leave: for a second it
 * answers everything with `Connection: close` (its clients' keep-alive connections move to the
 * others), then it takes no new connection (`worker.disconnect()`), closes its event streams
 * (browsers reconnect to the others and resume), finishes the requests it has begun and exits.
 * The port never goes without a ready worker.
 */

const READY = 'storefront:ready';
const STOP = 'storefront:stop';

/** How long a leaving worker still takes connections, answering each with Connection: close. */
const DRAIN_MS = 1_000;
/** A new worker this long without saying it is ready stops the restart. */
const READY_MS = 60_000;
/** A leaving worker still there after this long is killed (its own shutdown gives up at 10 s). */
const LEAVE_MS = 15_000;

const isMessage = (m: unknown, type: string) =>
  typeof m === 'object' && m !== null && (m as { type?: unknown }).type === type;

/** In a worker: tells the primary it listens and is ready. */
export function sayReady(): void {
  if (process.connected) process.send?.({ type: READY }, undefined, undefined, () => {});
}

/**
 * In a worker: when the primary asks it to make way, `drain` at once (answers say
 * `Connection: close`, so busy keep-alive connections move to the other workers one by one
 * instead of being closed under a request), then `leave` (stop listening, close what is idle,
 * finish, exit) after DRAIN_MS.
 */
export function onAskedToLeave(drain: () => void, leave: () => void): void {
  process.on('message', (m: unknown) => {
    if (!isMessage(m, STOP)) return;
    drain();
    setTimeout(leave, DRAIN_MS);
  });
}

const leaving = new WeakSet<Worker>();

/** Whether the primary asked `w` to leave (then it is not replaced when it exits). */
export const askedToLeave = (w: Worker) => leaving.has(w) || w.exitedAfterDisconnect;

export interface Restarts {
  /** replaces every worker serving now, one at a time (SIGHUP again meanwhile: ignored, said) */
  restart(): Promise<void>;
  readonly running: boolean;
  /** stops the running restart (new workers fail to start): the workers serving go on */
  fail(err: Error): void;
  dispose(): void;
}

/** In the primary: `fork` starts a worker (cluster.ts, which replaces any that dies unasked). */
export function rollingRestarts(fork: () => void, log: (line: string) => void): Restarts {
  let running = false;
  let waiter: { resolve: (w: Worker) => void; reject: (err: Error) => void } | undefined;

  const onMessage = (w: Worker, m: unknown) => {
    if (isMessage(m, READY)) waiter?.resolve(w);
  };
  cluster.on('message', onMessage);

  /** The next worker to say it is ready (the one just forked, or one replacing a dead one). */
  const nextReady = () =>
    new Promise<Worker>((resolve, reject) => {
      const timer = setTimeout(
        () => waiter?.reject(new Error(`no new worker was ready within ${READY_MS / 1000} s`)),
        READY_MS,
      );
      const done = () => {
        clearTimeout(timer);
        waiter = undefined;
      };
      waiter = {
        resolve: (w) => (done(), resolve(w)),
        reject: (err) => (done(), reject(err)),
      };
    });

  return {
    get running() {
      return running;
    },
    fail(err) {
      waiter?.reject(err);
    },
    dispose() {
      waiter?.reject(new Error('the provider is stopping'));
      cluster.off('message', onMessage);
    },
    async restart() {
      if (running) {
        log('Rolling restart already under way: this one is ignored.');
        return;
      }
      running = true;
      const started = Date.now();
      const old = Object.values(cluster.workers ?? {}).filter(
        (w): w is Worker => w !== undefined && w.isConnected() && !askedToLeave(w),
      );
      log(`Rolling restart: replacing ${old.length} provider workers one at a time.`);
      // new workers ready beyond those that replaced old ones (an old one died while its
      // successor started, and cluster.ts replaced it too): the next old one just leaves
      let spare = 0;
      try {
        for (const [i, w] of old.entries()) {
          const step = `Rolling restart ${i + 1}/${old.length}`;
          if (!w.isConnected()) {
            log(`${step}: worker ${w.id} is already gone (replaced as any worker that dies).`);
            continue;
          }
          if (spare > 0) spare--;
          else {
            fork();
            const fresh = await nextReady();
            log(`${step}: worker ${fresh.id} (pid ${fresh.process.pid}) is ready.`);
          }
          if (w.isDead()) {
            spare++;
            log(`${step}: worker ${w.id} died meanwhile (replaced as any worker that dies).`);
            continue;
          }
          const left = await leave(w);
          log(`${step}: worker ${w.id} (pid ${w.process.pid}) ${left}.`);
        }
        const serving = Object.values(cluster.workers ?? {})
          .filter((w): w is Worker => w !== undefined && w.isConnected())
          .map((w) => w.id);
        log(
          `Rolling restart done in ${((Date.now() - started) / 1000).toFixed(1)} s: workers ${serving.join(', ')} serve.`,
        );
      } catch (err) {
        log(
          `Rolling restart stopped: ${err instanceof Error ? err.message : String(err)}; the workers serving go on.`,
        );
      } finally {
        running = false;
      }
    },
  };
}

/** Asks `w` to leave and waits until it has: how it went. */
function leave(w: Worker): Promise<string> {
  const asked = Date.now();
  leaving.add(w);
  return new Promise((resolve) => {
    const disconnect = setTimeout(() => {
      // No new connection is handed to it (it stops listening itself at the same time).
      if (w.isConnected()) w.disconnect();
    }, DRAIN_MS);
    const kill = setTimeout(() => w.process.kill('SIGKILL'), LEAVE_MS);
    w.once('exit', (code: number | null, signal: string | null) => {
      clearTimeout(disconnect);
      clearTimeout(kill);
      resolve(`left in ${Date.now() - asked} ms (${signal ?? `code ${code}`})`);
    });
    // It drains, closes its streams, finishes its requests and exits (main.ts).
    w.send({ type: STOP }, undefined, undefined, () => {});
  });
}
