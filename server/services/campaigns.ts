import type { Db } from '../db/client';
import type { AddOnRow, CampaignRow, ItemCampaignRow } from '../db/schema';
import { notFound } from '../http/errors';
import { itemChoiceOptions, itemFoodVariations, itemVariations, serializeAddOn } from './catalogue';
import type { LocalNow } from './clock';
import type { LatLng } from './geo';
import { imageUrl } from './images';
import { parseNumberArray } from './json';
import { findStores } from './stores';

/**
 * Basic campaigns (a theme with participating stores) and item campaigns (items sold only
 * during the campaign). Only running ones are listed: today within [start_date, end_date] and
 * the local time within [start_time, end_time], status 1.
 */

export function serializeCampaign(c: CampaignRow) {
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    image: c.image,
    image_full_url: imageUrl('campaign', c.image),
    module_id: c.module_id,
    start_date: c.start_date,
    end_date: c.end_date,
    start_time: c.start_time,
    end_time: c.end_time,
    available_date_starts: c.start_date,
    available_date_ends: c.end_date,
    available_time_starts: c.start_time,
    available_time_ends: c.end_time,
    status: c.status,
    created_at: c.created_at,
  };
}

function running(db: Db, now: LocalNow) {
  return db
    .selectFrom('campaigns')
    .selectAll('campaigns')
    .where('campaigns.status', '=', 1)
    .where('campaigns.start_date', '<=', now.date)
    .where('campaigns.end_date', '>=', now.date)
    .where('campaigns.start_time', '<=', now.time)
    .where('campaigns.end_time', '>=', now.time);
}

/** Running basic campaigns with at least one participating store in the zones. */
export async function basicCampaigns(
  db: Db,
  q: { zoneIds: number[]; moduleId?: number | undefined; now: LocalNow },
) {
  let query = running(db, q.now).where((eb) =>
    eb.exists(
      eb
        .selectFrom('campaign_stores')
        .innerJoin('stores', 'stores.id', 'campaign_stores.store_id')
        .select('stores.id')
        .whereRef('campaign_stores.campaign_id', '=', 'campaigns.id')
        .where('stores.status', '=', 1)
        .where('stores.zone_id', 'in', q.zoneIds),
    ),
  );
  if (q.moduleId !== undefined) query = query.where('campaigns.module_id', '=', q.moduleId);
  const rows = await query.orderBy('campaigns.id').execute();
  return rows.map(serializeCampaign);
}

/** `campaigns/basic-campaign-details?basic_campaign_id`: a running campaign and its stores here. */
export async function basicCampaignDetails(
  db: Db,
  id: number,
  q: { zoneIds: number[]; moduleId: number; now: LocalNow; from: LatLng | undefined },
) {
  const campaign = await running(db, q.now)
    .where('campaigns.id', '=', id)
    .where('campaigns.module_id', '=', q.moduleId)
    .executeTakeFirst();
  if (!campaign) throw notFound('campaign', 'Campaign not found');
  const participants = await db
    .selectFrom('campaign_stores')
    .select('store_id')
    .where('campaign_id', '=', campaign.id)
    .execute();
  const stores = await findStores(db, {
    zoneIds: q.zoneIds,
    moduleId: q.moduleId,
    order: 'all',
    storeIds: participants.map((p) => p.store_id),
    limit: 100,
    offset: 1,
    from: q.from,
    now: q.now,
  });
  return { ...serializeCampaign(campaign), stores: stores.stores };
}

