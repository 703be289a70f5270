import type { FastifyInstance } from 'fastify';

/**
 * Offline payment methods (the online ones are config's `active_payment_method_list`; the demo
 * gateway is payments.ts, outside /api/v1).
 */
export function paymentMethodRoutes(app: FastifyInstance) {
  /** None are offered (config `offline_payment_status` is 0): a plain, empty list. */
  app.get('/offline_payment_method_list', async () => []);
}
