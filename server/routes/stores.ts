import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { refuse } from '../http/errors';
import { headerLocation, optionalModuleId, requireZoneIds } from '../http/headers';
import { bag, optionalString, paging } from '../http/params';
import { listStores, storeDetails, type StoreFilter, type StoreType } from '../services/catalogue';
import { requireModule } from '../services/modules';

const FILTERS: Record<string, StoreFilter> = {
  all: 'all',
  delivery: 'delivery',
  home_delivery: 'delivery',
  take_away: 'take_away',
  takeaway: 'take_away',
};
const TYPES: StoreType[] = ['all', 'newly_joined', 'popular', 'top_rated'];

export const STORES_PAGE_SIZE = 12;

export function storeRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<{ Params: { filter: string } }>('/stores/get-stores/:filter', async (req) => {
    const zoneIds = requireZoneIds(req);
    const moduleId = optionalModuleId(req);
    if (moduleId !== undefined) await requireModule(db, moduleId);
    const filter = FILTERS[req.params.filter];
    if (!filter)
      throw refuse('filter_data', 'The store filter must be all, delivery or take_away.');
    const q = bag(req.query);
    const storeType = (optionalString(q, 'store_type', 30) ?? 'all') as StoreType;
    if (!TYPES.includes(storeType))
      throw refuse('store_type', 'The store type must be all, newly_joined, popular or top_rated.');
    const { limit, offset } = paging(q, STORES_PAGE_SIZE);
    return listStores(db, {
      zoneIds,
      moduleId,
      filter,
      storeType,
      limit,
      offset,
      from: headerLocation(req),
    });
  });

  app.get<{ Params: { id: string } }>('/stores/details/:id', async (req) => {
    requireZoneIds(req);
    return storeDetails(db, req.params.id, headerLocation(req));
  });
}
