import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context';
import { requireModuleIdHeader, requireZoneIds } from '../http/headers';
import { bag, optionalInt, optionalString, paging, requiredInt, vegType } from '../http/params';
import { detailsScope, moduleScope } from '../http/scope';
import { itemDetails, requireStoreRow } from '../services/catalogue';
import { categoryFilter } from '../services/categories';
import { findItems, type ItemOrder } from '../services/items-query';
import { requireModule } from '../services/modules';
import { readSearch, searchItems, suggest } from '../services/search';

export const ITEMS_PAGE_SIZE = 10;
/** SPEC §9: popular list 12; recommended and discounted 15. */
export const POPULAR_PAGE_SIZE = 12;
export const RECOMMENDED_PAGE_SIZE = 15;

/** Lists of items: each needs zoneId and moduleId; `type` (all|veg|non_veg), `limit`, `offset`. */
const LISTS: {
  path: string;
  order: ItemOrder;
  pageSize: number;
  discounted?: boolean;
  recommended?: boolean;
  /** answer also the categories the items span */
  categories?: boolean;
  /** the veg filter's parameter name (recommended uses `filter`) */
  typeField?: string;
}[] = [
  { path: '/items/popular', order: 'popular', pageSize: POPULAR_PAGE_SIZE },
  { path: '/items/most-reviewed', order: 'most_reviewed', pageSize: ITEMS_PAGE_SIZE },
  { path: '/items/new-arrival', order: 'latest', pageSize: ITEMS_PAGE_SIZE, categories: true },
  {
    path: '/items/discounted',
    order: 'popular',
    pageSize: RECOMMENDED_PAGE_SIZE,
    discounted: true,
    categories: true,
  },
  {
    path: '/items/recommended',
    order: 'popular',
    pageSize: RECOMMENDED_PAGE_SIZE,
    recommended: true,
    typeField: 'filter',
  },
];

export function itemRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  app.get('/items/latest', async (req) => {
    const zoneIds = requireZoneIds(req);
    const moduleId = requireModuleIdHeader(req);
    await requireModule(db, moduleId);
    const q = bag(req.query);
    // A store's page lists its items by this: from the catalogue in memory, as every list.
    return findItems(db, {
      zoneIds,
      moduleId,
      type: vegType(q),
      storeId: optionalInt(q, 'store_id', { min: 1, label: 'store id' }),
      categoryIds: await categoryFilter(db, q),
      order: 'latest',
      ...paging(q, ITEMS_PAGE_SIZE),
    });
  });

  for (const list of LISTS) {
    app.get(list.path, async (req) => {
      const s = await moduleScope(req, ctx);
      const q = bag(req.query);
      return findItems(
        db,
        {
          zoneIds: s.zoneIds,
          moduleId: s.moduleId,
          type: vegType(q, list.typeField ?? 'type'),
          storeId: optionalInt(q, 'store_id', { min: 1, label: 'store id' }),
          categoryIds: await categoryFilter(db, q),
          discounted: list.discounted ?? false,
          recommended: list.recommended ?? false,
          order: list.order,
          ...paging(q, list.pageSize),
        },
        { categories: list.categories ?? false },
      );
    });
  }

  app.get('/items/search', async (req) => {
    const s = await moduleScope(req, ctx);
    return searchItems(db, s, readSearch(bag(req.query)));
  });

  /** The search box's suggestions: `{items, stores}` whose names hold every word of `name`. */
  const suggestions = async (req: FastifyRequest) => {
    const s = await moduleScope(req, ctx);
    return suggest(db, s, optionalString(bag(req.query), 'name', 100));
  };
  app.get('/items/search-suggestion', suggestions);
  app.get('/items/item-or-store-search', suggestions);

  /** `items/common-conditions?store_id`: the store's items for common conditions (pharmacy). */
  app.get('/items/common-conditions', async (req) => {
    const s = await detailsScope(req, ctx);
    const q = bag(req.query);
    const id = requiredInt(q, 'store_id', { min: 1, label: 'store id' });
    const store = await requireStoreRow(db, String(id));
    return findItems(db, {
      zoneIds: s.zoneIds.length > 0 ? s.zoneIds : [store.zone_id],
      moduleId: store.module_id,
      storeId: store.id,
      withCondition: true,
      order: 'popular',
      ...paging(q, POPULAR_PAGE_SIZE),
    });
  });

  /** No header is required: 6amMart clients load details server-side without any. */
  app.get<{ Params: { id: string } }>('/items/details/:id', async (req) => {
    await detailsScope(req, ctx);
    return itemDetails(db, req.params.id);
  });
}
