import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context';
import { ApiError } from '../http/errors';
import { completePayment, messagePage, paymentPage } from '../services/payments';

/**
 * The demo payment gateway at `/payment-mobile` (outside /api/v1, as 6amMart has it): a page,
 * not JSON, so refusals are pages too (with the status of the refusal).
 */
export function paymentRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  const origin = (req: FastifyRequest) => {
    try {
      return new URL(`${req.protocol}://${req.host}`).origin;
    } catch {
      return 'null';
    }
  };
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'same-origin')
      .send(body);
  const refusal = (reply: FastifyReply, err: unknown) => {
    if (err instanceof ApiError)
      return html(reply, err.status, messagePage('Payment', err.message));
    throw err;
  };

  app.get('/payment-mobile', async (req, reply) => {
    try {
      const page = await paymentPage(db, req.query, { origin: origin(req), now: clock.now() });
      return html(reply, page.status, page.html);
    } catch (err) {
      return refusal(reply, err);
    }
  });

  app.post('/payment-mobile', async (req, reply) => {
    try {
      const location = await completePayment(db, req.body, {
        origin: origin(req),
        now: clock.now(),
      });
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
