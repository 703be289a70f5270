import {
  BRAND_PICTURES,
  CATEGORY_PICTURES,
  DELIVERY_PICTURES,
  ITEM_PICTURES,
  KIND_FALLBACK,
  MODULE_PICTURES,
  PARCEL_PICTURES,
  PEOPLE_PICTURES,
  STORE_PICTURES,
  THEME_PICTURES,
  type IconIds,
} from '../../seed/pictures';

/**
 * Which picture an image name shows. The seed names images after what they show (an item's
 * slug contains its template's slug, a store's its base name's, a banner's its store, item or
 * module and theme), so the name alone decides: same name, same picture, nothing stored.
 */

/** square: an item, kept inside a card's 3:2 crop; tile: a logo or icon, filling its circle */
export type Layout = 'square' | 'tile' | 'scene' | 'banner';

export interface Picture {
  layout: Layout;
  icons: IconIds;
  /** banners only: the words drawn beside the emoji */
  title?: string;
  /** the module it belongs to, for its colours; else the name picks them */
  module?: string;
  /** a small emoji beside the main one: an item's companion, or a herb for organic */
  badge?: string;
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

interface Entry {
  slug: string;
  label: string;
  icons: IconIds;
}

function indexOf(table: Record<string, IconIds>): Entry[] {
  return Object.entries(table)
    .map(([label, icons]) => ({ slug: slugOf(label), label, icons }))
    .sort((a, b) => b.slug.length - a.slug.length);
}

let items: Entry[] | null = null;
let stores: Entry[] | null = null;

interface Match {
  entry: Entry;
  before: string;
  after: string;
}

/** The longest entry whose slug is a whole run of `name`'s words. */
function find(index: Entry[], name: string): Match | null {
  const padded = `-${name}-`;
  for (const entry of index) {
    const at = padded.indexOf(`-${entry.slug}-`);
    if (at < 0) continue;
    return {
      entry,
      before: padded.slice(1, at),
      after: padded.slice(at + entry.slug.length + 2, -1),
    };
  }
  return null;
}

const titleCase = (slug: string) =>
  slug
    .split('-')
    .filter((w) => w !== '' && !/^\d+$/.test(w))
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

function findItem(name: string) {
  items ??= indexOf(ITEM_PICTURES);
  const m = find(items, name);
  if (!m) return null;
  const words = [titleCase(m.before), m.entry.label].filter((w) => w !== '').join(' ');
  return { ...m, words };
}

function findStore(name: string) {
  stores ??= indexOf(STORE_PICTURES);
  const m = find(stores, name);
  if (!m) return null;
  const words = [m.entry.label, titleCase(m.after)].filter((w) => w !== '').join(' ');
  return { ...m, words };
}

const MODULE_LABEL: Record<string, string> = {
  food: 'Food',
  grocery: 'Grocery',
  pharmacy: 'Pharmacy',
  shop: 'Shop',
  ecommerce: 'Shop',
  parcel: 'Parcel',
};

/** Fixed words for the module banners the seed names `<module>-<theme>`. */
const THEME_TITLE: Record<string, ((label: string) => string) | null> = {
  deals: (l) => `${l} deals`,
  festival: (l) => `${l} Festival`,
  'winter-sale': (l) => `${l} Winter Sale`,
  'new-year': (l) => `${l} New Year`,
  'best-reviewed': () => 'Best reviewed',
  'new-arrival': () => 'New arrivals',
  'top-offer': () => 'Top offers',
  'bottom-section': () => 'Everything you need',
  promo: (l) => `${l} picks for you`,
  lunch: () => 'Lunch Offer',
  'fast-pickup': null,
  'live-tracking': null,
  'safe-handling': null,
  'fair-prices': null,
  'how-it-works': null,
  storefront: null,
};

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const pick = <T>(list: readonly T[], name: string): T => list[hash(name) % list.length]!;

function moduleOf(name: string): string | undefined {
  const first = name.split('-')[0]!;
  return first in MODULE_PICTURES ? first : undefined;
}

/** Banners and campaigns: about a store, an item, or a module's theme. */
function promotion(name: string): Picture {
  const module = moduleOf(name);
  for (const [theme, title] of Object.entries(THEME_TITLE)) {
    if (!`-${name}-`.includes(`-${theme}-`)) continue;
    const themed = THEME_PICTURES[theme]!;
    const moduleIcons = module ? MODULE_PICTURES[module]! : [];
    // The module's own thing in the middle, the theme's emoji beside it.
    const icons: IconIds = module ? [moduleIcons[0]!, themed[0], moduleIcons[1]!] : themed;
    if (title === null) return { layout: 'scene', icons: themed, ...(module ? { module } : {}) };
    const label = MODULE_LABEL[module ?? ''] ?? '';
    return {
      layout: 'banner',
      icons,
      title: title(label).trim(),
      ...(module && theme === 'deals' ? { module } : {}),
    };
  }
  const banner = name.replace(/-banner$/, '');
  const store = banner !== name ? findStore(banner) : null;
  if (store) return { layout: 'banner', icons: store.entry.icons, title: `Visit ${store.words}` };
  const item = findItem(banner.replace(/-combo$/, ''));
  if (item) {
    const title = name.endsWith('-combo') ? `${item.words} Combo` : `Try ${item.words}`;
    return { layout: 'banner', icons: item.entry.icons, title };
  }
  if (module === 'parcel')
    return { layout: 'banner', icons: MODULE_PICTURES.parcel!, title: 'Send anything', module };
  if (module)
    return { layout: 'banner', icons: MODULE_PICTURES[module]!, title: titleCase(name), module };
  return { layout: 'banner', icons: KIND_FALLBACK.banner!, title: titleCase(name) };
}

/** The picture for `<kind>/<name>` (name without `.svg`). */
export function resolvePicture(kind: string, name: string): Picture {
  const slug = name.toLowerCase();
  switch (kind) {
    case 'item':
    case 'refund': {
      const item = findItem(slug);
      if (!item) return { layout: 'square', icons: KIND_FALLBACK.item! };
      // A companion emoji tells apart things drawn alike (a pill for fever, a pill for allergy).
      const badge = /(^|-)organic-/.test(slug) ? 'herb' : item.entry.icons[1];
      return { layout: 'square', icons: item.entry.icons, ...(badge ? { badge } : {}) };
    }
    case 'store':
    case 'cover': {
      const store = findStore(slug);
      const icons = store?.entry.icons ?? KIND_FALLBACK[kind]!;
      return { layout: kind === 'cover' ? 'scene' : 'tile', icons };
    }
    case 'category':
      return { layout: 'tile', icons: CATEGORY_PICTURES[slug] ?? KIND_FALLBACK.category! };
    case 'brand':
      return { layout: 'tile', icons: BRAND_PICTURES[slug] ?? KIND_FALLBACK.brand! };
    case 'module':
      return {
        layout: 'tile',
        icons: MODULE_PICTURES[slug] ?? KIND_FALLBACK.module!,
        module: slug,
      };
    case 'parcel-category':
      return {
        layout: 'tile',
        icons: PARCEL_PICTURES[slug] ?? KIND_FALLBACK['parcel-category']!,
      };
    case 'business':
      return { layout: 'tile', icons: THEME_PICTURES.storefront! };
    case 'gateway':
      return { layout: 'tile', icons: KIND_FALLBACK.gateway! };
    case 'customer':
      return { layout: 'tile', icons: [pick(PEOPLE_PICTURES, slug)] };
    case 'delivery-man':
      return { layout: 'tile', icons: [pick(DELIVERY_PICTURES, slug)] };
    case 'banner':
    case 'campaign':
      return promotion(slug);
    default:
      return { layout: 'tile', icons: KIND_FALLBACK.item! };
  }
}

/** Every emoji id the tables name: the drawings to keep from the set. */
export function allPictureIds(): Set<string> {
  const ids = new Set<string>(['herb']);
  for (const table of [
    ITEM_PICTURES,
    STORE_PICTURES,
    CATEGORY_PICTURES,
    BRAND_PICTURES,
    MODULE_PICTURES,
    PARCEL_PICTURES,
    THEME_PICTURES,
    KIND_FALLBACK,
  ])
    for (const icons of Object.values(table)) for (const id of icons) ids.add(id);
  for (const id of [...PEOPLE_PICTURES, ...DELIVERY_PICTURES]) ids.add(id);
  return ids;
}

export { hash as pictureHash };
