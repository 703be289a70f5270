import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFields } from '../http/body';
import type { AppContext } from '../http/context';
import { bearerToken, idempotencyKey, requireModuleIdHeader } from '../http/headers';
import { languageOf, localize } from '../http/messages';
import { bag, type Bag } from '../http/params';
import { requireModule } from '../services/modules';
import { wakeStreams } from '../services/notifications';
import { orderAttachment } from '../services/order-attachments';
import { cancelOrder } from '../services/order-cancel';
import { switchToCashOnDelivery } from '../services/order-cod-switch';
import { orderDetails } from '../services/order-details';
import { listOrders } from '../services/order-lists';
import {
  MAX_PRESCRIPTION_IMAGES,
  placeOrder,
  placePrescriptionOrder,
  quoteOrder,
} from '../services/order-place';
import { cancellationReasons, refundReasons } from '../services/order-reasons';
import { trackGuestOrder, trackOwnOrder } from '../services/order-tracking';
import { resolveOwner } from '../services/owner';
import { parcelInstructions } from '../services/parcel-instructions';
import { MAX_REFUND_IMAGES, requestRefund } from '../services/refunds';
import { requireCustomer } from '../services/sessions';

/**
 * Orders (CONTRACT "Orders"). Signed-in customers by bearer token, guests by `guest_id`.
 * 6amMart web sends the PUT calls (cancel, payment-method) as POST: both are accepted.
 */
export function orderRoutes(app: FastifyInstance, { db, clock, metrics }: AppContext) {
  const owner = (req: FastifyRequest, fields?: Bag) => resolveOwner(db, req, clock.now(), fields);

  // Every answer counted, a refusal thrown before the placement (a bad field, no module) too.
  const countOrder = async (_req: FastifyRequest, reply: FastifyReply) => {
    metrics.orders.inc({ outcome: reply.statusCode === 200 ? 'placed' : 'refused' });
  };
  app.post('/customer/order/place', { onResponse: countOrder }, async (req, reply) => {
    const moduleId = requireModuleIdHeader(req);
    await requireModule(db, moduleId);
    const { status, body } = await placeOrder(db, {
      owner: await owner(req),
      moduleId,
      body: req.body,
      idempotencyKey: idempotencyKey(req),
      now: clock.now(),
    });
    // Which order this request placed (or answered again for its Idempotency-Key).
    if (status === 200) req.log.info({ order_id: body.order_id }, 'order placed');
    wakeStreams();
    return reply.status(status).send(body);
  });

  /** Our extension: the totals `order/place` would compute for the same body, nothing stored. */
  app.post('/customer/order/quote', async (req) => {
    const moduleId = requireModuleIdHeader(req);
    return quoteOrder(db, { owner: await owner(req), moduleId, body: req.body, now: clock.now() });
  });

  app.post('/customer/order/prescription/place', async (req, reply) => {
    const moduleId = requireModuleIdHeader(req);
    await requireModule(db, moduleId);
    const key = idempotencyKey(req);
    const { fields, files } = await readFields(req, {
      files: MAX_PRESCRIPTION_IMAGES,
      tooManyFiles: {
        code: 'order_attachment',
        message: `You can upload at most ${MAX_PRESCRIPTION_IMAGES} prescription images.`,
      },
    });
    const { status, body } = await placePrescriptionOrder(db, {
      owner: await owner(req, fields),
      moduleId,
      fields,
      files,
      idempotencyKey: key,
      now: clock.now(),
    });
    wakeStreams();
    return reply.status(status).send(body);
  });

  app.get('/customer/order/list', async (req) =>
    listOrders(db, await owner(req), req.query, false),
  );
  app.get('/customer/order/running-orders', async (req) =>
    listOrders(db, await owner(req), req.query, true),
  );
  app.get('/customer/order/details', async (req) => orderDetails(db, await owner(req), req.query));

  /** Customers track their own orders by id; guests add guest_id and contact_number. */
  app.get('/customer/order/track', async (req) => {
    if (bearerToken(req) !== undefined) return trackOwnOrder(db, await owner(req), req.query);
    return trackGuestOrder(db, req.query);
  });

  const cancel = async (req: FastifyRequest) => {
    const { fields } = await readFields(req);
    const answer = await cancelOrder(db, await owner(req, fields), fields, new Date(clock.now()));
    wakeStreams();
    return answer;
  };
  app.post('/customer/order/refund-request', async (req) => {
    const { user } = await requireCustomer(db, req, clock.now());
    const input = await readFields(req, {
      files: MAX_REFUND_IMAGES,
      tooManyFiles: {
        code: 'image',
        message: `You can upload at most ${MAX_REFUND_IMAGES} images.`,
      },
    });
    return requestRefund(db, user, input, new Date(clock.now()), languageOf(req));
  });

  app.put('/customer/order/cancel', cancel);
  app.post('/customer/order/cancel', cancel);

  const paymentMethod = async (req: FastifyRequest) => {
    const { fields } = await readFields(req);
    const answer = await switchToCashOnDelivery(
      db,
      await owner(req, fields),
      fields,
      new Date(clock.now()),
    );
    wakeStreams();
    // In the customer's language, as the app's own fallback would say it.
    return { ...answer, message: localize(answer.message, languageOf(req)) };
  };
  app.put('/customer/order/payment-method', paymentMethod);
  app.post('/customer/order/payment-method', paymentMethod);

  app.get('/customer/order/cancellation-reasons', async (req) =>
    cancellationReasons(db, req.query),
  );
  app.get('/customer/order/refund-reasons', async () => refundReasons(db));
  app.get('/customer/order/parcel-instructions', async (req) => parcelInstructions(db, req.query));

  /** Prescription images, to the order's owner only (token, or the guest's guest_id). */
  app.get<{ Params: { file: string } }>('/customer/order/attachment/:file', async (req, reply) => {
    const upload = await orderAttachment(db, await owner(req, bag(req.query)), req.params.file);
    return reply
      .header('content-type', upload.contentType)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(upload.data);
  });
}
