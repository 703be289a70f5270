import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context';
import { idempotencyKey, optionalModuleId, requireModuleIdHeader } from '../http/headers';
import { addToCart, clearCart, listCart, removeCartItem, updateCart } from '../services/cart';
import { requireModule } from '../services/modules';
import { ownerKey, resolveOwner, type Owner } from '../services/owner';
import { findIdempotent } from '../services/order-place/idempotency';

export function cartRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  /** Module first (a header problem is reported before the body's), then the owner. */
  async function scope(req: FastifyRequest) {
    const moduleId = requireModuleIdHeader(req);
    await requireModule(db, moduleId);
    const owner = await resolveOwner(db, req, clock.now());
    return { owner, moduleId };
  }

  /**
   * A change sent with an Idempotency-Key (the SPA's offline outbox, issue 31) is made once: the
   * same key again within 24 hours answers the cart as it is now, changing nothing, so a replay
   * whose first answer was lost never doubles a line.
   */
  async function once(
    req: FastifyRequest,
    owner: Owner,
    moduleId: number,
    change: () => Promise<unknown>,
  ) {
    const key = idempotencyKey(req);
    if (key === undefined) return change();
    const scoped = `cart:${key}`;
    const now = clock.now();
    if (await findIdempotent(db, ownerKey(owner), scoped, now))
      return listCart(db, owner, moduleId);
    const answer = await change();
    await db
      .insertInto('idempotency_keys')
      .values({
        owner: ownerKey(owner),
        key: scoped,
        status_code: 200,
        body: '[]',
        created_ms: now,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    return answer;
  }

  /**
   * Without a module id, no module's cart: an empty list, as the 6amMart backend answers it (its
   * web client asks so on the landing, before a module is chosen); the owner is checked all the
   * same.
   */
  app.get('/customer/cart/list', async (req) => {
    if (optionalModuleId(req) === undefined) {
      await resolveOwner(db, req, clock.now());
      return [];
    }
    const { owner, moduleId } = await scope(req);
    return listCart(db, owner, moduleId);
  });

  app.post('/customer/cart/add', async (req) => {
    const { owner, moduleId } = await scope(req);
    return once(req, owner, moduleId, () =>
      addToCart(db, owner, moduleId, req.body, new Date(clock.now())),
    );
  });

  app.post('/customer/cart/update', async (req) => {
    const { owner, moduleId } = await scope(req);
    return once(req, owner, moduleId, () =>
      updateCart(db, owner, moduleId, req.body, new Date(clock.now())),
    );
  });

  const removeItem = async (req: FastifyRequest) => {
    const { owner, moduleId } = await scope(req);
    return once(req, owner, moduleId, () =>
      removeCartItem(db, owner, moduleId, {
        ...(req.body as object | undefined),
        ...(req.query as object),
      }),
    );
  };
  app.delete('/customer/cart/remove-item', removeItem);
  app.post('/customer/cart/remove-item', removeItem);

  const clear = async (req: FastifyRequest) => {
    const { owner, moduleId } = await scope(req);
    return clearCart(db, owner, moduleId);
  };
  app.delete('/customer/cart/remove', clear);
  app.post('/customer/cart/remove', clear);
}