export function serializeItemCampaign(
  c: ItemCampaignRow,
  ctx: {
    storeName: string;
    zoneId: number;
    moduleType: string;
    /** the store's add-ons, to show the campaign item's own (`add_on_ids`) */
    addOns?: Map<number, AddOnRow>;
  },
) {
  const addOns = ctx.addOns;
  return {
    id: c.id,
    name: c.title,
    title: c.title,
    slug: c.slug,
    description: c.description,
    image: c.image,
    image_full_url: imageUrl('campaign', c.image),
    images: [],
    category_id: c.category_id,
    category_ids: [{ id: String(c.category_id), position: 1 }],
    variations: itemVariations(c),
    food_variations: itemFoodVariations(c),
    choice_options: itemChoiceOptions(c),
    add_ons: addOns
      ? parseNumberArray(c.add_on_ids)
          .map((id) => addOns.get(id))
          .filter((a): a is AddOnRow => a !== undefined && a.status === 1)
          .map(serializeAddOn)
      : [],
    price: c.price,
    tax: 0,
    discount: c.discount,
    discount_type: c.discount_type,
    unit_type: c.unit_type,
    veg: c.veg,
    stock: c.stock,
    maximum_cart_quantity: c.maximum_cart_quantity > 0 ? c.maximum_cart_quantity : null,
    store_id: c.store_id,
    store_name: ctx.storeName,
    zone_id: ctx.zoneId,
    module_id: c.module_id,
    module_type: ctx.moduleType,
    avg_rating: 0,
    rating_count: 0,
    available_date_starts: c.start_date,
    available_date_ends: c.end_date,
    available_time_starts: c.start_time,
    available_time_ends: c.end_time,
    start_date: c.start_date,
    end_date: c.end_date,
    /** add to cart with model "ItemCampaign" */
    item_campaign: true,
    status: c.status,
    created_at: c.created_at,
  };
}

/** `campaigns/item`: the running item campaigns of stores in the zones (a bare array). */
export async function itemCampaigns(
  db: Db,
  q: { zoneIds: number[]; moduleId: number; now: LocalNow },
) {
  const rows = await db
    .selectFrom('item_campaigns')
    .innerJoin('stores', 'stores.id', 'item_campaigns.store_id')
    .innerJoin('modules', 'modules.id', 'item_campaigns.module_id')
    .selectAll('item_campaigns')
    .select(['stores.name as store_name', 'stores.zone_id as zone_id', 'modules.module_type'])
    .where('item_campaigns.module_id', '=', q.moduleId)
    .where('item_campaigns.status', '=', 1)
    .where('item_campaigns.start_date', '<=', q.now.date)
    .where('item_campaigns.end_date', '>=', q.now.date)
    .where('item_campaigns.start_time', '<=', q.now.time)
    .where('item_campaigns.end_time', '>=', q.now.time)
    .where('stores.status', '=', 1)
    .where('stores.zone_id', 'in', q.zoneIds)
    .orderBy('item_campaigns.id')
    .execute();
  return rows.map(({ store_name, zone_id, module_type, ...c }) =>
    serializeItemCampaign(c, { storeName: store_name, zoneId: zone_id, moduleType: module_type }),
  );
}

export type CampaignItemJson = ReturnType<typeof serializeItemCampaign>;

/**
 * Why a campaign item cannot be ordered now (status, dates, daily window; local business
 * time), or undefined while it runs. The same rule as the `campaigns/item` list.
 */
export function campaignNotRunning(c: ItemCampaignRow, now: LocalNow): string | undefined {
  if (c.status !== 1) return 'This campaign is not available';
  if (now.date < c.start_date) return `This campaign starts on ${c.start_date}`;
  if (now.date > c.end_date) return 'This campaign has ended';
  if (now.time < c.start_time || now.time > c.end_time)
    return `This campaign runs daily from ${c.start_time.slice(0, 5)} to ${c.end_time.slice(0, 5)}`;
  return undefined;
}

/** Campaign items by id, running or not (cart rows show what the line names). */
export async function campaignItemsByIds(db: Db, ids: number[]): Promise<CampaignItemJson[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('item_campaigns')
    .innerJoin('stores', 'stores.id', 'item_campaigns.store_id')
    .innerJoin('modules', 'modules.id', 'item_campaigns.module_id')
    .selectAll('item_campaigns')
    .select(['stores.name as store_name', 'stores.zone_id as zone_id', 'modules.module_type'])
    .where('item_campaigns.id', 'in', [...new Set(ids)])
    .execute();
  const storeIds = [...new Set(rows.map((r) => r.store_id))];
  const addOns = new Map(
    (storeIds.length
      ? await db.selectFrom('add_ons').selectAll().where('store_id', 'in', storeIds).execute()
      : []
    ).map((a) => [a.id, a]),
  );
  return rows.map(({ store_name, zone_id, module_type, ...c }) =>
    serializeItemCampaign(c, {
      storeName: store_name,
      zoneId: zone_id,
      moduleType: module_type,
      addOns,
    }),
  );
}
