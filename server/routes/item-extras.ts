import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { ItemRow } from '../db/schema';
import type { AppContext } from '../http/context';
import { notFound } from '../http/errors';
import { bag, optionalString, paging } from '../http/params';
import { bearerToken } from '../http/headers';
import { detailsScope, moduleScope } from '../http/scope';
import { findItemRow } from '../services/catalogue';
import { interestCategoriesOf } from '../services/interests';
import { findItems } from '../services/items-query';
import { itemReviews } from '../services/review-lists';
import { suggest } from '../services/search';
import { ITEMS_PAGE_SIZE } from './items';

/**
 * Item calls of 6amMart clients beyond CONTRACT.md: related items, more from the store,
 * reviews, the search box's items-or-stores suggestion and the suggested items. Without a
 * zoneId header an item's lists are those of its store's zone.
 */

const RELATED_LIMIT = 10;

async function itemOr404(db: Db, id: string): Promise<ItemRow> {
  const item = await findItemRow(db, id);
  if (!item) throw notFound('item', 'Item not found');
  return item;
}

async function zonesOf(db: Db, item: ItemRow, headerZones: number[]): Promise<number[]> {
  if (headerZones.length > 0) return headerZones;
  const store = await db
    .selectFrom('stores')
    .select('zone_id')
    .where('id', '=', item.store_id)
    .executeTakeFirst();
  return store ? [store.zone_id] : [];
}

export function itemExtraRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  /** Items of the same category (a plain list), most ordered first, without the item. */
  app.get<{ Params: { id: string } }>('/items/related-items/:id', async (req) => {
    const s = await detailsScope(req, ctx);
    const item = await itemOr404(db, req.params.id);
    const found = await findItems(db, {
      zoneIds: await zonesOf(db, item, s.zoneIds),
      moduleId: item.module_id,
      categoryIds: [item.category_id],
      order: 'popular',
      limit: RELATED_LIMIT + 1,
      offset: 1,
    });
    return found.products.filter((p) => p.id !== item.id).slice(0, RELATED_LIMIT);
  });

  /** "More from this store": `{total_size, limit, offset, products}` without the item. */
  app.get<{ Params: { id: string } }>('/items/related-store-items/:id', async (req) => {
    const s = await detailsScope(req, ctx);
    const item = await itemOr404(db, req.params.id);
    const page = paging(bag(req.query), ITEMS_PAGE_SIZE);
    const found = await findItems(db, {
      zoneIds: await zonesOf(db, item, s.zoneIds),
      moduleId: item.module_id,
      storeId: item.store_id,
      order: 'popular',
      ...page,
    });
    const products = found.products.filter((p) => p.id !== item.id);
    return {
      total_size: Math.max(0, found.total_size - 1),
      limit: page.limit,
      offset: page.offset,
      products,
    };
  });

  app.get<{ Params: { id: string } }>('/items/reviews/:id', async (req) => {
    const item = await itemOr404(db, req.params.id);
    return itemReviews(db, item.id, paging(bag(req.query), ITEMS_PAGE_SIZE));
  });

  /** The search box's suggestions: `{items, stores}` whose names hold every word of `name`. */
  app.get('/items/item-or-store-search', async (req) => {
    const s = await moduleScope(req, ctx);
    return suggest(db, s, optionalString(bag(req.query), 'name', 100));
  });

  /**
   * Suggested items (a plain list): the module's most ordered items here; for a customer with
   * interests (`customer/update-interest`), those of the chosen categories when there are any.
   */
  app.get('/customer/suggested-items', async (req) => {
    const s = await moduleScope(req, ctx);
    const popular = {
      zoneIds: s.zoneIds,
      moduleId: s.moduleId,
      order: 'popular',
      limit: RELATED_LIMIT,
      offset: 1,
    } as const;
    const interests = await interestCategoriesOf(db, bearerToken(req), ctx.clock.now());
    if (interests.length > 0) {
      const mine = await findItems(db, { ...popular, categoryIds: interests });
      if (mine.products.length > 0) return mine.products;
    }
    return (await findItems(db, popular)).products;
  });
}
