import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { bag, paging, vegType } from '../http/params';
import { moduleScope } from '../http/scope';
import { listBrands, requireBrand } from '../services/brands';
import { listConditions, listParcelCategories, requireCondition } from '../services/conditions';
import { findItems } from '../services/items-query';
import { ITEMS_PAGE_SIZE } from './items';

/** SPEC §9: common condition limit 20. */
export const CONDITION_PAGE_SIZE = 20;

/** Brands, pharmacy common conditions and parcel categories: zoneId and moduleId required. */
export function taxonomyRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  app.get('/brand', async (req) => {
    const s = await moduleScope(req, ctx);
    return listBrands(db, s.zoneIds, s.moduleId);
  });

  app.get<{ Params: { id: string } }>('/brand/items/:id', async (req) => {
    const s = await moduleScope(req, ctx);
    const id = /^\d+$/.test(req.params.id) ? Number(req.params.id) : 0;
    const brand = await requireBrand(db, id, s.moduleId);
    const q = bag(req.query);
    return findItems(db, {
      zoneIds: s.zoneIds,
      moduleId: s.moduleId,
      type: vegType(q),
      brandIds: [brand.id],
      order: 'popular',
      ...paging(q, ITEMS_PAGE_SIZE),
    });
  });

  app.get('/common-condition', async (req) => {
    await moduleScope(req, ctx);
    return listConditions(db);
  });

  const conditionItems = async (
    req: { params: { id: string }; query: unknown },
    s: Awaited<ReturnType<typeof moduleScope>>,
  ) => {
    const condition = await requireCondition(db, req.params.id);
    const q = bag(req.query);
    return findItems(db, {
      zoneIds: s.zoneIds,
      moduleId: s.moduleId,
      type: vegType(q),
      conditionId: condition.id,
      order: 'popular',
      ...paging(q, CONDITION_PAGE_SIZE),
    });
  };
  app.get<{ Params: { id: string } }>('/common-condition/items/:id', async (req) =>
    conditionItems(req, await moduleScope(req, ctx)),
  );
  app.get<{ Params: { id: string } }>('/common-condition/:id', async (req) =>
    conditionItems(req, await moduleScope(req, ctx)),
  );

  app.get('/parcel-category', async (req) => {
    const s = await moduleScope(req, ctx);
    return listParcelCategories(db, s.moduleId);
  });
}
