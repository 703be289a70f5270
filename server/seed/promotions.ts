import type { Insertable } from 'kysely';
import type { ItemCampaignTable } from '../db/schema';
import { ZONES } from './geography';
import { daysAgo, slugify, type DemoItem } from './items';
import type { Prng } from './prng';
import { MODULES, type ModuleType } from './templates';
import type { ItemModule } from './taxonomy';

/**
 * Banners, per-module content, campaigns (basic and item), flash sales, coupons and cashback
 * offers, built from the seeded stores. Date windows are wide so that "running" holds for any
 * clock between 2025 and 2030; expired ones ended in 2024, future ones start in 2031.
 * Stores and items are named by slug; `seed.ts` resolves them to ids.
 */

export const RUNNING = { start: '2025-01-01', end: '2030-12-31' } as const;
export const EXPIRED = { start: '2024-01-01', end: '2024-12-31' } as const;
export const FUTURE = { start: '2031-01-01', end: '2031-12-31' } as const;

interface StoreLike {
  zoneKey: string;
  moduleType: ModuleType;
  row: { slug: string; name: string; status?: number; active?: number };
  items: DemoItem[];
}

export interface BannerSpec {
  title: string;
  type: 'default' | 'store_wise' | 'item_wise';
  image: string;
  zoneKey: string;
  moduleType: ModuleType;
  featured: number;
  link: string | null;
  storeSlug?: string;
  itemSlug?: string;
}

export interface ContentSpec {
  moduleType: ModuleType;
  key: 'promotional_banners' | 'why_choose' | 'video_content';
  value: unknown;
}

export interface CampaignSpec {
  title: string;
  description: string;
  image: string;
  moduleType: ModuleType;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  status: number;
  storeSlugs: string[];
}

export interface ItemCampaignSpec {
  storeSlug: string;
  moduleType: ModuleType;
  categoryKey: string;
  /** the row but its store, module and category (insert-catalogue.ts resolves the keys above) */
  row: Omit<Insertable<ItemCampaignTable>, 'store_id' | 'module_id' | 'category_id'>;
}

export interface FlashSaleSpec {
  title: string;
  moduleType: ModuleType;
  start_date: string;
  end_date: string;
  is_publish: number;
  items: {
    itemSlug: string;
    stock: number;
    sold: number;
    discount: number;
    discount_type: string;
  }[];
}

export interface CouponSpec {
  title: string;
  code: string;
  moduleType: ModuleType;
  storeSlug?: string;
  zoneKeys: string[];
  coupon_type: string;
  discount: number;
  discount_type: string;
  min_purchase: number;
  max_discount: number;
  limit_per_user: number;
  start_date: string;
  expire_date: string;
  status: number;
}

export interface CashbackSpec {
  title: string;
  cashback_type: 'percentage' | 'amount';
  cashback_amount: number;
  min_purchase: number;
  max_discount: number;
  same_user_limit: number;
  start_date: string;
  end_date: string;
  status: number;
}

export interface Promotions {
  banners: BannerSpec[];
  contents: ContentSpec[];
  campaigns: CampaignSpec[];
  itemCampaigns: ItemCampaignSpec[];
  flashSales: FlashSaleSpec[];
  coupons: CouponSpec[];
  cashbacks: CashbackSpec[];
}

const ITEM_MODULES: ItemModule[] = ['food', 'grocery', 'pharmacy', 'ecommerce'];
const CODE: Record<ItemModule, string> = {
  food: 'FOOD',
  grocery: 'GROCERY',
  pharmacy: 'PHARMA',
  ecommerce: 'SHOP',
};
const LABEL: Record<ItemModule, string> = {
  food: 'Food',
  grocery: 'Grocery',
  pharmacy: 'Pharmacy',
  ecommerce: 'Shop',
};

const listed = (s: StoreLike) => (s.row.status ?? 1) === 1;
const open = (s: StoreLike) => listed(s) && (s.row.active ?? 1) === 1;
const activeItems = (s: StoreLike) => s.items.filter((i) => (i.row.status ?? 1) === 1);

