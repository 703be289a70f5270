import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context';
import { requireModuleIdHeader } from '../http/headers';
import { addToCart, clearCart, listCart, removeCartItem, updateCart } from '../services/cart';
import { requireModule } from '../services/modules';
import { resolveOwner } from '../services/owner';

export function cartRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  /** Module first (a header problem is reported before the body's), then the owner. */
  async function scope(req: FastifyRequest) {
    const moduleId = requireModuleIdHeader(req);
    await requireModule(db, moduleId);
    const owner = await resolveOwner(db, req, clock.now());
    return { owner, moduleId };
  }

  app.get('/customer/cart/list', async (req) => {
    const { owner, moduleId } = await scope(req);
    return listCart(db, owner, moduleId);
  });

  app.post('/customer/cart/add', async (req) => {
    const { owner, moduleId } = await scope(req);
    return addToCart(db, owner, moduleId, req.body, new Date(clock.now()));
  });

  app.post('/customer/cart/update', async (req) => {
    const { owner, moduleId } = await scope(req);
    return updateCart(db, owner, moduleId, req.body, new Date(clock.now()));
  });

  const removeItem = async (req: FastifyRequest) => {
    const { owner, moduleId } = await scope(req);
    return removeCartItem(db, owner, moduleId, {
      ...(req.body as object | undefined),
      ...(req.query as object),
    });
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
