import { emoji } from './emoji';
import { allPictureIds, pictureHash, type Picture } from './resolve';

/**
 * SVG pictures from emoji: a square (an emoji on a soft tint), a scene (several emoji strewn
 * over a wide tint, for store covers) and a banner (a title beside a cluster of emoji on a deep
 * colour). Pure: same picture and size, same bytes.
 */

/** [background, halo] pairs for squares and scenes; a module keeps its own colour. */
const SOFT: [string, string][] = [
  ['#FFF1DC', '#FFE2B8'],
  ['#FDE7E2', '#FBCFC5'],
  ['#E4F4E6', '#C8E8CD'],
  ['#E2EFFC', '#C6DEF8'],
  ['#EFE7FC', '#DCCDF8'],
  ['#FFF7C7', '#FDEB94'],
  ['#DDF4F1', '#B9E7E0'],
  ['#FCE3EE', '#F8C6DB'],
];

/** Deep banner colours [from, to]; white text on them passes WCAG AA at banner sizes. */
const DEEP: [string, string][] = [
  ['#C2410C', '#9A3412'],
  ['#15803D', '#166534'],
  ['#0F766E', '#115E59'],
  ['#6D28D9', '#5B21B6'],
  ['#B45309', '#92400E'],
  ['#BE123C', '#9F1239'],
  ['#1D4ED8', '#1E40AF'],
  ['#0E7490', '#155E75'],
];

const MODULE_TONE: Record<string, number> = {
  food: 0,
  grocery: 2,
  pharmacy: 6,
  shop: 3,
  ecommerce: 3,
  parcel: 4,
};

const FONT = `system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const round = (n: number) => Math.round(n * 10) / 10;

/** One emoji drawn in the box (x, y, size); ids inside it get a prefix so drawings never clash. */
function place(id: string, x: number, y: number, size: number, slot: number, turn = 0): string {
  const drawing = emoji(id, allPictureIds);
  if (!drawing) return '';
  const body = drawing.body
    .replace(/id="([^"]+)"/g, `id="e${slot}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#e${slot}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#e${slot}$1"`);
  const inner = `<svg x="${round(x)}" y="${round(y)}" width="${round(size)}" height="${round(size)}" viewBox="0 0 ${drawing.width} ${drawing.height}">${body}</svg>`;
  if (turn === 0) return inner;
  const cx = round(x + size / 2);
  const cy = round(y + size / 2);
  return `<g transform="rotate(${turn} ${cx} ${cy})">${inner}</g>`;
}

function tone(picture: Picture, key: string): number {
  return picture.module !== undefined && picture.module in MODULE_TONE
    ? MODULE_TONE[picture.module]!
    : pictureHash(key) % SOFT.length;
}

/** Item cards crop squares to about 3:2, so the drawing stays inside the middle two thirds. */
function square(picture: Picture, key: string, w: number, h: number): string {
  const [bg, halo] = SOFT[tone(picture, key)]!;
  const side = Math.min(w, h);
  const tile = picture.layout === 'tile';
  const size = side * (tile ? 0.66 : picture.badge ? 0.46 : 0.5);
  const x = (w - size) / 2 - (picture.badge ? side * 0.04 : 0);
  const y = (h - size) / 2;
  let out =
    `<rect width="${w}" height="${h}" fill="${bg}"/>` +
    `<circle cx="${w / 2}" cy="${h / 2}" r="${round(side * (tile ? 0.44 : 0.31))}" fill="${halo}"/>` +
    place(picture.icons[0], x, y, size, 0);
  if (picture.badge) {
    const b = side * 0.2;
    out += place(picture.badge, w / 2 + side * 0.12, h / 2 + side * 0.06, b, 1);
  }
  return out;
}

/**
 * Slots for a wide scene, as fractions of the height: [x, y, size, turn]. The store page shows
 * covers at about 4.5:1, so everything sits in the band from 0.25 to 0.75 of the height.
 */
const SCENE: [number, number, number, number][] = [
  [1.3, 0.25, 0.5, -8],
  [0.35, 0.26, 0.28, 12],
  [0.72, 0.46, 0.26, -14],
  [2.1, 0.44, 0.28, 10],
  [2.3, 0.24, 0.24, -6],
  [-0.05, 0.48, 0.24, 8],
];

function scene(picture: Picture, key: string, w: number, h: number): string {
  const [bg, halo] = SOFT[tone(picture, key)]!;
  const shift = (w - h * 2.7) / 2;
  let out = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  out += `<circle cx="${round(shift + h * 1.55)}" cy="${h / 2}" r="${round(h * 0.33)}" fill="${halo}"/>`;
  SCENE.forEach(([x, y, size, turn], i) => {
    const id = picture.icons[i % picture.icons.length]!;
    out += place(id, shift + x * h, y * h, size * h, i, turn);
  });
  return out;
}

/** Greedy word wrap into at most three lines of `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && `${lines[last]} ${word}`.length <= max) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word);
  }
  return lines.length > 3 ? [...lines.slice(0, 2), `${lines.slice(2).join(' ')}`] : lines;
}

/**
 * Phone cards crop 3:1 banners to about 2:1, so the words and the main emoji keep to the
 * middle two thirds (x from 1/6 to 5/6); only the decoration reaches the edges.
 */
function banner(picture: Picture, key: string, w: number, h: number): string {
  const [from, to] = DEEP[tone(picture, key)]!;
  const lines = wrap(picture.title ?? '', 13);
  const font = lines.length > 2 ? h * 0.12 : h * 0.145;
  const lineHeight = font * 1.15;
  const top = h / 2 - (lines.length * lineHeight) / 2 + font * 0.8;
  const text = lines
    .map(
      (line, i) =>
        `<tspan x="${round(w * 0.19)}" y="${round(top + i * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const [main, second = main, third = second] = picture.icons;
  const cx = w * 0.69;
  const size = h * 0.52;
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${round(cx)}" cy="${h / 2}" r="${round(h * 0.52)}" fill="#ffffff" fill-opacity="0.1"/>` +
    `<circle cx="${round(cx)}" cy="${h / 2}" r="${round(h * 0.4)}" fill="#ffffff" fill-opacity="0.14"/>` +
    place(second, cx + h * 0.2, h * 0.06, h * 0.28, 1, 12) +
    place(third, cx + h * 0.28, h * 0.6, h * 0.26, 2, -10) +
    place(main, cx - size / 2, (h - size) / 2, size, 0) +
    `<text font-family="${FONT}" font-size="${round(font)}" font-weight="800" fill="#ffffff">${text}</text>`
  );
}

/** The SVG document for a resolved picture. `key` (kind/name) picks the colours. */
export function composeSvg(picture: Picture, key: string, width: number, height: number): string {
  const body =
    picture.layout === 'banner'
      ? banner(picture, key, width, height)
      : picture.layout === 'scene'
        ? scene(picture, key, width, height)
        : square(picture, key, width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
