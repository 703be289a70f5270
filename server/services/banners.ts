import type { Db } from '../db/client';
import type { BannerRow } from '../db/schema';
import { hydrateItems, type ItemJson, type StoreJson } from './catalogue';
import type { LocalNow } from './clock';
import type { LatLng } from './geo';
import { IMAGE_BASE, imageUrl } from './images';
import { parseJson } from './json';
import { basicCampaigns } from './campaigns';
import { hydrateStores } from './stores';

/**
 * Banners (`default` with a link, `store_wise` with its store, `item_wise` with its item) and
 * the per-module content of `other-banners` (promotional banners, parcel's "why choose" and
 * video section). A banner whose store or item is no longer available is left out.
 */

export function serializeBanner(b: BannerRow) {
  return {
    id: b.id,
    title: b.title,
    type: b.type,
    image: b.image,
    image_full_url: imageUrl('banner', b.image),
    data: b.data,
    link: b.link,
    zone_id: b.zone_id,
    module_id: b.module_id,
    featured: b.featured,
    status: b.status,
    created_at: b.created_at,
  };
}

export async function banners(
  db: Db,
  q: {
    zoneIds: number[];
    moduleId?: number | undefined;
    featured: boolean;
    now: LocalNow;
    from: LatLng | undefined;
  },
) {
  let query = db
    .selectFrom('banners')
    .selectAll()
    .where('status', '=', 1)
    .where('zone_id', 'in', q.zoneIds);
  if (q.moduleId !== undefined) query = query.where('module_id', '=', q.moduleId);
  if (q.featured) query = query.where('featured', '=', 1);
  const rows = await query.orderBy('id').execute();

  const storeIds = rows.filter((b) => b.type === 'store_wise').map((b) => b.data);
  const itemIds = rows.filter((b) => b.type === 'item_wise').map((b) => b.data);
  const storeRows =
    storeIds.length === 0
      ? []
      : await db
          .selectFrom('stores')
          .selectAll()
          .where('id', 'in', storeIds)
          .where('status', '=', 1)
          .execute();
  const itemRows =
    itemIds.length === 0
      ? []
      : await db
          .selectFrom('items')
          .innerJoin('stores', 'stores.id', 'items.store_id')
          .selectAll('items')
          .where('items.id', 'in', itemIds)
          .where('items.status', '=', 1)
          .where('stores.status', '=', 1)
          .execute();
  const stores = new Map(
    (await hydrateStores(db, storeRows, { from: q.from, now: q.now })).map((s) => [s.id, s]),
  );
  const items = new Map((await hydrateItems(db, itemRows)).map((i) => [i.id, i]));

  type BannerJson = ReturnType<typeof serializeBanner> & {
    store: StoreJson | null;
    item: ItemJson | null;
  };
  const list = rows.flatMap((b): BannerJson[] => {
    const json = serializeBanner(b);
    if (b.type === 'store_wise') {
      const store = stores.get(b.data);
      return store ? [{ ...json, store, item: null }] : [];
    }
    if (b.type === 'item_wise') {
      const item = items.get(b.data);
      return item ? [{ ...json, store: null, item }] : [];
    }
    return [{ ...json, store: null, item: null }];
  });
  return {
    campaigns: q.featured
      ? []
      : await basicCampaigns(db, { zoneIds: q.zoneIds, moduleId: q.moduleId, now: q.now }),
    banners: list,
  };
}

async function content<T>(db: Db, moduleId: number, key: string, fallback: T): Promise<T> {
  const row = await db
    .selectFrom('module_contents')
    .select('value')
    .where('module_id', '=', moduleId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? parseJson<T>(row.value, fallback) : fallback;
}

const PROMOTIONAL_URL = `${IMAGE_BASE}/banner`;
const SECTION_KEYS = [
  'bottom_section_banner',
  'best_reviewed_section_banner',
  'new_arrival_section_banner',
  'top_offer_banner',
] as const;

/**
 * `other-banners`: the module's promotional section banners (file names plus full URLs). The
 * base URL of their files is absolute under `origin` (the public URL, else the request's), as
 * config's base URLs are: a 6amMart client joins it with a file name on its own host otherwise.
 */
export async function otherBanners(db: Db, moduleId: number, origin: string) {
  const value = await content<Record<string, unknown>>(db, moduleId, 'promotional_banners', {});
  const out: Record<string, unknown> = { promotional_banner_url: `${origin}${PROMOTIONAL_URL}` };
  for (const key of SECTION_KEYS) {
    const file = typeof value[key] === 'string' ? value[key] : null;
    out[key] = file;
    out[`${key}_full_url`] = file ? imageUrl('banner', file) : null;
  }
  const files = Array.isArray(value.banners)
    ? value.banners.filter((f): f is string => typeof f === 'string')
    : [];
  out.banners = files.map((file, i) => ({
    id: i + 1,
    key: `promotional_banner_${i + 1}`,
    value: file,
    value_full_url: imageUrl('banner', file),
    module_id: moduleId,
  }));
  return out;
}

/** `other-banners/why-choose` (parcel): reasons to choose the service. */
export async function whyChoose(db: Db, moduleId: number) {
  const list = await content<unknown[]>(db, moduleId, 'why_choose', []);
  return {
    why_choose_url: PROMOTIONAL_URL,
    banners: (Array.isArray(list) ? list : []).flatMap((raw, i) => {
      const e = raw as { title?: unknown; short_description?: unknown; image?: unknown };
      if (typeof e.title !== 'string' || typeof e.image !== 'string') return [];
      return [
        {
          id: i + 1,
          title: e.title,
          short_description: typeof e.short_description === 'string' ? e.short_description : '',
          image: e.image,
          image_full_url: imageUrl('banner', e.image),
          status: 1,
        },
      ];
    }),
  };
}

/** `other-banners/video-content` (parcel): the "how it works" section. */
export async function videoContent(db: Db, moduleId: number) {
  const v = await content<Record<string, unknown>>(db, moduleId, 'video_content', {});
  const image = typeof v.banner_image === 'string' ? v.banner_image : null;
  return {
    banner_type: typeof v.banner_type === 'string' ? v.banner_type : 'image',
    banner_video: typeof v.banner_video === 'string' ? v.banner_video : null,
    banner_video_content: null,
    banner_video_content_url: PROMOTIONAL_URL,
    banner_image: image,
    banner_image_full_url: image ? imageUrl('banner', image) : null,
    promotional_banner_url: PROMOTIONAL_URL,
    banner_contents: Array.isArray(v.banner_contents) ? v.banner_contents : [],
  };
}
