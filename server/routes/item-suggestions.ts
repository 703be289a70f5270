import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { ItemRow } from '../db/schema';
import type { AppContext } from '../http/context';
import { bearerToken } from '../http/headers';
import { detailsScope, moduleScope } from '../http/scope';
import { requireItemRow } from '../services/catalogue';
import { interestCategoriesOf } from '../services/interests';
import { findItems } from '../services/items-query';

/**
 * Items suggested beside other things: related to an item, more from the item's store, and
 * the customer's suggested items. Without a zoneId header an item's lists are those of its
 * store's zone.
 */

const RELATED_LIMIT = 10;

async function zonesOf(db: Db, item: ItemRow, headerZones: number[]): Promise<number[]> {
  if (headerZones.length > 0) return headerZones;
  const store = await db
    .selectFrom('stores')
    .select('zone_id')
    .where('id', '=', item.store_id)
    .executeTakeFirst();
  return store ? [store.zone_id] : [];
}

export function itemSuggestionRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  /** Items of the same category (a plain list), most ordered first, without the item. */
  app.get<{ Params: { id: string } }>('/items/related-items/:id', async (req) => {
    const s = await detailsScope(req, ctx);
    const item = await requireItemRow(db, req.params.id);
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

  /**
   * "More from this store" (a plain list, as the 6amMart backend answers it): the store's most
   * ordered items, without the item.
   */
  app.get<{ Params: { id: string } }>('/items/related-store-items/:id', async (req) => {
    const s = await detailsScope(req, ctx);
    const item = await requireItemRow(db, req.params.id);
    const found = await findItems(db, {
      zoneIds: await zonesOf(db, item, s.zoneIds),
      moduleId: item.module_id,
      storeId: item.store_id,
      order: 'popular',
      limit: RELATED_LIMIT + 1,
      offset: 1,
    });
    return found.products.filter((p) => p.id !== item.id).slice(0, RELATED_LIMIT);
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
