import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export interface Server {
  url: string;
  child: ChildProcess;
  /** the worst event-loop block (and its p99) since the last call, in ms; memory now, MiB */
  loop(): Promise<{ loopMaxMs: number; loopP99Ms: number; rssMb?: number; heapMb?: number }>;
  stop(): Promise<void>;
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

async function start(script: string, port: number, env: Record<string, string>): Promise<Server> {
  const child = fork(here(script), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [first] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`${script} exited with ${String(code)} before it was ready`);
    }),
  ])) as [unknown];
  if (first !== 'ready') throw new Error(`${script} said ${JSON.stringify(first)}`);
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    async loop() {
      const reply = once(child, 'message');
      child.send('loop');
      return (await reply)[0] as Awaited<ReturnType<Server['loop']>>;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The provider of `root` (a checkout) on `dataDir` (`:memory:` seeds the demo world). */
export const startProvider = (
  port: number,
  opts: {
    root: string;
    dataDir: string;
    staticDir?: string;
    ssr?: boolean;
    /** PostgreSQL instead of dataDir (migrated and seeded) */
    databaseUrl?: string;
    /** provider processes on the port (node:cluster); the database must be seeded */
    workers?: number;
    /** every page rendered: none kept in the page cache, none shed under load */
    everyPageRendered?: boolean;
  },
) =>
  start('./provider-process.ts', port, {
    BENCH_ROOT: opts.root,
    DATA_DIR: opts.dataDir,
    BENCH_WORKERS: String(opts.workers ?? 1),
    ...(opts.everyPageRendered ? { BENCH_EVERY_PAGE_RENDERED: '1' } : {}),
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...(opts.staticDir ? { STATIC_DIR: opts.staticDir } : {}),
    // Server rendering as `npm start` does it: the SSR build, React's production build.
    ...(opts.ssr ? { SSR: '1', NODE_ENV: 'production' } : {}),
  });

/** The floors: a bare Fastify JSON route and the bare page. */
export const startBare = (port: number, staticDir: string) =>
  // React's production build, as the provider's server rendering runs it.
  start('./bare-process.ts', port, { STATIC_DIR: staticDir, NODE_ENV: 'production' });
