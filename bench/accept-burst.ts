/**
 * `tsx bench/accept-burst.ts [runs]`: why a short write row's p99 has two modes on this machine,
 * with no provider code in the way. The floor's server (`lib/bare-process.ts`) answers
 * `POST /bare-busy` after about an order placement's CPU time; autocannon sends it the bench's
 * write row (BENCH_WRITES requests, 1500, on 50 connections opened at once), `runs` times (8).
 * Each run prints the p50 and p99 and when the server took its connections in: in some runs it
 * takes them one at a time, about one per round of the connections already in, and a request
 * that waits for its connection waits for up to a second.
 *
 * Env: BENCH_PORT (4395), BENCH_WRITES (1500).
 */
import { once } from 'node:events';
import autocannon from 'autocannon';
import { startBare } from './lib/servers';

const runs = Number(process.argv[2] ?? 8);
const writes = Number(process.env.BENCH_WRITES ?? 1500);
const bare = await startBare(Number(process.env.BENCH_PORT ?? 4395), '');
const ask = async (message: { accepts: string }) => {
  const reply = once(bare.child, 'message');
  bare.child.send(message);
  return (await reply)[0] as unknown;
};

try {
  for (let run = 1; run <= runs; run++) {
    await ask({ accepts: 'reset' });
    const result = await autocannon({
      url: `${bare.url}/bare-busy`,
      method: 'POST',
      connections: 50,
      amount: writes,
    });
    const accepted = (await ask({ accepts: 'read' })) as number[];
    const first = Math.min(...accepted);
    const late = accepted.filter((ms) => ms - first > 20);
    console.log(
      `run ${run}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `max ${result.latency.max} ms; connections taken in after the first batch: ` +
        `${late.length} of ${accepted.length}, the last ${Math.round(Math.max(...accepted) - first)} ms after the first`,
    );
  }
} finally {
  await bare.stop();
}
