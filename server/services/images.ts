import { composeSvg } from './pictures/compose';
import { resolvePicture } from './pictures/resolve';

/**
 * Demo images: every picture the seeded world refers to is a deterministic SVG generated on
 * request at /api/v1/images/<kind>/<name>.svg: an emoji picture of what the thing is (see
 * `pictures/`). No network, no files.
 */

export const IMAGE_KINDS = {
  business: { width: 400, height: 400 },
  module: { width: 400, height: 400 },
  store: { width: 400, height: 400 },
  cover: { width: 1200, height: 400 },
  item: { width: 600, height: 600 },
  'delivery-man': { width: 400, height: 400 },
  category: { width: 400, height: 400 },
  banner: { width: 1200, height: 400 },
  customer: { width: 400, height: 400 },
  brand: { width: 400, height: 400 },
  campaign: { width: 1200, height: 400 },
  'parcel-category': { width: 400, height: 400 },
  refund: { width: 600, height: 600 },
  gateway: { width: 400, height: 200 },
} as const;

export type ImageKind = keyof typeof IMAGE_KINDS;

export const IMAGE_BASE = '/api/v1/images';

export function imageUrl(kind: ImageKind, file: string): string {
  return `${IMAGE_BASE}/${kind}/${file}`;
}

export function isImageKind(kind: string): kind is ImageKind {
  return Object.prototype.hasOwnProperty.call(IMAGE_KINDS, kind);
}

/** Composed pictures by `<kind>/<name>`, most recently asked last (a small LRU). */
const cache = new Map<string, string>();
const CACHE_SIZE = 2000;

/** The SVG for `<kind>/<name>`; same input, same bytes. */
export function renderSvg(kind: ImageKind, name: string): string {
  const key = `${kind}/${name}`;
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const { width, height } = IMAGE_KINDS[kind];
  const svg = composeSvg(resolvePicture(kind, name), key, width, height);
  cache.set(key, svg);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return svg;
}
