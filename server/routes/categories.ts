import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { bag, paging, vegType } from '../http/params';
import { moduleScope, optionalModuleScope } from '../http/scope';
import {
  categoryFilter,
  categoryDetails,
  childCategories,
  expandCategoryIds,
  findCategory,
  listCategories,
} from '../services/categories';
import { findItems } from '../services/items-query';
import { findStores } from '../services/stores';
import { ITEMS_PAGE_SIZE } from './items';
import { STORES_PAGE_SIZE } from './stores';

/**
 * Categories need zoneId; moduleId is optional (CONTRACT exemption): without it, every module's
 * categories. A category's items and stores are those of its own module.
 */
export function categoryRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  app.get('/categories', async (req) => {
    const s = await optionalModuleScope(req, ctx);
    return listCategories(db, s.zoneIds, s.moduleId);
  });

  app.get<{ Params: { id: string } }>('/categories/childes/:id', async (req) => {
    const s = await optionalModuleScope(req, ctx);
    return childCategories(db, s.zoneIds, req.params.id);
  });

  /** Items of the category and its children: `{total_size,limit,offset,products}`. */
  app.get<{ Params: { id: string } }>('/categories/items/:id', async (req) => {
    const s = await optionalModuleScope(req, ctx);
    const q = bag(req.query);
    const category = await findCategory(db, req.params.id);
    return findItems(db, {
      zoneIds: s.zoneIds,
      moduleId: category.module_id,
      type: vegType(q),
      categoryIds: await expandCategoryIds(db, [category.id]),
      order: 'popular',
      ...paging(q, ITEMS_PAGE_SIZE),
    });
  });

  /** Stores selling in the category: `{total_size,limit,offset,stores}`. */
  app.get<{ Params: { id: string } }>('/categories/stores/:id', async (req) => {
    const s = await optionalModuleScope(req, ctx);
    const q = bag(req.query);
    const category = await findCategory(db, req.params.id);
    return findStores(db, {
      zoneIds: s.zoneIds,
      moduleId: category.module_id,
      veg: vegType(q),
      order: 'all',
      categoryIds: await expandCategoryIds(db, [category.id]),
      ...paging(q, STORES_PAGE_SIZE),
      from: s.from,
      now: s.now,
    });
  });

  /**
   * 6amMart's category pages: `categories/items/list` and `categories/stores/list` with
   * `category_ids` (a JSON array or a comma list) in the module of the moduleId header.
   */
  app.get('/categories/items/list', async (req) => {
    const s = await moduleScope(req, ctx);
    const q = bag(req.query);
    return findItems(db, {
      zoneIds: s.zoneIds,
      moduleId: s.moduleId,
      type: vegType(q),
      categoryIds: await categoryFilter(db, { category_id: q.category_ids }),
      order: 'popular',
      ...paging(q, ITEMS_PAGE_SIZE),
    });
  });

  app.get('/categories/stores/list', async (req) => {
    const s = await moduleScope(req, ctx);
    const q = bag(req.query);
    return findStores(db, {
      zoneIds: s.zoneIds,
      moduleId: s.moduleId,
      veg: vegType(q),
      order: 'all',
      categoryIds: await categoryFilter(db, { category_id: q.category_ids }),
      ...paging(q, STORES_PAGE_SIZE),
      from: s.from,
      now: s.now,
    });
  });

  app.get<{ Params: { id: string } }>('/categories/:id', async (req) => {
    const s = await optionalModuleScope(req, ctx);
    return categoryDetails(db, s.zoneIds, req.params.id);
  });
}
