import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { checkByteBudgets, routeBytes } from '../../bench/lib/bytes.mjs';

// A build in miniature: an entry importing one shared chunk, a page loaded on demand.
const ENTRY_JS = `import './shared.js';\n${'console.log("entry");\n'.repeat(200)}`;
const SHARED_JS = 'export const shared = 1;\n'.repeat(100);
const PAGE_JS = 'export default function Page() {}\n'.repeat(50);
const MANIFEST = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/Page.tsx'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'src/Page.tsx': { file: 'assets/Page.js', isDynamicEntry: true, imports: ['_shared.js'] },
};
const ROUTES = [
  { name: 'landing', path: '/', page: null },
  { name: 'page', path: '/page', page: 'src/Page.tsx' },
];
const CSS = 'h1 { color: green; }\n'.repeat(20);
const HEAD_SCRIPT = 'document.documentElement.classList.add("light");';
const LOADER =
  'var s = document.createElement("script"); s.type = "module"; s.src = "/assets/index.js"; document.head.appendChild(s);';

let dist: string;
function build(indexHtml: string) {
  dist = mkdtempSync(join(tmpdir(), 'bytes-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dist, 'assets', 'index.js'), ENTRY_JS);
  writeFileSync(join(dist, 'assets', 'shared.js'), SHARED_JS);
  writeFileSync(join(dist, 'assets', 'Page.js'), PAGE_JS);
  writeFileSync(join(dist, 'assets', 'index.css'), CSS);
  writeFileSync(join(dist, 'index.html'), indexHtml);
  return dist;
}
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const gz = (text: string) => gzipSync(text, { level: 9 }).length;
const ENTRY_GZIP = gz(ENTRY_JS) + gz(SHARED_JS);

describe('routeBytes', () => {
  it('counts the entry and its static imports before a page that loads its entry paints', () => {
    const dist = build(
      `<html><head><script>${HEAD_SCRIPT}</script></head><body><div id="root"></div>` +
        `<script type="module" crossorigin src="/assets/index.js"></script></body></html>`,
    );
    const [landing, page] = routeBytes(dist, ROUTES);
    expect(landing!.firstPaint.js.gzip).toBe(ENTRY_GZIP);
    expect(landing!.interactive.js.gzip).toBe(ENTRY_GZIP);
    expect(page!.firstPaint.js.gzip).toBe(ENTRY_GZIP + gz(PAGE_JS));
  });

  it('counts only the inline scripts before the first paint of a prepainted landing that adds its entry later', () => {
    const dist = build(
      `<html><head><script>${HEAD_SCRIPT}</script>` +
        `<link rel="stylesheet" crossorigin href="/assets/index.css"></head><body>` +
        `<div id="root"><div id="prepaint" inert><h1>Hello</h1></div></div>` +
        `<script>${LOADER}</script></body></html>`,
    );
    const [landing, page] = routeBytes(dist, ROUTES);
    expect(landing!.firstPaint.js.gzip).toBe(gz(HEAD_SCRIPT) + gz(LOADER));
    expect(landing!.firstPaint.files).toBe(0);
    // The stylesheet it links is needed before it paints.
    expect(landing!.firstPaint.css.gzip).toBe(gz(CSS));
    // Responding still needs the entry; other routes are not prepainted.
    expect(landing!.interactive.js.gzip).toBe(ENTRY_GZIP);
    expect(page!.firstPaint.js.gzip).toBe(ENTRY_GZIP + gz(PAGE_JS));
  });

  it('does not count a prepaint whose page still loads the entry itself', () => {
    const dist = build(
      `<html><head></head><body><div id="root"><div id="prepaint" inert></div></div>` +
        `<script type="module" crossorigin src="/assets/index.js"></script></body></html>`,
    );
    expect(routeBytes(dist, ROUTES)[0]!.firstPaint.js.gzip).toBe(ENTRY_GZIP);
  });
});

describe('checkByteBudgets', () => {
  it('fails each line whose measure is over its budget', () => {
    const dist = build(
      `<html><head></head><body><div id="root"></div>` +
        `<script type="module" crossorigin src="/assets/index.js"></script></body></html>`,
    );
    const lines = checkByteBudgets(routeBytes(dist, ROUTES), {
      landingFirstPaintJsGzipKB: 0.1,
      landingInteractiveJsGzipKB: 100,
      anyRouteJsGzipKB: 100,
    });
    expect(lines.map((line) => [line.budget, line.pass])).toEqual([
      ['JS before first paint of / (gzip)', false],
      ['JS before / responds: the entry (gzip)', true],
      ['JS before landing responds (gzip)', true],
      ['JS before page responds (gzip)', true],
    ]);
  });
});
