import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { refuse } from '../http/errors';
import { bag, optionalString, paging, type Bag } from '../http/params';
import { detailsScope, moduleScope, optionalModuleScope } from '../http/scope';
import { requireStoreRow } from '../services/catalogue';
import { findItems } from '../services/items-query';
import { readSearch, searchStores } from '../services/search';
import { findStores, storeDetails, type StoreFilter, type StoreOrder } from '../services/stores';
import { POPULAR_PAGE_SIZE } from './items';

const FILTERS: Record<string, StoreFilter> = {
  all: 'all',
  delivery: 'delivery',
  home_delivery: 'delivery',
  take_away: 'take_away',
  takeaway: 'take_away',
};
const TYPES: StoreOrder[] = ['all', 'newly_joined', 'popular', 'top_rated'];

export const STORES_PAGE_SIZE = 12;

/** `type=all|delivery|take_away` on the latest/popular/top-rated lists. */
function deliveryType(q: Bag): StoreFilter {
  const raw = optionalString(q, 'type', 30) ?? 'all';
  const filter = FILTERS[raw];
  if (!filter) throw refuse('type', 'The type must be all, delivery or take_away.');
  return filter;
}

const LISTS: { path: string; order: StoreOrder }[] = [
  { path: '/stores/latest', order: 'newly_joined' },
  { path: '/stores/popular', order: 'popular' },
  { path: '/stores/top-rated', order: 'top_rated' },
];

export function storeRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  /** moduleId is optional here (CONTRACT): without it, every module's stores. */
  app.get<{ Params: { filter: string } }>('/stores/get-stores/:filter', async (req) => {
    const s = await optionalModuleScope(req, ctx);
    const filter = FILTERS[req.params.filter];
    if (!filter)
      throw refuse('filter_data', 'The store filter must be all, delivery or take_away.');
    const q = bag(req.query);
    const storeType = (optionalString(q, 'store_type', 30) ?? 'all') as StoreOrder;
    if (!TYPES.includes(storeType))
      throw refuse('store_type', 'The store type must be all, newly_joined, popular or top_rated.');
    return findStores(db, {
      zoneIds: s.zoneIds,
      moduleId: s.moduleId,
      filter,
      order: storeType,
      ...paging(q, STORES_PAGE_SIZE),
      from: s.from,
      now: s.now,
    });
  });

  for (const list of LISTS) {
    app.get(list.path, async (req) => {
      const s = await moduleScope(req, ctx);
      const q = bag(req.query);
      return findStores(db, {
        zoneIds: s.zoneIds,
        moduleId: s.moduleId,
        filter: deliveryType(q),
        order: list.order,
        ...paging(q, STORES_PAGE_SIZE),
        from: s.from,
        now: s.now,
      });
    });
  }

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

  app.get('/stores/search', async (req) => {
    const s = await moduleScope(req, ctx);
    return searchStores(db, s, readSearch(bag(req.query)));
  });

  app.get<{ Params: { id: string } }>('/stores/details/:id', async (req) => {
    const s = await detailsScope(req, ctx);
    return storeDetails(db, req.params.id, s.from, s.now);
  });

  /**
   * The store's most ordered items. Asked for a page (`limit` or `offset`): `{total_size, limit,
   * offset, products}`; asked without (as 6amMart's web client asks, reading the answer as a
   * list: `data.length`, `data.map`): a bare list of the first POPULAR_PAGE_SIZE.
   */
  app.get<{ Params: { id: string } }>('/stores/popular-items/:id', async (req) => {
    const s = await detailsScope(req, ctx);
    const store = await requireStoreRow(db, req.params.id);
    const q = bag(req.query);
    const page = await findItems(db, {
      zoneIds: s.zoneIds.length > 0 ? s.zoneIds : [store.zone_id],
      moduleId: store.module_id,
      storeId: store.id,
      order: 'popular',
      ...paging(q, POPULAR_PAGE_SIZE),
    });
    const paged = q.limit !== undefined || q.offset !== undefined;
    return paged ? page : page.products;
  });
}
