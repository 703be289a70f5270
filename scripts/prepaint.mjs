#!/usr/bin/env node
// After `vite build`: the landing's first screen, painted into dist/index.html before any script
// runs (issue 16: the landing's LCP waited for the whole first-paint JavaScript).
//
// The built SPA is opened in Chromium with every API call held, so the page stands in the state
// a first-time visitor sees before the provider answers (hero, picker frame with its spinner).
// Its markup and the styles emotion inserted for it go into index.html, inside #root, marked
// `inert`: visible at once, but neither focusable nor in the accessibility tree, so nobody acts
// on a copy. React's first commit replaces it (createRoot clears its container).
//
// The head script of index.html hides the copy when it would not match what the app renders:
// another path than `/`, a stored location (the app goes to /home), a stored language other than
// English. Without a Chromium the build goes on without a prepaint (the app paints as before).
import { createServer } from 'node:http';
import { readFileSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { findChromium } from './find-browser.mjs';

const dist = process.argv[2] ?? 'dist';
const indexPath = join(dist, 'index.html');
const ROOT_TAG = '<div id="root"></div>';
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.png': 'image/png',
};

const html = readFileSync(indexPath, 'utf8');
if (!html.includes(ROOT_TAG)) {
  console.error(`prepaint: ${indexPath} has no empty ${ROOT_TAG} (already prepainted?)`);
  process.exit(1);
}
const executablePath = findChromium();
if (!executablePath) {
  console.log('prepaint: skipped, no Chromium found (the landing paints when its script runs)');
  process.exit(0);
}

/** dist as static files; any unknown path answers index.html (the SPA's fallback). */
function serve() {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    let file = join(dist, path);
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
      file = indexPath;
    res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function capture(url) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    // Held, never answered: the state before the provider's first answer.
    await page.route('**/api/**', () => {});
    // Each emotion <Global> looks for its server-rendered tag by name when it mounts: the names
    // are read from those lookups (see emotionTags).
    await page.addInitScript(() => {
      const lookups = (window.__globalStyleNames = []);
      const querySelector = Document.prototype.querySelector;
      Document.prototype.querySelector = function (selector) {
        const found = /^style\[data-emotion="css-global ([^"]+)"\]$/.exec(selector);
        if (found) lookups.push(found[1]);
        return querySelector.call(this, selector);
      };
    });
    const fonts = new Set();
    page.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      // Latin faces only: the hero is English. (The language menu's Bengali and Arabic names
      // fetch those scripts' faces too; they need not delay the first paint.)
      if (/-latin-\d+-normal-[^/]*\.woff2$/.test(pathname)) fonts.add(pathname);
    });
    await page.goto(url);
    await page.locator('h1').waitFor();
    await page.evaluate(() => document.fonts.ready);
    // Lazy parts of the first screen settle: the markup stays the same for half a second.
    let last = '';
    for (let stable = 0; stable < 5;) {
      const now = await page.locator('#root').innerHTML();
      stable = now === last ? stable + 1 : 0;
      last = now;
      await page.waitForTimeout(100);
    }
    const captured = await page.evaluate(() => {
      // The built CSS file stays linked from index.html; only emotion's inserted styles are copied.
      const sheets = [];
      for (const sheet of document.styleSheets) {
        const owner = sheet.ownerNode;
        if (!(owner instanceof HTMLStyleElement) || !owner.dataset.emotion) continue;
        const rules = [...sheet.cssRules].map((rule) => rule.cssText);
        sheets.push({ key: owner.dataset.emotion, css: rules.join('\n') });
      }
      const markup = document.getElementById('root').innerHTML;
      return { markup, sheets, globalNames: window.__globalStyleNames };
    });
    return { ...captured, fonts: [...fonts].sort() };
  } finally {
    await browser.close();
  }
}

/**
 * The copied styles as emotion's server rendering writes them, so the app's emotion takes them
 * over instead of inserting them again (the first commit would otherwise parse and apply about
 * 60 KB of CSS once more): `<style data-emotion="css-global <name>">` per <Global>, adopted by the
 * <Global> of that name; `<style data-emotion="css <names>">` for the class rules, whose names the
 * cache marks as inserted when it starts (class `css-<name>`, keyframes `animation-<name>`).
 */
function emotionTags(sheets, globalNames) {
  const globals = sheets.filter((sheet) => sheet.key === 'css-global');
  const classes = sheets.filter((sheet) => sheet.key === 'css');
  if (globals.length !== globalNames.length || classes.length + globals.length !== sheets.length)
    throw new Error(
      `prepaint: unexpected emotion sheets (${sheets.map((sheet) => sheet.key).join(', ')}; ` +
        `${globalNames.length} <Global> names)`,
    );
  const tags = globals.map(
    (sheet, i) => `<style data-emotion="css-global ${globalNames[i]}">${sheet.css}</style>`,
  );
  const css = classes.map((sheet) => sheet.css).join('\n');
  const names = new Set();
  for (const m of css.matchAll(/\.css-([a-z0-9]+)\b/g)) names.add(m[1]);
  for (const m of css.matchAll(/@keyframes (animation-[a-z0-9]+)\b/g)) names.add(m[1]);
  if (css) tags.push(`<style data-emotion="css ${[...names].join(' ')}">${css}</style>`);
  return tags.join('');
}

/**
 * The app's entry and its preloads move from the head to a script that adds them after the
 * first frame is painted when the prepaint shows (at once otherwise, or in a hidden tab): the
 * landing's first paint never waits for the app's JavaScript, nor competes with it.
 */
function startAfterPaint(page) {
  const entry = page.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
  if (!entry) throw new Error('prepaint: no module entry script in index.html');
  const preloads = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let out = page.replace(entry[0], '');
  for (const link of preloads) out = out.replace(link[0], '');
  const loader = `<script>
      (function () {
        var started = false;
        function start() {
          if (started) return;
          started = true;
          ${JSON.stringify(preloads.map((m) => m[1]))}.forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          });
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(entry[1])};
          document.head.appendChild(script);
        }
        if (document.documentElement.hasAttribute('data-no-prepaint') || document.hidden) start();
        else requestAnimationFrame(function () { setTimeout(start, 0); });
      })();
    </script>`;
  return out.replace('</body>', `${loader}\n  </body>`);
}

const server = await serve();
try {
  const { markup, sheets, globalNames, fonts } = await capture(
    `http://127.0.0.1:${server.address().port}/`,
  );
  const styles = emotionTags(sheets, globalNames);
  // The faces the first screen uses arrive with the page: a late face re-wraps the hero (CLS).
  const preloads = fonts.map(
    (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
  );
  const prepainted = startAfterPaint(html)
    .replace('</head>', `${preloads.join('')}${styles}</head>`)
    .replace(ROOT_TAG, `<div id="root"><div id="prepaint" inert>${markup}</div></div>`);
  writeFileSync(indexPath, prepainted);
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(
    `prepaint: ${kb(markup.length)} KB markup, ${kb(styles.length)} KB styles, ${fonts.length} fonts preloaded → ${indexPath}`,
  );
} finally {
  server.close();
}
