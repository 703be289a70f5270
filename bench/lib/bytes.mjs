// Bytes per route from Vite's build manifest: JavaScript and CSS, raw, gzip and brotli, before the
// first paint (the entry and the route's page with everything they import statically) and for the
// whole route (also everything those can import on demand, other pages excepted).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The SPA's routes as `src/app/routes.tsx` maps them; `page` is null for a page in the entry. */
export const ROUTES = [
  { name: 'landing', path: '/', page: null },
  { name: 'module home', path: '/home', page: 'src/features/home/HomePage.tsx' },
  { name: 'store', path: '/store/:id', page: 'src/features/store/StorePage.tsx' },
  { name: 'item', path: '/product/:id', page: 'src/features/item/ItemPage.tsx' },
  { name: 'search results', path: '/home?search=…', page: 'src/features/home/HomePage.tsx' },
  { name: 'checkout', path: '/checkout', page: 'src/features/checkout/CheckoutPage.tsx' },
];

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  if (!key) throw new Error('no index.html entry in the manifest; run `npm run build` first');
  return key;
}

/** Keys reachable from `roots` by static imports (and by dynamic ones too when `dynamic`). */
function closure(manifest, roots, { dynamic = false, skip = new Set() } = {}) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key] || (skip.has(key) && !roots.includes(key))) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
    if (dynamic) for (const next of manifest[key].dynamicImports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

const sum = (all) =>
  all.reduce(
    (acc, s) => ({ raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip, brotli: acc.brotli + s.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );

const sizeCache = new Map();
function sizes(dist, file) {
  const path = join(dist, file);
  if (!sizeCache.has(path)) {
    const raw = readFileSync(path);
    sizeCache.set(path, {
      raw: raw.length,
      gzip: gzipSync(raw, { level: 9 }).length,
      brotli: brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    });
  }
  return sizeCache.get(path);
}

function total(dist, manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  const of = (files) => sum([...files].map((file) => sizes(dist, file)));
  return { js: of([...js].filter((f) => f.endsWith('.js'))), css: of(css), files: js.size };
}

function compressedSizes(text) {
  const raw = Buffer.from(text, 'utf8');
  return {
    raw: raw.length,
    gzip: gzipSync(raw, { level: 9 }).length,
    brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * When `dist/index.html` paints the landing by itself (scripts/prepaint.mjs): the JavaScript
 * that runs before that first paint, which is the page's inline scripts only, since the app's
 * entry is no module script of the page but is added by one of them after the first frame.
 * Null when the page has no prepaint or loads the entry itself.
 */
function prepaintedFirstPaint(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  if (!html.includes('<div id="prepaint"') || /<script[^>]*type="module"[^>]*src=/.test(html))
    return null;
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  // The stylesheets the page links, as for every other route (the page's own <style> elements
  // are part of the document, as they are nowhere counted).
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
  return {
    js: sum(inline.map(compressedSizes)),
    css: sum(css.map((file) => sizes(dist, file))),
    files: 0,
  };
}

/**
 * Bytes of every route of the SPA in `dist` (or of the single page of a bare build):
 * - `interactive`: the JavaScript the route needs before it responds, the entry and the route's
 *   page with everything they import statically;
 * - `firstPaint`: what runs before its first paint, the same, except for `/` when index.html
 *   paints the landing by itself (then the page's inline scripts);
 * - `whole`: also everything those can import on demand, other pages excepted.
 */
export function routeBytes(dist, routes = ROUTES) {
  const manifest = readManifest(dist);
  const entry = entryKey(manifest);
  // The routes' pages: what any chunk loads on demand whose file is a page (the routes may sit
  // in a chunk the entry imports, not in the entry itself).
  const pages = new Set(
    Object.values(manifest)
      .flatMap((chunk) => chunk.dynamicImports ?? [])
      .filter((k) => /Page\.tsx$/.test(k)),
  );
  const prepainted = prepaintedFirstPaint(dist);
  return routes.map((route) => {
    const roots = route.page ? [entry, route.page] : [entry];
    const interactive = total(dist, manifest, closure(manifest, roots));
    return {
      route: route.name,
      path: route.path,
      firstPaint: route.path === '/' && prepainted ? prepainted : interactive,
      interactive,
      whole: total(dist, manifest, closure(manifest, roots, { dynamic: true, skip: pages })),
    };
  });
}

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The byte budgets of bench/budgets.json: one line per budget, with `pass`. */
export function checkByteBudgets(routes, budgets) {
  const landing = routes.find((r) => r.path === '/');
  const lines = [
    {
      budget: 'JS before first paint of / (gzip)',
      measured: kb(landing.firstPaint.js.gzip),
      limit: budgets.landingFirstPaintJsGzipKB,
      unit: 'KB',
    },
    {
      budget: 'JS before / responds: the entry (gzip)',
      measured: kb(landing.interactive.js.gzip),
      limit: budgets.landingInteractiveJsGzipKB,
      unit: 'KB',
    },
    ...routes.map((r) => ({
      budget: `JS before ${r.route} responds (gzip)`,
      measured: kb(r.interactive.js.gzip),
      limit: budgets.anyRouteJsGzipKB,
      unit: 'KB',
    })),
  ];
  return lines.map((line) => ({ ...line, pass: line.measured <= line.limit }));
}
