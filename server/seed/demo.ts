import type { DeliveryManTable, ItemTable, StoreTable } from '../db/schema';
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
  ITEM_TEMPLATES,
  MODULES,
  PIVOTS,
  STORE_NAMES,
  type ItemTemplate,
  type ModuleType,
} from './templates';

/**
 * The deterministic demo world: same seed, same data (no clock, no Math.random). The output is
 * plain rows without database ids; `seed.ts` inserts them and wires the foreign keys.
 */

export const DEFAULT_SEED = 20260101;
/** All seeded dates count back from here, so they do not depend on the machine's clock. */
const EPOCH = Date.UTC(2026, 0, 1);

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

export interface DemoItem {
  row: Omit<Insertable<ItemTable>, 'store_id' | 'module_id' | 'add_on_ids'>;
  /** indexes into the store's addOns */
  addOnIndexes: number[];
}

export interface DemoStore {
  zoneKey: string;
  moduleType: ModuleType;
  row: Omit<Insertable<StoreTable>, 'zone_id' | 'module_id'>;
  addOns: { name: string; price: number }[];
  items: DemoItem[];
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
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

const daysAgo = (days: number, minutes = 0) =>
  new Date(EPOCH - days * 86_400_000 - minutes * 60_000).toISOString();

const round1 = (n: number) => Math.round(n * 10) / 10;

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

function priceLike(rng: Prng, base: number): number {
  const raw = base * (0.9 + rng.next() * 0.25);
  if (base >= 100) return Math.max(5, Math.round(raw / 5) * 5);
  return Math.max(1, Math.round(raw));
}

/** Cartesian product of choice options, as 6amMart writes variation types ("Red-M"). */
function combinations(
  choices: NonNullable<ItemTemplate['choices']>,
): { type: string; extra: number }[] {
  let out: { type: string; extra: number }[] = [{ type: '', extra: 0 }];
  for (const choice of choices) {
    const next: { type: string; extra: number }[] = [];
    for (const prefix of out) {
      choice.options.forEach((option, i) => {
        next.push({
          type: prefix.type === '' ? option : `${prefix.type}-${option}`,
          extra: prefix.extra + (choice.extra?.[i] ?? 0),
        });
      });
    }
    out = next;
  }
  return out;
}

function makeItem(
  rng: Prng,
  t: ItemTemplate,
  moduleType: ModuleType,
  storeCreatedDaysAgo: number,
  addOnCount: number,
  slugs: Set<string>,
): DemoItem {
  const slug = uniqueSlug(slugify(t.name), slugs);
  const price = priceLike(rng, t.price);
  const stockManaged = moduleType !== 'food';

  let variations: { type: string; price: number; stock: number }[] = [];
  let choiceOptions: { name: string; title: string; options: string[] }[] = [];
  let stock: number;
  if (t.choices && t.choices.length > 0) {
    choiceOptions = t.choices.map((c, i) => ({
      name: `choice_${i + 1}`,
      title: c.title,
      options: c.options,
    }));
    variations = combinations(t.choices).map(({ type, extra }) => ({
      type,
      price: price + extra,
      stock: rng.chance(0.1) ? 0 : rng.int(3, 40),
    }));
    stock = variations.reduce((s, v) => s + v.stock, 0);
  } else if (stockManaged) {
    stock = rng.chance(0.1) ? rng.int(1, 3) : rng.int(8, 120);
  } else {
    stock = rng.int(50, 200);
  }

  let discount = 0;
  let discountType = 'percent';
  if (rng.chance(0.35)) {
    if (rng.chance(0.5)) {
      discount = rng.pick([5, 10, 15, 20, 25]);
    } else {
      discountType = 'amount';
      discount = Math.max(5, Math.round((price * rng.pick([0.05, 0.1, 0.15])) / 5) * 5);
    }
  }

  const maxCart = price > 10_000 ? 2 : rng.pick([0, 0, 5, 10, 20]);
  const addOnIndexes =
    t.addOns && addOnCount > 0
      ? rng
          .sample(
            Array.from({ length: addOnCount }, (_, i) => i),
            rng.int(1, Math.min(3, addOnCount)),
          )
          .sort((a, b) => a - b)
      : [];
  const gallery = moduleType === 'ecommerce' ? [`${slug}-2.svg`, `${slug}-3.svg`] : [];

  return {
    addOnIndexes,
    row: {
      name: t.name,
      slug,
      description: t.description,
      image: `${slug}.svg`,
      images: JSON.stringify(gallery),
      price,
      discount,
      discount_type: discountType,
      category_id: t.category,
      unit_type: t.unit,
      variations: JSON.stringify(variations),
      food_variations: JSON.stringify(t.food ?? []),
      choice_options: JSON.stringify(choiceOptions),
      stock,
      maximum_cart_quantity: maxCart,
      veg: t.veg ? 1 : 0,
      status: 1,
      recommended: rng.chance(0.2) ? 1 : 0,
      organic: t.organic ? 1 : 0,
      is_halal: t.halal ? 1 : 0,
      is_prescription_required: t.prescription ? 1 : 0,
      avg_rating: round1(3 + rng.next() * 2),
      rating_count: rng.int(0, 300),
      order_count: rng.int(0, 500),
      available_time_starts: '00:00:00',
      available_time_ends: '23:59:59',
      created_at: daysAgo(
        Math.max(0, storeCreatedDaysAgo - rng.int(0, storeCreatedDaysAgo)),
        rng.int(0, 1439),
      ),
    },
  };
}

const STORE_COUNTS: Record<string, [number, number]> = {
  central: [5, 6],
  gulshan: [4, 5],
  uttara: [4, 5],
};

export function generateDemoWorld(seed: number = DEFAULT_SEED): DemoWorld {
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
      digital_payment: 0,
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
  const storeSlugs = new Set<string>();
  const storeNames = new Set<string>();
  const itemSlugs = new Set<string>();
  for (const m of MODULES) {
    if (m.type === 'parcel') continue;
    const moduleType = m.type;
    for (const zone of ZONES) {
      const [lo, hi] = STORE_COUNTS[zone.key] ?? [4, 5];
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
        const slug = uniqueSlug(slugify(name), storeSlugs);
        const createdDaysAgo = rng.int(1, 400);
        const addOns =
          moduleType === 'food' ? rng.sample(FOOD_ADD_ONS, 4).map((a) => ({ ...a })) : [];
        const templates = ITEM_TEMPLATES[moduleType];
        const itemCount = rng.int(8, Math.min(15, templates.length));
        const items = rng
          .sample(templates, itemCount)
          .map((t) => makeItem(rng, t, moduleType, createdDaysAgo, addOns.length, itemSlugs));
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
            free_delivery: rng.chance(0.2) ? 1 : 0,
            avg_rating: round1(3.5 + rng.next() * 1.5),
            rating_count: rng.int(5, 900),
            status: 1,
            // One closed food store (the last one in Uttara) exercises "CLOSED NOW".
            active: moduleType === 'food' && zone.key === 'uttara' && s === count - 1 ? 0 : 1,
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

  return { settings: demoSettings(), zones, modules, pivots, stores, deliveryMen, places: PLACES };
}

export { DEFAULT_LOCATION };
