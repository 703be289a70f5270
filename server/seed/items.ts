import type { Insertable } from 'kysely';
import type { ItemTable } from '../db/schema';
import type { Prng } from './prng';
import type { ItemModule } from './taxonomy';
import type { ChoiceSpec } from './templates';
import type { ProductSpec } from './variants';

/**
 * One seeded item: price, stock, variations, discount and the SPEC §3 flags. Deterministic:
 * everything comes from the PRNG. `special` allows the rarer flags (stock 0, inactive, an
 * availability window); the generator never gives them to a store's first items, which the
 * tests and the e2e journey pick.
 */

/** All seeded dates count back from here, so they do not depend on the machine's clock. */
export const EPOCH = Date.UTC(2026, 0, 1);

export const daysAgo = (days: number, minutes = 0) =>
  new Date(EPOCH - days * 86_400_000 - minutes * 60_000).toISOString();

export const round1 = (n: number) => Math.round(n * 10) / 10;

export interface DemoItem {
  row: Omit<
    Insertable<ItemTable>,
    'store_id' | 'module_id' | 'add_on_ids' | 'category_id' | 'brand_id' | 'common_condition_id'
  >;
  categoryKey: string;
  brandKey?: string;
  conditionKey?: string;
  /** indexes into the store's addOns */
  addOnIndexes: number[];
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Unique slugs in O(1) per slug (a counter per base), for worlds of 100,000 items. */
export class SlugSet {
  readonly #taken = new Set<string>();
  readonly #next = new Map<string, number>();

  take(base: string): string {
    let slug = base;
    let n = this.#next.get(base) ?? 2;
    while (this.#taken.has(slug)) slug = `${base}-${n++}`;
    this.#next.set(base, n);
    this.#taken.add(slug);
    return slug;
  }
}

function priceLike(rng: Prng, base: number): number {
  const raw = base * (0.9 + rng.next() * 0.25);
  if (base >= 100) return Math.max(5, Math.round(raw / 5) * 5);
  return Math.max(1, Math.round(raw));
}

/** Cartesian product of choice options, as 6amMart writes variation types ("Red-M"). */
function combinations(choices: ChoiceSpec[]): { type: string; extra: number }[] {
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

const WINDOWS: [string, string][] = [
  ['07:00:00', '11:30:00'],
  ['12:00:00', '16:00:00'],
  ['18:00:00', '23:30:00'],
];

export function makeItem(
  rng: Prng,
  p: ProductSpec,
  moduleType: ItemModule,
  opts: {
    storeCreatedDaysAgo: number;
    addOnCount: number;
    slugs: SlugSet;
    special: boolean;
  },
): DemoItem {
  const t = p.template;
  const slug = opts.slugs.take(slugify(p.name));
  const price = priceLike(rng, t.price * p.priceFactor);
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
    if (opts.special && rng.chance(0.05)) stock = 0;
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
    t.addOns && opts.addOnCount > 0
      ? rng
          .sample(
            Array.from({ length: opts.addOnCount }, (_, i) => i),
            rng.int(1, Math.min(3, opts.addOnCount)),
          )
          .sort((a, b) => a - b)
      : [];
  const gallery = moduleType === 'ecommerce' ? [`${slug}-2.svg`, `${slug}-3.svg`] : [];

  // Only items that already need a choice (options or add-ons) get a serving window.
  const needsChoice = (t.food?.length ?? 0) > 0 || addOnIndexes.length > 0;
  const window =
    opts.special && moduleType === 'food' && needsChoice && rng.chance(0.2)
      ? rng.pick(WINDOWS)
      : (['00:00:00', '23:59:59'] as [string, string]);
  const status = opts.special && rng.chance(0.015) ? 0 : 1;
  const storeAge = opts.storeCreatedDaysAgo;

  return {
    addOnIndexes,
    categoryKey: p.categoryKey,
    ...(p.brandKey ? { brandKey: p.brandKey } : {}),
    ...(p.conditionKey ? { conditionKey: p.conditionKey } : {}),
    row: {
      name: p.name,
      slug,
      description: t.description,
      image: `${slug}.svg`,
      images: JSON.stringify(gallery),
      price,
      discount,
      discount_type: discountType,
      unit_type: t.unit,
      variations: JSON.stringify(variations),
      food_variations: JSON.stringify(t.food ?? []),
      choice_options: JSON.stringify(choiceOptions),
      stock,
      maximum_cart_quantity: maxCart,
      veg: t.veg ? 1 : 0,
      status,
      recommended: rng.chance(0.2) ? 1 : 0,
      organic: p.organic ? 1 : 0,
      is_halal: t.halal ? 1 : 0,
      is_prescription_required: t.prescription ? 1 : 0,
      avg_rating: round1(3 + rng.next() * 2),
      rating_count: rng.int(0, 300),
      order_count: rng.int(0, 500),
      available_time_starts: window[0],
      available_time_ends: window[1],
      created_at: daysAgo(Math.max(0, storeAge - rng.int(0, storeAge)), rng.int(0, 1439)),
    },
  };
}
