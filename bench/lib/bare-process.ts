import { resolve } from 'node:path';
/**
 * The floors' server, run as a child process: a bare Fastify JSON route (`GET /bare`) and the
 * bare page of bench/bare/dist served the way the provider serves the SPA (server/http/static.ts).
 */
import Fastify from 'fastify';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
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
// The server-rendered pages' floor: a bare React page rendered per request (renderToString),
// a heading and a dozen product cards, on the same Fastify.
const card = (n: number) =>
  createElement(
    'li',
    { key: n },
    createElement('img', { src: `/p/${n}.webp`, alt: '', width: 160, height: 120 }),
    createElement('h3', null, `Item ${n}`),
    createElement('p', null, `৳${(95 + n).toFixed(2)}`),
    createElement('button', { type: 'button' }, 'Add to cart'),
  );
const page = () =>
  createElement(
    'main',
    null,
    createElement('h1', null, 'Everything you need, delivered'),
    createElement(
      'ul',
      null,
      Array.from({ length: 12 }, (_, n) => card(n)),
    ),
  );
app.get('/bare-ssr', async (_req, reply) =>
  reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><title>Bare</title></head><body><div id="root">${renderToString(page())}</div></body></html>`,
    ),
);
if (process.env.STATIC_DIR) await serveBuiltSpa(app, resolve(process.env.STATIC_DIR));
// The bench exited (or crashed): so does its server.
process.on('disconnect', () => process.exit(0));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
process.send?.('ready');
