import type { DeliveryManTable, StoreTable } from '../db/schema';
import type { Insertable } from 'kysely';
import {
  boundingBox,
  distanceMeters,
  pointInPolygon,
  polygonAreaKm2,
  type LatLng,
} from '../services/geo';
import { mulberry32, type Prng } from './prng';
import { DEFAULT_LOCATION, PLACES, ZONES, type PlaceSpec, type ZoneSpec } from './geography';
import { demoSettings } from './settings';
import {
  DELIVERY_MEN,
  FOOD_ADD_ONS,
  MODULES,
  PIVOTS,
  STORE_NAMES,
  type ModuleType,
} from './templates';
import { daysAgo, makeItem, round1, SlugSet, slugify, type DemoItem } from './items';
import { PAGES, type PageSpec } from './pages';
import { generatePromotions, type Promotions } from './promotions';
import {
  pickScheduleKind,
  weeklySchedule,
  type ScheduleKind,
  type ScheduleSpec,
} from './schedules';
import { productsOf } from './variants';

/**
 * The deterministic demo world: same seed, same data (no clock, no Math.random). The output is
 * plain rows without database ids; `seed.ts` inserts them and wires the foreign keys.
 */

export const DEFAULT_SEED = 20260101;
export { slugify };
export type { DemoItem };

export interface DemoZone {
  key: string;
  row: {
    name: string;
    display_name: string;
    coordinates: string;
    area_km2: number;
    status: number;
    cash_on_delivery: number;
    digital_payment: number;
    offline_payment: number;
    increased_delivery_fee: number;
    created_at: string;
  };
}

export interface DemoModule {
  type: ModuleType;
  row: {
    module_name: string;
    module_type: string;
    slug: string;
    icon: string;
    thumbnail: string;
    status: number;
    theme_id: number;
    description: string;
    created_at: string;
  };
}

export interface DemoPivot {
  moduleType: ModuleType;
  zoneKey: string;
  per_km_shipping_charge: number;
  minimum_shipping_charge: number;
  maximum_shipping_charge: number;
  maximum_cod_order_amount: number;
}

export interface DemoStore {
  zoneKey: string;
  moduleType: ModuleType;
  row: Omit<Insertable<StoreTable>, 'zone_id' | 'module_id'>;
  addOns: { name: string; price: number }[];
  items: DemoItem[];
  schedules: ScheduleSpec[];
}

export interface DemoDeliveryMan {
  zoneKey: string;
  row: Omit<Insertable<DeliveryManTable>, 'zone_id'>;
}

export interface DemoWorld {
  settings: Record<string, unknown>;
  zones: DemoZone[];
  modules: DemoModule[];
  pivots: DemoPivot[];
  stores: DemoStore[];
  deliveryMen: DemoDeliveryMan[];
  places: PlaceSpec[];
  /** banners, campaigns, flash sales, coupons, cashback (issue 3) */
  promotions: Promotions;
  pages: PageSpec[];
}

function randomPointIn(rng: Prng, zone: ZoneSpec): LatLng {
  const box = boundingBox(zone.ring);
  for (let i = 0; i < 1000; i++) {
    const p = {
      lat: Number((box.minLat + rng.next() * (box.maxLat - box.minLat)).toFixed(6)),
      lng: Number((box.minLng + rng.next() * (box.maxLng - box.minLng)).toFixed(6)),
    };
    if (pointInPolygon(p, zone.ring)) return p;
  }
  throw new Error(`could not place a point in zone ${zone.key}`);
}

function nearestPlace(p: LatLng): PlaceSpec {
  let best = PLACES[0]!;
  let bestD = Infinity;
  for (const place of PLACES) {
    const d = distanceMeters(p, place);
    if (d < bestD) {
      bestD = d;
      best = place;
    }
  }
  return best;
}

