import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import type { OrderRow } from '../db/schema';
import { ApiError, notFound, refuse } from '../http/errors';
import { bag, optionalString, requiredInt, type Bag } from '../http/params';
import { demoPaymentPage, formatMoney, messagePage } from './gateway-html';
import { round2 } from './json';
import { notify, orderRecipient, orderStatusPush } from './notifications';
import { restartStepAt } from './order-steps';
import { customerForToken } from './sessions';

export { messagePage } from './gateway-html';

/**
 * The demo payment gateway (CONTRACT "Our extensions"): `GET /payment-mobile?order_id&
 * customer_id&payment_platform=web&callback&payment_method` shows a page with Pay and Fail
 * (plain HTML, a form POST, no script). The GET writes a single-use payment request in the
 * database (so any instance can take the POST); the POST applies the outcome and redirects to
 * the callback with `status=success|fail` (customers also get `order_id`; guests get `flag`,
 * `token` and `total`, the token being base64 of `payment_method=..&&attribute_id=<order
 * id>&&transaction_reference=..`, SPEC §4). Callbacks must be a path on this site or a URL of
 * this origin or of an SPA origin the operator allows (`SPA_ORIGINS`): anything else is
 * refused (no open redirect).
 *
 * Only the order's owner gets the page: a guest order needs `customer_id` = the guest's id (its
 * credential, random); a customer's order needs the customer's token (`Authorization: Bearer`
 * or, for a browser's navigation, `token` in the query). Anyone else: 404, as for an order
 * that does not exist. The POST acts only on a request id that such a page carried.
 */

export const REQUEST_TTL_MS = 30 * 60_000;

export interface Gateway {
  /** the origin of this request, e.g. http://localhost:8080 */
  origin: string;
  /** other origins a callback may point at (SPAs on other hosts) */
  spaOrigins: readonly string[];
  /** the bearer token of the request (header), if any */
  bearer: string | undefined;
  now: number;
}

/**
 * A safe redirect target: a same-site path, or an absolute URL of `origin` or of one of
 * `allowed`. Else undefined.
 */
