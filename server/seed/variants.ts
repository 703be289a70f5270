import {
  BRANDS,
  CATEGORY_BY_CODE,
  CONDITION_BY_ITEM,
  type BrandSpec,
  type ItemModule,
} from './taxonomy';
import { ITEM_TEMPLATES, type ItemTemplate } from './templates';

/**
 * The products a store can sell: each item template in several variants (a house special, a
 * maker's pack, a brand's version), so stores carry dozens of distinct items. The first
 * variant of every template keeps the template's own name. Pure and deterministic.
 */

export interface ProductSpec {
  template: ItemTemplate;
  name: string;
  /** multiplies the template price */
  priceFactor: number;
  categoryKey: string;
  brandKey?: string;
  conditionKey?: string;
  organic: boolean;
}

interface Qualifier {
  prefix?: string;
  suffix?: string;
  priceFactor: number;
  organic?: boolean;
}

const QUALIFIERS: Record<Exclude<ItemModule, 'ecommerce'>, Qualifier[]> = {
  food: [
    { priceFactor: 1 },
    { prefix: 'Special ', priceFactor: 1.25 },
    { prefix: 'Classic ', priceFactor: 1 },
    { suffix: ' (Family Pack)', priceFactor: 1.9 },
    { prefix: 'Spicy ', priceFactor: 1.05 },
    { prefix: 'Deshi ', priceFactor: 0.95 },
  ],
  grocery: [
    { priceFactor: 1 },
    { prefix: 'Padma ', priceFactor: 1.05 },
    { prefix: 'Meghna ', priceFactor: 0.97 },
    { prefix: 'Sonali ', priceFactor: 1.1 },
    { prefix: 'Organic ', priceFactor: 1.35, organic: true },
  ],
  pharmacy: [
    { priceFactor: 1 },
    { prefix: 'Halda ', priceFactor: 1.08 },
    { prefix: 'Titas ', priceFactor: 0.94 },
    { prefix: 'Karnaphuli ', priceFactor: 1.02 },
  ],
};

function categoryKeyOf(t: ItemTemplate): string {
  const key = CATEGORY_BY_CODE.get(t.category);
  if (key === undefined)
    throw new Error(`seed: template ${t.name} has unknown category ${t.category}`);
  return key;
}

function brandsFor(t: ItemTemplate): BrandSpec[] {
  return BRANDS.filter((b) => b.codes.includes(t.category));
}

function variantsOf(module: ItemModule, t: ItemTemplate): ProductSpec[] {
  const categoryKey = categoryKeyOf(t);
  const conditionKey = module === 'pharmacy' ? CONDITION_BY_ITEM.get(t.name) : undefined;
  const base = {
    template: t,
    categoryKey,
    ...(conditionKey ? { conditionKey } : {}),
  };
  if (module === 'ecommerce') {
    const brands = brandsFor(t);
    const first = brands[0];
    return [
      {
        ...base,
        name: t.name,
        priceFactor: 1,
        organic: false,
        ...(first ? { brandKey: first.key } : {}),
      },
      ...brands.map((b, i) => ({
        ...base,
        name: `${b.name} ${t.name}`,
        priceFactor: 1 + ((i * 7) % 5) / 20,
        organic: false,
        brandKey: b.key,
      })),
    ];
  }
  return QUALIFIERS[module].map((q) => ({
    ...base,
    name: `${q.prefix ?? ''}${t.name}${q.suffix ?? ''}`,
    priceFactor: q.priceFactor,
    organic: q.organic ?? t.organic ?? false,
  }));
}

const cache = new Map<ItemModule, ProductSpec[]>();

/** Every product of a module, in a fixed order. */
export function productsOf(module: ItemModule): ProductSpec[] {
  let list = cache.get(module);
  if (!list) {
    list = ITEM_TEMPLATES[module].flatMap((t) => variantsOf(module, t));
    cache.set(module, list);
  }
  return list;
}
