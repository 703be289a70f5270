import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { refuse } from '../http/errors';
import { requireModuleIdHeader, requireZoneIds } from '../http/headers';
import { bag, optionalInt, optionalString, paging } from '../http/params';
import { itemDetails, latestItems } from '../services/catalogue';
import { requireModule } from '../services/modules';

export const ITEMS_PAGE_SIZE = 10;

export function itemRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/items/latest', async (req) => {
    const zoneIds = requireZoneIds(req);
    const moduleId = requireModuleIdHeader(req);
    await requireModule(db, moduleId);
    const q = bag(req.query);
    const type = optionalString(q, 'type', 20) ?? 'all';
    if (type !== 'all' && type !== 'veg' && type !== 'non_veg')
      throw refuse('type', 'The type must be all, veg or non_veg.');
    const { limit, offset } = paging(q, ITEMS_PAGE_SIZE);
    return latestItems(db, {
      zoneIds,
      moduleId,
      storeId: optionalInt(q, 'store_id', { min: 1, label: 'store id' }),
      categoryId: optionalInt(q, 'category_id', { min: 1, label: 'category id' }),
      type,
      limit,
      offset,
    });
  });

  app.get<{ Params: { id: string } }>('/items/details/:id', async (req) => {
    requireZoneIds(req);
    await requireModule(db, requireModuleIdHeader(req));
    return itemDetails(db, req.params.id);
  });
}
