import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { notFound } from '../http/errors';
import { bag, paging, requiredInt } from '../http/params';
import { detailsScope, moduleScope } from '../http/scope';
import { serializeBanner } from '../services/banners';
import { findStoreRow } from '../services/catalogue';
import { findItems } from '../services/items-query';
import { storeReviews } from '../services/review-lists';
import { findStores } from '../services/stores';
import { POPULAR_PAGE_SIZE } from './items';
import { STORES_PAGE_SIZE } from './stores';

/**
 * Store calls of 6amMart clients beyond CONTRACT.md: reviews, popular items, items for
 * common conditions, discounted stores and a store's own banners.
 */
export function storeExtraRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const storeOr404 = async (id: string) => {
    const store = await findStoreRow(db, id);
    if (!store) throw notFound('store', 'Store not found');
    return store;
  };

  app.get('/stores/reviews', async (req) => {
    const id = requiredInt(bag(req.query), 'store_id', { min: 1, label: 'store id' });
    const store = await storeOr404(String(id));
    return storeReviews(db, store.id);
  });

  /** `{total_size, limit, offset, products}`: the store's most ordered items. */
  app.get<{ Params: { id: string } }>('/stores/popular-items/:id', async (req) => {
    const s = await detailsScope(req, ctx);
    const store = await storeOr404(req.params.id);
    return findItems(db, {
      zoneIds: s.zoneIds.length > 0 ? s.zoneIds : [store.zone_id],
      moduleId: store.module_id,
      storeId: store.id,
      order: 'popular',
      ...paging(bag(req.query), POPULAR_PAGE_SIZE),
    });
  });

  /** `items/common-conditions?store_id`: the store's items for common conditions (pharmacy). */
  app.get('/items/common-conditions', async (req) => {
    const s = await detailsScope(req, ctx);
    const q = bag(req.query);
    const id = requiredInt(q, 'store_id', { min: 1, label: 'store id' });
    const store = await storeOr404(String(id));
    return findItems(db, {
      zoneIds: s.zoneIds.length > 0 ? s.zoneIds : [store.zone_id],
      moduleId: store.module_id,
      storeId: store.id,
      withCondition: true,
      order: 'popular',
      ...paging(q, POPULAR_PAGE_SIZE),
    });
  });

  /** `{total_size, limit, offset, stores}`: stores running a discount here. */
  app.get('/stores/discounted', async (req) => {
    const s = await moduleScope(req, ctx);
    return findStores(db, {
      zoneIds: s.zoneIds,
      moduleId: s.moduleId,
      order: 'all',
      flags: new Set(['discounted']),
      ...paging(bag(req.query), STORES_PAGE_SIZE),
      from: s.from,
      now: s.now,
    });
  });

  /** The banners promoting this store (a plain list). */
  app.get<{ Params: { id: string } }>('/banners/:id', async (req) => {
    const store = await storeOr404(req.params.id);
    const rows = await db
      .selectFrom('banners')
      .selectAll()
      .where('status', '=', 1)
      .where('type', '=', 'store_wise')
      .where('data', '=', store.id)
      .orderBy('id')
      .execute();
    return rows.map(serializeBanner);
  });
}
