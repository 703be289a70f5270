import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface StartUp {
  migrated: string[];
  seeded: boolean;
}

const CHILD = 'tests/server/upgrade/start-child.ts';

/**
 * `count` processes doing the start-up work (start-child.ts) on the database `env` names, let
 * go at once when every one has opened it: what each did.
 */
export async function startTogether(
  env: Record<string, string>,
  count: number,
): Promise<StartUp[]> {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: { ...process.env, ...env, PROBE_MS: '500' },
      stdio: ['pipe', 'pipe', 'inherit'],
    }),
  );
  try {
    const lines = children.map(linesOf);
    await Promise.all(lines.map((next) => next()));
    for (const child of children) child.stdin?.write('go\n');
    return await Promise.all(
      lines.map(async (next, i) => {
        const line = await next();
        const out = JSON.parse(line) as StartUp & { error?: string };
        if (out.error) throw new Error(`instance ${i}: ${out.error}`);
        return out;
      }),
    );
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill();
  }
}

/** The child's stdout, a line at a time (rejects once it has ended). */
function linesOf(child: ChildProcess): () => Promise<string> {
  let ended: Error | undefined;
  const queue: string[] = [];
  const waiting: { resolve: (line: string) => void; reject: (err: Error) => void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const w = waiting.shift();
    if (w) w.resolve(line);
    else queue.push(line);
  });
  child.on('close', (code) => {
    ended = new Error(`instance exited (${code})`);
    for (const w of waiting.splice(0)) w.reject(ended);
  });
  return () =>
    new Promise((resolve, reject) => {
      const line = queue.shift();
      if (line !== undefined) resolve(line);
      else if (ended) reject(ended);
      else waiting.push({ resolve, reject });
    });
}
