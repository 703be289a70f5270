import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context';
import { publicOrigin } from '../http/deployment';
import { ApiError } from '../http/errors';
import { bearerToken } from '../http/headers';
import { bag } from '../http/params';
import { limitOf } from '../http/rate-limits';
import { completePayment, messagePage, paymentPage, requestPageOf } from '../services/payments';
import { completeFund, fundPage } from '../services/wallet-fund';

/**
 * The demo payment gateway at `/payment-mobile` (outside /api/v1, as 6amMart has it): a page,
 * not JSON, so refusals are pages too (with the status of the refusal). It takes an order's
 * payment (`services/payments.ts`) or a wallet's add-fund (`?fund=`, `services/wallet-fund.ts`).
 */
export function paymentRoutes(
  app: FastifyInstance,
  { db, clock, deployment, rateLimits }: AppContext,
) {
  const origin = (req: FastifyRequest) => publicOrigin(req, deployment) || 'null';
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      // The page's URL carries the owner's credential: it goes to nobody.
      .header('referrer-policy', 'no-referrer')
      .send(body);
  const refusal = (reply: FastifyReply, err: unknown) => {
    if (err instanceof ApiError)
      return html(reply, err.status, messagePage('Payment', err.message));
    throw err;
  };

  const gateway = (req: FastifyRequest) => ({
    origin: origin(req),
    spaOrigins: deployment.spaOrigins,
    bearer: bearerToken(req),
    now: clock.now(),
  });

  app.get('/payment-mobile', { config: limitOf(rateLimits, 'gateway') }, async (req, reply) => {
    try {
      const { request: requestId, fund } = bag(req.query);
      const page =
        typeof fund === 'string' && fund !== ''
          ? await fundPage(db, fund.slice(0, 100), clock.now())
          : typeof requestId === 'string' && requestId !== ''
            ? await requestPageOf(db, requestId.slice(0, 100), gateway(req))
            : await paymentPage(db, req.query, gateway(req));
      if ('location' in page && page.location !== undefined)
        return reply
          .status(303)
          .header('location', page.location)
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .send();
      return html(reply, page.status, page.html);
    } catch (err) {
      return refusal(reply, err);
    }
  });

  app.post('/payment-mobile', { config: limitOf(rateLimits, 'gateway') }, async (req, reply) => {
    try {
      const location =
        bag(req.body).fund !== undefined
          ? await completeFund(db, req.body, gateway(req))
          : await completePayment(db, req.body, gateway(req));
      return reply
        .status(303)
        .header('location', location)
        .header('cache-control', 'no-store')
        .send();
    } catch (err) {
      return refusal(reply, err);
    }
  });
}
