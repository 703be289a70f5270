/**
 * Demo images: every picture the seeded world refers to is a deterministic SVG (a colour block
 * with initials) generated on request at /api/v1/images/<kind>/<name>.svg. No network, no files.
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

/** FNV-1a, for a stable colour per name. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function initialsOf(name: string): string {
  const words = name
    .replace(/\.svg$/i, '')
    .split(/[-_\s]+/)
    .filter((w) => /^[a-z]/i.test(w));
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
}

/** The SVG for `<kind>/<name>`; same input, same bytes. */
export function renderSvg(kind: ImageKind, name: string): string {
  const { width, height } = IMAGE_KINDS[kind];
  const h = hash(`${kind}/${name}`);
  const hue = h % 360;
  const hue2 = (hue + 40) % 360;
  const initials = initialsOf(name).replace(/[^A-Z0-9?]/g, '');
  const fontSize = Math.round(Math.min(width, height) * 0.38);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 55% 46%)"/><stop offset="1" stop-color="hsl(${hue2} 60% 36%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" ` +
    `font-size="${fontSize}" font-weight="700" fill="#ffffff" fill-opacity="0.92">${initials}</text></svg>`
  );
}