function banners(rng: Prng, stores: StoreLike[]): BannerSpec[] {
  const out: BannerSpec[] = [];
  for (const zone of ZONES) {
    for (const m of MODULES) {
      const label = m.name;
      if (m.type === 'parcel') {
        out.push({
          title: `Send anything across ${zone.name}`,
          type: 'default',
          image: `parcel-${zone.key}.svg`,
          zoneKey: zone.key,
          moduleType: 'parcel',
          featured: 0,
          link: null,
        });
        continue;
      }
      const here = stores.filter(
        (s) => s.zoneKey === zone.key && s.moduleType === m.type && open(s),
      );
      out.push({
        title: `${label} deals in ${zone.name}`,
        type: 'default',
        image: `${m.slug}-deals-${zone.key}.svg`,
        zoneKey: zone.key,
        moduleType: m.type,
        featured: m.type === 'food' ? 1 : 0,
        link: `https://storefront.example/offers/${m.slug}`,
      });
      if (here.length === 0) continue;
      const store = rng.pick(here);
      out.push({
        title: `Visit ${store.row.name}`,
        type: 'store_wise',
        image: `${store.row.slug}-banner.svg`,
        zoneKey: zone.key,
        moduleType: m.type,
        featured: m.type === 'grocery' ? 1 : 0,
        link: null,
        storeSlug: store.row.slug,
      });
      const withItems = here.filter((s) => activeItems(s).length > 0);
      if (withItems.length === 0) continue;
      const item = rng.pick(activeItems(rng.pick(withItems)));
      out.push({
        title: `Try ${item.row.name}`,
        type: 'item_wise',
        image: `${item.row.slug}-banner.svg`,
        zoneKey: zone.key,
        moduleType: m.type,
        featured: 0,
        link: null,
        itemSlug: item.row.slug,
      });
    }
  }
  return out;
}

function contents(): ContentSpec[] {
  const out: ContentSpec[] = [];
  for (const m of MODULES) {
    out.push({
      moduleType: m.type,
      key: 'promotional_banners',
      value: {
        bottom_section_banner: `${m.slug}-bottom-section.svg`,
        best_reviewed_section_banner: `${m.slug}-best-reviewed.svg`,
        new_arrival_section_banner: `${m.slug}-new-arrival.svg`,
        top_offer_banner: `${m.slug}-top-offer.svg`,
        banners: [`${m.slug}-promo-1.svg`, `${m.slug}-promo-2.svg`],
      },
    });
  }
  out.push({
    moduleType: 'parcel',
    key: 'why_choose',
    value: [
      {
        title: 'Fast pickup',
        short_description: 'A courier reaches you within 30 minutes.',
        image: 'why-fast-pickup.svg',
      },
      {
        title: 'Live tracking',
        short_description: 'Follow your parcel on the map.',
        image: 'why-live-tracking.svg',
      },
      {
        title: 'Safe handling',
        short_description: 'Fragile parcels travel in padded boxes.',
        image: 'why-safe-handling.svg',
      },
      {
        title: 'Fair prices',
        short_description: 'Pay by distance, with no hidden fees.',
        image: 'why-fair-prices.svg',
      },
    ],
  });
  out.push({
    moduleType: 'parcel',
    key: 'video_content',
    value: {
      banner_type: 'image',
      banner_image: 'parcel-how-it-works.svg',
      banner_video: null,
      banner_contents: [
        { key: 'title_1', value: 'Book a pickup' },
        { key: 'sub_title_1', value: 'Tell us where to collect and where to deliver.' },
        { key: 'title_2', value: 'We collect it' },
        { key: 'sub_title_2', value: 'A courier picks the parcel up at your door.' },
        { key: 'title_3', value: 'Delivered' },
        { key: 'sub_title_3', value: 'The receiver gets it the same day.' },
      ],
    },
  });
  return out;
}

