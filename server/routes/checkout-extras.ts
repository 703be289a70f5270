import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context';
import { notFound, refuse } from '../http/errors';
import { bearerToken } from '../http/headers';
import { bag, optionalString, requiredInt } from '../http/params';
import { moduleScope } from '../http/scope';
import { findStoreRow } from '../services/catalogue';
import { checkCoupon } from '../services/coupons';
import { serializeCoupon } from '../services/offers';
import { resolveOwner, type Owner } from '../services/owner';

/**
 * Checkout calls of 6amMart clients beyond CONTRACT.md: the coupon check, the most chosen
 * tip, the vehicle surcharge and the offline payment methods.
 */
export function checkoutExtraRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, clock } = ctx;

  /** The caller when it says who it is (token or guest_id); else undefined. */
  const ownerIfAny = async (req: FastifyRequest): Promise<Owner | undefined> => {
    if (bearerToken(req) === undefined && bag(req.query).guest_id === undefined) return undefined;
    return resolveOwner(db, req, clock.now());
  };

  /**
   * `coupon/apply?code&store_id`: the coupon when it may be used at that store now (the client
   * checks the minimum purchase; order placement checks everything again).
   */
  app.get('/coupon/apply', async (req) => {
    const s = await moduleScope(req, ctx);
    const q = bag(req.query);
    const code = optionalString(q, 'code', 100);
    if (code === undefined) throw refuse('code', 'The code field is required.');
    const storeId = requiredInt(q, 'store_id', { min: 1, label: 'store id' });
    const store = await findStoreRow(db, String(storeId));
    if (!store) throw notFound('store', 'Store not found');
    const coupon = await checkCoupon(db, {
      code,
      moduleId: s.moduleId,
      storeId: store.id,
      zoneId: store.zone_id,
      owner: await ownerIfAny(req),
      now: s.now,
    });
    return serializeCoupon(coupon, { id: store.id, name: store.name });
  });

  /** `{most_tips_amount}`: the tip customers choose most often (0 before any). */
  app.get('/most-tips', async () => {
    const row = await db
      .selectFrom('orders')
      .select(['dm_tips', (eb) => eb.fn.countAll<number>().as('n')])
      .where('dm_tips', '>', 0)
      .groupBy('dm_tips')
      .orderBy('n', 'desc')
      .orderBy('dm_tips', 'desc')
      .limit(1)
      .executeTakeFirst();
    return { most_tips_amount: row ? Number(row.dm_tips) : 0 };
  });

  /** The parcel vehicle's extra charge for `distance` km: this world has no vehicle tariffs. */
  app.get('/vehicle/extra_charge', async (req) => {
    const distance = Number(bag(req.query).distance ?? 0);
    if (!Number.isFinite(distance) || distance < 0)
      throw refuse('distance', 'The distance must be a number of kilometres.');
    return 0;
  });

  /** Offline payment methods: none are offered (config `offline_payment_status` is 0). */
  app.get('/offline_payment_method_list', async () => []);
}
