import { resolve } from 'node:path';
/**
 * The floors' server, run as a child process: a bare Fastify JSON route (`GET /bare`) and the
 * bare page of bench/bare/dist served the way the provider serves the SPA (server/http/static.ts).
 */
import Fastify from 'fastify';
import { serveBuiltSpa } from '../../server/http/static';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok', items: [{ id: 1, name: 'Rice 1 kg', price: 95 }] }));
// An answer after about an order placement's CPU time in the provider (0.8 ms over 10,000 of
// them, bench/profile-provider.ts place): the writes' floor, and bench/accept-burst.ts's server.
app.post('/bare-busy', async () => {
  const until = performance.now() + 0.8;
  while (performance.now() < until);
  return { status: 'ok' };
});
// When the server took each connection in (ms since the last `{ accepts: 'reset' }`), asked by
// the parent with `{ accepts: 'read' }`.
let acceptedFrom = performance.now();
let accepted: number[] = [];
app.server.on('connection', () => accepted.push(performance.now() - acceptedFrom));
process.on('message', (message: { accepts?: string }) => {
  if (message.accepts === 'reset') {
    acceptedFrom = performance.now();
    accepted = [];
    process.send?.('reset');
  } else if (message.accepts === 'read') process.send?.(accepted);
});
if (process.env.STATIC_DIR) await serveBuiltSpa(app, resolve(process.env.STATIC_DIR));
// The bench exited (or crashed): so does its server.
process.on('disconnect', () => process.exit(0));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
process.send?.('ready');