function phone(rng: Prng): string {
  return `+8801${rng.pick(['3', '5', '7', '8', '9'])}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
}

/** How big a world is: stores per zone and module (min, max), items per store (min, max). */
export interface WorldSize {
  stores: Record<string, [number, number]>;
  items: [number, number];
}

/** The demo profile: about 66 stores and 2,300 items. */
export const DEMO_SIZE: WorldSize = {
  stores: { central: [6, 7], gulshan: [5, 6], uttara: [4, 5] },
  items: [30, 40],
};

/**
 * Store flags by position in its zone and module, so every flag exists somewhere while the
 * first stores (which tests and the e2e journey pick) stay ordinary and always open.
 */
function storeRole(moduleType: ModuleType, zoneKey: string, s: number, count: number) {
  const last = s === count - 1;
  // The first two stores are always open; the third in Gulshan opens for dinner only.
  const schedule: ScheduleKind | undefined =
    s < 2 ? 'always' : zoneKey === 'gulshan' && s === 2 ? 'evening' : undefined;
  return {
    // The last store in Dhaka Central of each module is not approved (hidden everywhere).
    inactive: zoneKey === 'central' && last,
    // The last food store in Uttara is switched off by its owner ("CLOSED NOW").
    switchedOff: moduleType === 'food' && zoneKey === 'uttara' && last,
    schedule,
    // The second store in Dhaka Central always delivers free.
    freeDelivery: zoneKey === 'central' && s === 1,
  };
}

export function generateDemoWorld(
  seed: number = DEFAULT_SEED,
  size: WorldSize = DEMO_SIZE,
): DemoWorld {
  const rng = mulberry32(seed);

  const zones: DemoZone[] = ZONES.map((z) => ({
    key: z.key,
    row: {
      name: z.name,
      display_name: z.display_name,
      coordinates: JSON.stringify(z.ring),
      area_km2: Number(polygonAreaKm2(z.ring).toFixed(3)),
      status: 1,
      cash_on_delivery: 1,
      // the provider's demo gateway takes digital payments (issue 5)
      digital_payment: 1,
      offline_payment: 0,
      increased_delivery_fee: 0,
      created_at: daysAgo(500),
    },
  }));

  const modules: DemoModule[] = MODULES.map((m) => ({
    type: m.type,
    row: {
      module_name: m.name,
      module_type: m.type,
      slug: m.slug,
      icon: `${m.slug}.svg`,
      thumbnail: `${m.slug}.svg`,
      status: 1,
      theme_id: m.themeId,
      description: m.description,
      created_at: daysAgo(500),
    },
  }));

  const pivots: DemoPivot[] = [];
  for (const m of MODULES) {
    for (const z of ZONES) {
      const p = PIVOTS[m.type][z.key];
      if (!p) continue;
      pivots.push({
        moduleType: m.type,
        zoneKey: z.key,
        per_km_shipping_charge: p[0],
        minimum_shipping_charge: p[1],
        maximum_shipping_charge: p[2],
        maximum_cod_order_amount: p[3],
      });
    }
  }

  const stores: DemoStore[] = [];
  const storeSlugs = new SlugSet();
  const storeNames = new Set<string>();
  const itemSlugs = new SlugSet();
  for (const m of MODULES) {
    if (m.type === 'parcel') continue;
    const moduleType = m.type;
    for (const zone of ZONES) {
      const [lo, hi] = size.stores[zone.key] ?? [4, 5];
      const count = rng.int(lo, hi);
      const pool = rng.shuffle(STORE_NAMES[moduleType]);
      for (let s = 0; s < count; s++) {
        const at = randomPointIn(rng, zone);
        const place = nearestPlace(at);
        const branch = place.area.split(',')[0]!.trim();
        const base =
          [pool[s % pool.length]!, ...pool].find((b) => !storeNames.has(`${b} ${branch}`)) ??
          `${pool[0]!} ${s + 1}`;
        const name = `${base} ${branch}`;
        storeNames.add(name);
        const slug = storeSlugs.take(slugify(name));
        const createdDaysAgo = rng.int(1, 400);
        const addOns =
          moduleType === 'food' ? rng.sample(FOOD_ADD_ONS, 4).map((a) => ({ ...a })) : [];
        const products = productsOf(moduleType);
        const itemCount = rng.int(size.items[0], Math.min(size.items[1], products.length));
        const items = rng.sample(products, itemCount).map((p, i) =>
          makeItem(rng, p, moduleType, {
            storeCreatedDaysAgo: createdDaysAgo,
            addOnCount: addOns.length,
            slugs: itemSlugs,
            special: i >= 3,
          }),
        );
        const role = storeRole(moduleType, zone.key, s, count);
        const schedules = weeklySchedule(role.schedule ?? pickScheduleKind(rng));
        const veg =
          moduleType === 'food'
            ? rng.pick([
                [1, 1],
                [1, 1],
                [1, 0],
              ] as const)
            : ([1, 1] as const);
        stores.push({
          zoneKey: zone.key,
          moduleType,
          addOns,
          items,
          schedules,
          row: {
            name,
            slug,
            phone: phone(rng),
            email: `${slug}@storefront.example`,
            logo: `${slug}.svg`,
            cover_photo: `${slug}.svg`,
            latitude: at.lat,
            longitude: at.lng,
            address: `House ${rng.int(1, 120)}, Road ${rng.int(1, 40)}, ${place.area}`,
            minimum_order: rng.pick(
              moduleType === 'ecommerce'
                ? [0, 0, 300]
                : moduleType === 'grocery'
                  ? [0, 100, 200]
                  : [0, 0, 100, 150],
            ),
            tax: rng.pick([0, 5, 5, 7.5, 10]),
            delivery_time: rng.pick(['20-30', '30-40', '30-40', '40-50']),
            free_delivery: role.freeDelivery || rng.chance(0.2) ? 1 : 0,
            avg_rating: round1(3.5 + rng.next() * 1.5),
            rating_count: rng.int(5, 900),
            status: role.inactive ? 0 : 1,
            active: role.switchedOff ? 0 : 1,
            featured: rng.chance(0.3) ? 1 : 0,
            delivery: 1,
            take_away: rng.chance(0.7) ? 1 : 0,
            veg: veg[0],
            non_veg: veg[1],
            order_count: rng.int(0, 2000),
            created_at: daysAgo(createdDaysAgo, rng.int(0, 1439)),
          },
        });
      }
    }
  }

  const deliveryMen: DemoDeliveryMan[] = [];
  let dmIndex = 0;
  for (const zone of ZONES) {
    for (let i = 0; i < 3; i++) {
      const [f, l] = DELIVERY_MEN[dmIndex % DELIVERY_MEN.length]!;
      dmIndex++;
      const at = randomPointIn(rng, zone);
      deliveryMen.push({
        zoneKey: zone.key,
        row: {
          f_name: f,
          l_name: l,
          phone: phone(rng),
          image: `${slugify(`${f} ${l}`)}.svg`,
          avg_rating: round1(4 + rng.next()),
          lat: at.lat,
          lng: at.lng,
          created_at: daysAgo(rng.int(30, 300)),
        },
      });
    }
  }

  const promotions = generatePromotions(rng, stores);

  return {
    settings: demoSettings(),
    zones,
    modules,
    pivots,
    stores,
    deliveryMen,
    places: PLACES,
    promotions,
    pages: PAGES,
  };
}

export { DEFAULT_LOCATION };