export function safeCallback(
  raw: string,
  origin: string,
  allowed: readonly string[] = [],
): URL | undefined {
  const s = raw.trim();
  // eslint-disable-next-line no-control-regex -- control characters and backslashes are refused
  if (s === '' || s.length > 2000 || /[\u0000-\u001f\\]/.test(s)) return undefined;
  let u: URL;
  try {
    u = s.startsWith('/') ? new URL(s, origin) : new URL(s);
  } catch {
    return undefined;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
  // The redirect goes by path: a path starting with "//" would leave this site.
  if (u.origin !== origin && !allowed.includes(u.origin)) return undefined;
  if (u.pathname.startsWith('//') || s.startsWith('//')) return undefined;
  return u;
}

/** Whether the credential is the order owner's (see the file's comment). */
async function isOwner(
  db: Db,
  order: OrderRow,
  credential: { customerId: string | undefined; token: string | undefined },
  nowMs: number,
): Promise<boolean> {
  if (order.user_id === null)
    return order.guest_id !== null && credential.customerId === String(order.guest_id);
  if (credential.token === undefined) return false;
  const found = await customerForToken(db, credential.token, nowMs);
  return found !== undefined && found.user.id === order.user_id;
}

function payable(order: OrderRow): boolean {
  return (
    order.payment_method === 'digital_payment' &&
    order.payment_status !== 'paid' &&
    (order.order_status === 'pending' || order.order_status === 'failed')
  );
}

/** `GET /payment-mobile`: the Pay / Fail page (or a page saying why not). */
export async function paymentPage(
  db: Db,
  query: unknown,
  gw: Gateway,
): Promise<{ status: number; html: string; location?: string }> {
  const q: Bag = bag(query);
  const callbackRaw = optionalString(q, 'callback', 2000) ?? '/';
  const callback = safeCallback(callbackRaw, gw.origin, gw.spaOrigins);
  if (!callback)
    return {
      status: 403,
      html: messagePage('Payment refused', 'The callback must be a page of this site.'),
    };
  const orderId = requiredInt(q, 'order_id', { min: 1, label: 'order id' });
  const customerId = optionalString(q, 'customer_id', 40);
  const method = optionalString(q, 'payment_method', 50) ?? 'demo';
  if (!/^[a-z0-9_-]{1,50}$/i.test(method))
    throw refuse('payment_method', 'The payment method is invalid.');
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirst();
  const token = gw.bearer ?? optionalString(q, 'token', 200);
  if (!order || !(await isOwner(db, order, { customerId, token }, gw.now)))
    return {
      status: 404,
      html: messagePage('Order not found', 'This order does not exist.', callback.href),
    };
  if (!payable(order))
    return {
      status: 409,
      html: messagePage(
        'Nothing to pay',
        order.payment_status === 'paid'
          ? 'This order is already paid.'
          : 'This order does not wait for a payment.',
        callback.href,
      ),
    };
  const id = randomBytes(24).toString('base64url');
  // Pages nobody submitted in time are of no use to anyone.
  await db
    .deleteFrom('payment_requests')
    .where('created_ms', '<', gw.now - REQUEST_TTL_MS)
    .execute();
  await db
    .insertInto('payment_requests')
    .values({
      id,
      order_id: order.id,
      callback: callback.href,
      payment_method: method,
      created_ms: gw.now,
      used_ms: null,
    })
    .execute();
  // A customer's token came in the address: the browser goes on to an address without it.
  if (gw.bearer === undefined && token !== undefined)
    return { status: 303, html: '', location: `/payment-mobile?request=${id}` };
  return { status: 200, html: await requestPage(db, order, id, method) };
}

/**
 * `GET /payment-mobile?request=<id>`: the page of a payment request made just before (the
 * request id is the secret the POST needs anyway); a used or expired one says so.
 */
export async function requestPageOf(
  db: Db,
  requestId: string,
  gw: Gateway,
): Promise<{ status: number; html: string }> {
  const request = await db
    .selectFrom('payment_requests')
    .selectAll()
    .where('id', '=', requestId)
    .where('used_ms', 'is', null)
    .where('created_ms', '>', gw.now - REQUEST_TTL_MS)
    .executeTakeFirst();
  const order = request
    ? await db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', request.order_id)
        .executeTakeFirst()
    : undefined;
  if (!request || !order || !payable(order))
    return {
      status: 410,
      html: messagePage('Payment', 'This payment page has expired, please start again.'),
    };
  return { status: 200, html: await requestPage(db, order, request.id, request.payment_method) };
}

async function requestPage(db: Db, order: OrderRow, id: string, method: string): Promise<string> {
  const money = await formatMoney(db, order.order_amount);
  return demoPaymentPage(
    `Pay for order #${order.id}`,
    [
      ['Order', `#${order.id}`],
      ['Amount', money],
      ['Method', method],
    ],
    { field: 'request', id },
    money,
  );
}

/** The guest token of SPEC §4: base64 of `key=value` pairs joined by `&&`. */
export function guestToken(method: string, orderId: number, reference: string): string {
  return Buffer.from(
    `payment_method=${method}&&attribute_id=${orderId}&&transaction_reference=${reference}`,
  ).toString('base64');
}

/** `POST /payment-mobile {request, action=pay|fail}`: applies the outcome; answers the redirect. */
export async function completePayment(db: Db, body: unknown, gw: Gateway): Promise<string> {
  const b = bag(body);
  const requestId = optionalString(b, 'request', 100);
  const action = optionalString(b, 'action', 10);
  if (action !== 'pay' && action !== 'fail')
    throw refuse('action', 'The action must be pay or fail.');
  if (requestId === undefined) throw refuse('request', 'The payment request is missing.');
  const now = new Date(gw.now);
  const stamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('payment_requests')
      .set({ used_ms: gw.now })
      .where('id', '=', requestId)
      .where('used_ms', 'is', null)
      .where('created_ms', '>', gw.now - REQUEST_TTL_MS)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1)
      throw new ApiError(410, 'request', 'This payment page has expired, please start again.');
    const request = await trx
      .selectFrom('payment_requests')
      .selectAll()
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', request.order_id)
      .executeTakeFirst();
    if (!order) throw notFound('order', 'Order not found');
    if (!payable(order)) throw refuse('order', 'This order does not wait for a payment.');
    const reference = randomBytes(8).toString('hex').toUpperCase();
    const paid = action === 'pay';
    const res = await trx
      .updateTable('orders')
      .set(
        paid
          ? {
              payment_status: 'paid',
              order_status: 'pending',
              failed: null,
              transaction_reference: reference,
              step_at: restartStepAt(order, gw.now),
              updated_at: stamp,
            }
          : { order_status: 'failed', failed: stamp, updated_at: stamp },
      )
      .where('id', '=', order.id)
      .where('order_status', '=', order.order_status)
      .where('payment_status', '=', order.payment_status)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1)
      throw refuse('order', 'This order does not wait for a payment.');
    await notify(trx, orderRecipient(order), orderStatusPush(order, paid ? 'paid' : 'failed'), now);

    const target = new URL(request.callback);
    const status = paid ? 'success' : 'fail';
    target.searchParams.set('status', status);
    if (order.user_id === null) {
      target.searchParams.set('flag', status);
      target.searchParams.set('token', guestToken(request.payment_method, order.id, reference));
      target.searchParams.set('total', String(round2(order.order_amount)));
    } else {
      target.searchParams.set('order_id', String(order.id));
    }
    // The callback was checked: of this origin (redirect by path only) or an allowed SPA's.
    if (target.origin !== gw.origin) return target.href;
    return `${target.pathname}${target.search}${target.hash}`;
  });
}
