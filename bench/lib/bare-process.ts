import { resolve } from 'node:path';
/**
 * The floors' server, run as a child process: a bare Fastify JSON route (`GET /bare`) and the
 * bare page of bench/bare/dist served the way the provider serves the SPA (server/http/static.ts).
 */
import Fastify from 'fastify';
import { serveBuiltSpa } from '../../server/http/static';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok', items: [{ id: 1, name: 'Rice 1 kg', price: 95 }] }));
if (process.env.STATIC_DIR) await serveBuiltSpa(app, resolve(process.env.STATIC_DIR));
// The bench exited (or crashed): so does its server.
process.on('disconnect', () => process.exit(0));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
process.send?.('ready');
