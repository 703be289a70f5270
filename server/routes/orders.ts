import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { bearerToken, idempotencyKey, requireModuleIdHeader } from '../http/headers';
import { resolveOwner } from '../services/owner';
import { placeOrder, trackGuestOrder } from '../services/orders';
import { requireModule } from '../services/modules';

export function orderRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  app.post('/customer/order/place', async (req, reply) => {
    const moduleId = requireModuleIdHeader(req);
    await requireModule(db, moduleId);
    const owner = await resolveOwner(db, req);
    const { status, body } = await placeOrder(db, {
      owner,
      moduleId,
      body: req.body,
      idempotencyKey: idempotencyKey(req),
      now: clock.now(),
    });
    return reply.status(status).send(body);
  });

  /** Tracking needs no moduleId: an order id names its module. */
  app.get('/customer/order/track', async (req) => {
    if (bearerToken(req) !== undefined) await resolveOwner(db, req); // customers: issue 4
    return trackGuestOrder(db, req.query);
  });
}
