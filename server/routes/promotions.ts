import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { publicOrigin } from '../http/deployment';
import { bag, optionalString, paging, requiredInt } from '../http/params';
import { moduleScope, optionalModuleScope } from '../http/scope';
import {
  banners,
  otherBanners,
  serializeBanner,
  videoContent,
  whyChoose,
} from '../services/banners';
import { basicCampaignDetails, basicCampaigns, itemCampaigns } from '../services/campaigns';
import { requireStoreRow } from '../services/catalogue';
import { currentFlashSale, flashSaleItems } from '../services/flash-sales';
import { cashbackList } from '../services/offers';

/** Items per flash-sale page when the client does not say. */
export const FLASH_SALE_PAGE_SIZE = 10;

/**
 * Banners, campaigns, flash sales and cashback (coupons: coupons.ts). zoneId always; moduleId
 * required except on `banners` (a CONTRACT exemption) and a store's own `banners/{id}`.
 */
export function promotionRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  /** `{campaigns, banners}`; `featured=1`: the module-less home's featured banners only. */
  app.get('/banners', async (req) => {
    const s = await optionalModuleScope(req, ctx);
    const featured = optionalString(bag(req.query), 'featured', 5);
    return banners(db, {
      zoneIds: s.zoneIds,
      moduleId: s.moduleId,
      featured: featured === '1' || featured === 'true',
      now: s.now,
      from: s.from,
    });
  });

  /** The banners promoting this store (a plain list). */
  app.get<{ Params: { id: string } }>('/banners/:id', async (req) => {
    const store = await requireStoreRow(db, req.params.id);
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

  app.get('/other-banners', async (req) =>
    otherBanners(db, (await moduleScope(req, ctx)).moduleId, publicOrigin(req, ctx.deployment)),
  );
  app.get('/other-banners/why-choose', async (req) =>
    whyChoose(db, (await moduleScope(req, ctx)).moduleId),
  );
  app.get('/other-banners/video-content', async (req) =>
    videoContent(db, (await moduleScope(req, ctx)).moduleId),
  );

  app.get('/campaigns/basic', async (req) => {
    const s = await moduleScope(req, ctx);
    return basicCampaigns(db, { zoneIds: s.zoneIds, moduleId: s.moduleId, now: s.now });
  });

  app.get('/campaigns/basic-campaign-details', async (req) => {
    const s = await moduleScope(req, ctx);
    const id = requiredInt(bag(req.query), 'basic_campaign_id', { min: 1, label: 'campaign id' });
    return basicCampaignDetails(db, id, s);
  });

  app.get('/campaigns/item', async (req) => {
    const s = await moduleScope(req, ctx);
    return itemCampaigns(db, { zoneIds: s.zoneIds, moduleId: s.moduleId, now: s.now });
  });

  /** The running sale with `active_products`, or `{}`. `limit`/`offset` are accepted and checked. */
  app.get('/flash-sales', async (req) => {
    const s = await moduleScope(req, ctx);
    paging(bag(req.query), FLASH_SALE_PAGE_SIZE);
    return currentFlashSale(db, { zoneIds: s.zoneIds, moduleId: s.moduleId, now: s.now });
  });

  app.get('/flash-sales/items', async (req) => {
    const s = await moduleScope(req, ctx);
    const q = bag(req.query);
    const flashSaleId = requiredInt(q, 'flash_sale_id', { min: 1, label: 'flash sale id' });
    return flashSaleItems(db, {
      flashSaleId,
      zoneIds: s.zoneIds,
      moduleId: s.moduleId,
      now: s.now,
      ...paging(q, FLASH_SALE_PAGE_SIZE),
    });
  });

  app.get('/cashback/list', async (req) => {
    const s = await moduleScope(req, ctx);
    return cashbackList(db, s.now);
  });
}