function campaigns(rng: Prng, stores: StoreLike[]): CampaignSpec[] {
  const out: CampaignSpec[] = [];
  for (const m of ITEM_MODULES) {
    const pool = stores.filter((s) => s.moduleType === m && listed(s));
    const pickStores = () =>
      rng.sample(pool, Math.min(pool.length, rng.int(4, 7))).map((s) => s.row.slug);
    const base = { moduleType: m, start_time: '00:00:00', end_time: '23:59:59', status: 1 };
    out.push(
      {
        ...base,
        title: `${LABEL[m]} Festival`,
        description: `Up to 30% off at the ${LABEL[m].toLowerCase()} stores taking part.`,
        image: `${m}-festival.svg`,
        start_date: RUNNING.start,
        end_date: RUNNING.end,
        storeSlugs: pickStores(),
      },
      {
        ...base,
        title: `${LABEL[m]} Winter Sale`,
        description: 'Last winter’s sale (ended).',
        image: `${m}-winter-sale.svg`,
        start_date: EXPIRED.start,
        end_date: EXPIRED.end,
        storeSlugs: pickStores(),
      },
      {
        ...base,
        title: `${LABEL[m]} New Year 2031`,
        description: 'Coming soon.',
        image: `${m}-new-year-2031.svg`,
        start_date: FUTURE.start,
        end_date: FUTURE.end,
        storeSlugs: pickStores(),
      },
    );
    if (m === 'food') {
      out.push({
        ...base,
        status: 0,
        title: 'Paused Lunch Offer',
        description: 'Switched off by the admin.',
        image: 'paused-lunch-offer.svg',
        start_date: RUNNING.start,
        end_date: RUNNING.end,
        storeSlugs: pickStores(),
      });
    }
  }
  return out;
}

function itemCampaigns(rng: Prng, stores: StoreLike[]): ItemCampaignSpec[] {
  const out: ItemCampaignSpec[] = [];
  const windows = [RUNNING, RUNNING, EXPIRED, FUTURE];
  for (const m of ITEM_MODULES) {
    const pool = stores.filter(
      (s) => s.moduleType === m && open(s) && s.zoneKey !== 'uttara' && activeItems(s).length > 0,
    );
    windows.forEach((w, i) => {
      const store = rng.pick(pool);
      const item = rng.pick(activeItems(store));
      const title = `${item.row.name} Combo`;
      out.push({
        storeSlug: store.row.slug,
        moduleType: m,
        categoryKey: item.categoryKey,
        row: {
          title,
          slug: `${slugify(title)}-${m}-${i + 1}`,
          description: `${item.row.description} A campaign special.`,
          image: `${slugify(title)}.svg`,
          price: item.row.price,
          discount: rng.pick([10, 15, 20]),
          discount_type: 'percent',
          unit_type: item.row.unit_type,
          variations: item.row.variations,
          food_variations: item.row.food_variations,
          choice_options: item.row.choice_options,
          add_on_ids: '[]',
          stock: rng.int(20, 80),
          maximum_cart_quantity: 5,
          veg: item.row.veg ?? 0,
          start_date: w.start,
          end_date: w.end,
          start_time: '00:00:00',
          end_time: '23:59:59',
          status: 1,
          created_at: daysAgo(rng.int(10, 60)),
        },
      });
    });
  }
  return out;
}

function flashSales(rng: Prng, stores: StoreLike[]): FlashSaleSpec[] {
  const out: FlashSaleSpec[] = [];
  for (const m of ITEM_MODULES) {
    const candidates = stores
      .filter((s) => s.moduleType === m && open(s))
      .flatMap((s) => activeItems(s).slice(3));
    const picked = rng.sample(candidates, 14);
    const items = picked.map((it, i) => {
      const stock = rng.int(20, 80);
      return {
        itemSlug: it.row.slug,
        stock,
        // The last one is sold out.
        sold: i === picked.length - 1 ? stock : rng.int(0, stock - 1),
        discount: rng.pick([10, 15, 20, 25, 30]),
        discount_type: 'percent',
      };
    });
    out.push({
      title: `${LABEL[m]} Flash Sale`,
      moduleType: m,
      start_date: `${RUNNING.start} 00:00:00`,
      end_date: `${RUNNING.end} 23:59:59`,
      is_publish: 1,
      items,
    });
    if (m === 'grocery') {
      const few = items.slice(0, 3);
      out.push(
        {
          title: 'Grocery Flash Sale (ended)',
          moduleType: m,
          start_date: `${EXPIRED.start} 00:00:00`,
          end_date: `${EXPIRED.end} 23:59:59`,
          is_publish: 1,
          items: few,
        },
        {
          title: 'Grocery Flash Sale (upcoming)',
          moduleType: m,
          start_date: `${FUTURE.start} 00:00:00`,
          end_date: `${FUTURE.end} 23:59:59`,
          is_publish: 1,
          items: few,
        },
      );
    }
  }
  return out;
}

