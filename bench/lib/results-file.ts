import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';

/** The machine a run measured on, as every results file records it. */
export function machineNow() {
  return {
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadAverage: loadavg(),
  };
}

/** Writes a run's results file, its duration measured from `started` (ms since the epoch). */
export function writeResultsFile(
  out: string,
  results: { durationS: number },
  started: number,
): void {
  results.durationS = Math.round((Date.now() - started) / 1000);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
}
