import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context';
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
import { requireCustomer } from '../services/sessions';
import { issueStreamTicket, streamCustomerId } from '../services/stream-tickets';

/** How often an open stream looks in the database for pushes written by other instances. */
export const STREAM_POLL_MS = 2_000;
const PING_MS = 15_000;

/**
 * `customer/notifications` (the last 15 days) and `customer/notifications/stream`: server-sent
 * events carrying the push payloads of SPEC §3, for machines without Firebase (CONTRACT "Our
 * extensions"). EventSource cannot send headers, so the stream also takes `?ticket=` (a
 * minute's ticket from `POST customer/stream-ticket`: no token in a URL) or `?guest_id=` for
 * guests. Events carry the notification id: a reconnecting EventSource sends
 * it back as Last-Event-ID and misses nothing; a new stream starts after the latest push.
 */
export function notificationRoutes(app: FastifyInstance, { db, clock, metrics }: AppContext) {
  /** The stream's reader: a customer by bearer token or ticket, else a guest by guest id. */
  async function streamOwner(req: FastifyRequest): Promise<Owner> {
    const userId = await streamCustomerId(db, req, clock.now());
    if (userId !== undefined) return { kind: 'customer', userId };
    return resolveOwner(db, req, clock.now());
  }

  /** A ticket that opens this customer's streams for a minute (services/stream-tickets.ts). */
  app.post('/customer/stream-ticket', async (req) => {
    const { tokenHash } = await requireCustomer(db, req, clock.now());
    return issueStreamTicket(db, tokenHash, clock.now());
  });

  app.get('/customer/notifications', async (req) =>
    listNotifications(db, await resolveOwner(db, req, clock.now()), req.query, clock.now()),
  );

  const open = new Set<() => void>();
  metrics.watchStreams('notifications', () => open.size);
  const stopListening = wakeOnPushesElsewhere(db);
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });
  app.addHook('onClose', stopListening);

  app.get('/customer/notifications/stream', async (req, reply) => {
    const owner = await streamOwner(req);
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
