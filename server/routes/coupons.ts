import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context';
import { refuse } from '../http/errors';
import { bearerToken } from '../http/headers';
import { bag, optionalString, requiredInt } from '../http/params';
import { moduleScope, optionalModuleScope } from '../http/scope';
import { requireStoreRow } from '../services/catalogue';
import { checkCoupon } from '../services/coupons';
import { couponList, serializeCoupon } from '../services/offers';
import { resolveOwner, type Owner } from '../services/owner';

/** Coupons: the list (zoneId; moduleId optional, a CONTRACT exemption) and the checkout's check. */
export function couponRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, clock } = ctx;

  /** The caller when it says who it is (token or guest_id); else undefined. */
  const ownerIfAny = async (req: FastifyRequest): Promise<Owner | undefined> => {
    if (bearerToken(req) === undefined && bag(req.query).guest_id === undefined) return undefined;
    return resolveOwner(db, req, clock.now());
  };

  app.get('/coupon/list', async (req) => {
    const s = await optionalModuleScope(req, ctx);
    return couponList(db, { zoneIds: s.zoneIds, moduleId: s.moduleId, now: s.now });
  });

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
    const store = await requireStoreRow(db, String(storeId));
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
}