function coupons(rng: Prng, stores: StoreLike[]): CouponSpec[] {
  const out: CouponSpec[] = [];
  for (const m of ITEM_MODULES) {
    const code = CODE[m];
    const base = {
      moduleType: m,
      zoneKeys: [] as string[],
      min_purchase: 0,
      max_discount: 0,
      limit_per_user: 0,
      start_date: RUNNING.start,
      expire_date: RUNNING.end,
      status: 1,
    };
    const store = rng.pick(stores.filter((s) => s.moduleType === m && open(s)));
    out.push(
      {
        ...base,
        title: `${LABEL[m]} welcome offer`,
        code: `${code}10`,
        coupon_type: 'default',
        discount: 10,
        discount_type: 'percent',
        min_purchase: 300,
        max_discount: 150,
        limit_per_user: 3,
      },
      {
        ...base,
        title: 'Free delivery',
        code: `${code}FREEDEL`,
        coupon_type: 'free_delivery',
        discount: 0,
        discount_type: 'amount',
        min_purchase: 500,
      },
      {
        ...base,
        title: `${store.row.name} special`,
        code: `${code}STORE`,
        storeSlug: store.row.slug,
        coupon_type: 'store_wise',
        discount: 50,
        discount_type: 'amount',
        min_purchase: 400,
      },
      {
        ...base,
        title: 'Gulshan neighbours',
        code: `${code}GULSHAN`,
        zoneKeys: ['gulshan'],
        coupon_type: 'zone_wise',
        discount: 15,
        discount_type: 'percent',
        max_discount: 200,
      },
      {
        ...base,
        title: 'First order',
        code: `${code}FIRST`,
        coupon_type: 'first_order',
        discount: 20,
        discount_type: 'percent',
        max_discount: 250,
        limit_per_user: 1,
      },
      {
        ...base,
        title: 'Last year’s offer',
        code: `${code}OLD`,
        coupon_type: 'default',
        discount: 25,
        discount_type: 'percent',
        start_date: EXPIRED.start,
        expire_date: EXPIRED.end,
      },
      {
        ...base,
        title: 'Coming soon',
        code: `${code}SOON`,
        coupon_type: 'default',
        discount: 30,
        discount_type: 'percent',
        start_date: FUTURE.start,
        expire_date: FUTURE.end,
      },
      {
        ...base,
        title: 'Switched off',
        code: `${code}OFF`,
        coupon_type: 'default',
        discount: 5,
        discount_type: 'percent',
        status: 0,
      },
    );
  }
  return out;
}

function cashbacks(): CashbackSpec[] {
  const base = { same_user_limit: 2, status: 1, start_date: RUNNING.start, end_date: RUNNING.end };
  return [
    {
      ...base,
      title: 'Weekend cashback',
      cashback_type: 'percentage',
      cashback_amount: 10,
      min_purchase: 500,
      max_discount: 100,
    },
    {
      ...base,
      title: 'Flat ৳50 back',
      cashback_type: 'amount',
      cashback_amount: 50,
      min_purchase: 1000,
      max_discount: 0,
    },
    {
      ...base,
      title: 'Big basket cashback',
      cashback_type: 'percentage',
      cashback_amount: 15,
      min_purchase: 2500,
      max_discount: 300,
      same_user_limit: 1,
    },
    {
      ...base,
      title: 'Eid cashback (ended)',
      cashback_type: 'percentage',
      cashback_amount: 20,
      min_purchase: 500,
      max_discount: 200,
      start_date: EXPIRED.start,
      end_date: EXPIRED.end,
    },
    {
      ...base,
      title: 'New year cashback (upcoming)',
      cashback_type: 'amount',
      cashback_amount: 100,
      min_purchase: 1500,
      max_discount: 0,
      start_date: FUTURE.start,
      end_date: FUTURE.end,
    },
  ];
}

export function generatePromotions(rng: Prng, stores: StoreLike[]): Promotions {
  return {
    banners: banners(rng, stores),
    contents: contents(),
    campaigns: campaigns(rng, stores),
    itemCampaigns: itemCampaigns(rng, stores),
    flashSales: flashSales(rng, stores),
    coupons: coupons(rng, stores),
    cashbacks: cashbacks(),
  };
}
