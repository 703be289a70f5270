import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context';
import { bearerToken } from '../http/headers';
import { bag, toNumber } from '../http/params';
import {
  latestNotificationId,
  listNotifications,
  notificationsAfter,
  onWake,
  pushPayload,
  recipientOf,
  wakeOnPushesElsewhere,
} from '../services/notifications';
import { resolveOwner, type Owner } from '../services/owner';
import { customerForToken, unauthorized } from '../services/sessions';

/** How often an open stream looks in the database for pushes written by other instances. */
export const STREAM_POLL_MS = 2_000;
const PING_MS = 15_000;

/**
 * `customer/notifications` (the last 15 days) and `customer/notifications/stream`: server-sent
 * events carrying the push payloads of SPEC §3, for machines without Firebase (CONTRACT "Our
 * extensions"). EventSource cannot send headers, so the stream also takes `?token=` (or
 * `?guest_id=` for guests). Events carry the notification id: a reconnecting EventSource sends
 * it back as Last-Event-ID and misses nothing; a new stream starts after the latest push.
 */
export function notificationRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  async function ownerOf(req: FastifyRequest): Promise<Owner> {
    const q = bag(req.query);
    const token =
      bearerToken(req) ?? (typeof q.token === 'string' && q.token !== '' ? q.token : undefined);
    if (token !== undefined) {
      const found = await customerForToken(db, token, clock.now());
      if (!found) throw unauthorized();
      return { kind: 'customer', userId: found.user.id };
    }
    return resolveOwner(db, req, clock.now());
  }

  app.get('/customer/notifications', async (req) =>
    listNotifications(db, await ownerOf(req), req.query, clock.now()),
  );

  const open = new Set<() => void>();
  const stopListening = wakeOnPushesElsewhere(db);
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });
  app.addHook('onClose', stopListening);

  app.get('/customer/notifications/stream', async (req, reply) => {
    const owner = await ownerOf(req);
    const lastHeader = req.headers['last-event-id'];
    const last =
      toNumber(Array.isArray(lastHeader) ? lastHeader[0] : lastHeader) ??
      toNumber(bag(req.query).last_id);
    let cursor =
      last !== undefined && Number.isSafeInteger(last) && last >= 0
        ? last
        : await latestNotificationId(db, owner);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      // headers set by hooks (CORS for an SPA on another origin) would be lost by hijack()
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n: connected\n\n');

    let closed = false;
    let busy = false;
    let again = false;
    const flush = async () => {
      if (closed) return;
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      try {
        do {
          again = false;
          const rows = await notificationsAfter(db, owner, cursor);
          for (const row of rows) {
            if (closed) return;
            cursor = row.id;
            res.write(`id: ${row.id}\ndata: ${JSON.stringify(pushPayload(row))}\n\n`);
          }
          if (rows.length > 0) again = true;
        } while (again && !closed);
      } catch (err) {
        req.log.error({ err }, 'notification stream failed');
      } finally {
        busy = false;
      }
    };
    const stopWake = onWake(recipientOf(owner), () => void flush());
    const poll = setInterval(() => void flush(), STREAM_POLL_MS);
    const ping = setInterval(() => {
      if (!closed) res.write(': ping\n\n');
    }, PING_MS);
    poll.unref();
    ping.unref();
    const close = () => {
      if (closed) return;
      closed = true;
      stopWake();
      clearInterval(poll);
      clearInterval(ping);
      open.delete(close);
      res.end();
    };
    open.add(close);
    req.raw.on('close', close);
    await flush();
  });
}
