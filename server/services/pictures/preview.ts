import { Resvg } from '@resvg/resvg-js';
import { IMAGE_BASE, type ImageKind } from '../images';
import { composeSvg } from './compose';
import { resolvePicture } from './resolve';

/**
 * Link previews (issue 41): chat apps and search engines show no SVG, so an item's picture and a
 * store's cover are also made as a PNG in the size previews use, once per picture (kept while
 * the bytes of the ones asked for since fit PREVIEW_CACHE_BYTES), at
 * /api/v1/images/previews/<kind>/<name>.png.
 */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** The pictures a page's preview shows: an item's, a store's cover, its logo. */
const PREVIEW_KINDS: ReadonlySet<ImageKind> = new Set(['item', 'cover', 'store']);

const PREVIEW_CACHE_BYTES = 32 * 1024 * 1024;
const made = new Map<string, Buffer>();
let madeBytes = 0;

export const isPreviewKind = (kind: string): kind is ImageKind =>
  PREVIEW_KINDS.has(kind as ImageKind);

/** The PNG preview of `<kind>/<name>`: the picture drawn anew in PREVIEW_SIZE. */
export function renderPreviewPng(kind: ImageKind, name: string): Buffer {
  const key = `${kind}/${name}`;
  const kept = made.get(key);
  if (kept) {
    made.delete(key);
    made.set(key, kept);
    return kept;
  }
  const { width, height } = PREVIEW_SIZE;
  const svg = composeSvg(resolvePicture(kind, name), key, width, height);
  const png = new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
  made.set(key, png);
  madeBytes += png.length;
  for (const [old, bytes] of made) {
    if (madeBytes <= PREVIEW_CACHE_BYTES) break;
    made.delete(old);
    madeBytes -= bytes.length;
  }
  return png;
}

const OWN_PICTURE = new RegExp(
  `^(?:https?://[^/]+)?${IMAGE_BASE}/([a-z-]+)/([a-z0-9][a-z0-9._-]{0,150})\\.svg$`,
  'i',
);

/** Where the preview of one of this provider's pictures is, and its size (null: not one it makes). */
export function previewOf(image: string): { url: string; width: number; height: number } | null {
  const [, kind = '', name = ''] = OWN_PICTURE.exec(image) ?? [];
  return isPreviewKind(kind)
    ? { url: `${IMAGE_BASE}/previews/${kind}/${name}.png`, ...PREVIEW_SIZE }
    : null;
}
