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
// One copy per language the app ships (English, Bengali, Arabic right to left); the head script
// of index.html shows the stored language's copy, and none where no copy would match what the
// app renders: another path than `/`, a stored location (the app goes to /home). Without a
// Chromium the build goes on without a prepaint (the app paints as before).
import { createServer } from 'node:http';
import { readFileSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './find-browser.mjs';

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

/**
 * The languages painted, one copy each (src/i18n/index.ts LANGUAGES): the head script of
 * index.html shows the copy of the stored language.
 */
const LANGUAGES = ['en', 'bn', 'ar'];

/** The font files each copy's first screen needs: its script's faces (and Latin digits). */
const FACES = {
  en: /-latin-\d+-normal-[^/]*\.woff2$/,
  bn: /-(bengali|latin)-\d+-normal-[^/]*\.woff2$/,
  ar: /-(arabic|latin)-\d+-normal-[^/]*\.woff2$/,
};

/** The landing's first screen in `language`, as a first-time visitor who chose it sees it. */
async function capture(browser, url, language) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  try {
    // Held, never answered: the state before the provider's first answer.
    await page.route('**/api/**', () => {});
    await page.addInitScript((code) => localStorage.setItem('language-setting', code), language);
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
      // The faces of the copy's own script (the language menu's names in the other scripts
      // fetch those faces too; they need not delay the first paint).
      if (FACES[language].test(pathname)) fonts.add(pathname);
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
        sheets.push({ key: owner.dataset.emotion, rules });
      }
      const markup = document.getElementById('root').innerHTML;
      const { lang, dir } = document.documentElement;
      return { markup, lang, dir, sheets, globalNames: window.__globalStyleNames };
    });
    return { ...captured, fonts: [...fonts].sort() };
  } finally {
    await page.close();
  }
}

/** Every language's copy, in one browser. */
async function captureAll(url) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
  });
  try {
    const copies = [];
    for (const language of LANGUAGES) copies.push(await capture(browser, url, language));
    return copies;
  } finally {
    await browser.close();
  }
}

/**
 * One set of styles for every copy: the global sheets are the same in every language (checked),
 * the class rules are the union (emotion names a class by its styles, so a rule two copies share
 * has one name).
 */
function mergedSheets(copies) {
  const [first, ...others] = copies;
  const globals = (copy) => JSON.stringify(copy.sheets.filter((sheet) => sheet.key !== 'css'));
  for (const copy of others)
    if (globals(copy) !== globals(first) || copy.globalNames.join() !== first.globalNames.join())
      throw new Error(`prepaint: the global styles of ${copy.lang} differ from ${first.lang}'s`);
  const rules = new Set();
  for (const copy of copies)
    for (const sheet of copy.sheets.filter((each) => each.key === 'css'))
      for (const rule of sheet.rules) rules.add(rule);
  const globalSheets = first.sheets.filter((sheet) => sheet.key !== 'css');
  const classes = rules.size > 0 ? [{ key: 'css', rules: [...rules] }] : [];
  return { sheets: [...globalSheets, ...classes], globalNames: first.globalNames };
}

/**
 * The copies, each shown only where index.html's head script marked its language
 * (`data-prepaint` on <html>), with that language's direction.
 */
function copiesMarkup(copies) {
  const shown = copies
    .map((copy) => `html[data-prepaint="${copy.lang}"] [data-prepaint-copy="${copy.lang}"]`)
    .join(',');
  const style = `<style>[data-prepaint-copy]{display:none}${shown}{display:block}</style>`;
  const markup = copies
    .map(
      (copy) =>
        `<div data-prepaint-copy="${copy.lang}" lang="${copy.lang}" dir="${copy.dir}">${copy.markup}</div>`,
    )
    .join('');
  return { style, markup };
}

/**
 * The faces each copy's first screen uses arrive with the page (a late face re-wraps the hero:
 * CLS): the first language's as preload links, the others' added by a script for their copy.
 */
function fontPreloads(copies) {
  const link = (href) =>
    `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`;
  const [first, ...others] = copies;
  const always = new Set(first.fonts);
  const byLanguage = Object.fromEntries(
    others.map((copy) => [copy.lang, copy.fonts.filter((href) => !always.has(href))]),
  );
  const script = `<script>
      (function () {
        var faces = ${JSON.stringify(byLanguage)}[document.documentElement.getAttribute('data-prepaint')];
        (faces || []).forEach(function (href) {
          var link = document.createElement('link');
          link.rel = 'preload';
          link.as = 'font';
          link.type = 'font/woff2';
          link.crossOrigin = '';
          link.href = href;
          document.head.appendChild(link);
        });
      })();
    </script>`;
  return { links: first.fonts.map(link).join(''), script, count: always.size };
}

/**
 * The copied styles as emotion's server rendering writes them, so the app's emotion takes them
 * over instead of inserting them again (the first commit would otherwise parse and apply about
 * 60 KB of CSS once more): `<style data-emotion="css-global <name>">` per <Global>, adopted by the
 * <Global> of that name; `<style data-emotion="css <names>">` for the class rules, whose names the
 * cache marks as inserted when it starts (class `css-<name>`, keyframes `animation-<name>`).
 * `data-s` tells emotion they are in place already: without it, its cache moves every such tag to
 * the end of the head when it starts, and the browser parses and applies all their CSS again.
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
    (sheet, i) =>
      `<style data-emotion="css-global ${globalNames[i]}" data-s="">${sheet.rules.join('\n')}</style>`,
  );
  const css = classes.flatMap((sheet) => sheet.rules).join('\n');
  const names = new Set();
  for (const m of css.matchAll(/\.css-([a-z0-9]+)\b/g)) names.add(m[1]);
  for (const m of css.matchAll(/@keyframes (animation-[a-z0-9]+)\b/g)) names.add(m[1]);
  if (css) tags.push(`<style data-emotion="css ${[...names].join(' ')}" data-s="">${css}</style>`);
  return tags.join('');
}

/**
 * A page rendered on the server (issue 28) shows and works as links without the app; its code
 * starts once the page's pictures are in and painted (the frame after its load event, and not
 * before its first paint is on screen: Lighthouse's simulation counted code fetched before the
 * first frame as needed for it, FCP 1.66 s instead of 0.9 on a page that loaded fast), so the
 * first screen's pictures do not share a phone's slow network with ~200 KB of JavaScript (on
 * simulated slow 4G the shopping pages' LCP was 2.3–3.9 s with the code fetched at once). A tap
 * meanwhile is kept and replayed (index.html, early-taps.ts). Never later than this after the
 * page's end is parsed.
 */
const SSR_START_CAP_MS = 2500;

/**
 * The app's entry and its preloads move from the head to a script that adds them after the
 * first paint is on screen when the prepaint shows (at once otherwise, or in a hidden tab): the
 * landing's first paint never waits for the app's JavaScript, nor competes with it. "On screen"
 * is the paint timing entry of the first contentful paint (a second at most; after the first
 * frame where the browser has no paint timing): after the first frame alone, the entry was at
 * times fetched and evaluated before that frame was presented, and Lighthouse's simulation then
 * counted it before the first paint (landing FCP about 1.3 s instead of 0.9, LCP 1.9 instead of
 * 1.06, one run in two or three).
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
          function preload(href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          }
          ${JSON.stringify(preloads.map((m) => m[1]))}.forEach(preload);
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(entry[1])};
          document.head.appendChild(script);
          // A server-rendered page's own views' code (server/http/page-modules.ts), asked for
          // beside the entry: hydration waits for it. A few links a task: adding one costs about
          // 2 ms of the main thread (7 on a 4x-slowed phone), and twenty made one long task.
          var listed = document.getElementById('page-modules');
          var modules = listed ? JSON.parse(listed.textContent) : [];
          (function more() {
            if (!modules.length) return;
            setTimeout(function () {
              modules.splice(0, 4).forEach(preload);
              more();
            }, 0);
          })();
        }
        var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
        function afterFirstPaint(then) {
          if (types.indexOf('paint') < 0) return requestAnimationFrame(function () { setTimeout(then, 0); });
          new PerformanceObserver(function (list, observer) {
            if (!list.getEntriesByName('first-contentful-paint').length) return;
            observer.disconnect();
            setTimeout(then, 0);
          }).observe({ type: 'paint', buffered: true });
        }
        if (document.getElementById('ssr-data') && !document.hidden) {
          // After the load event and the first paint on screen, whichever comes last: a small
          // page loads before its first frame is presented.
          var waiting = 2;
          var one = function () { if (--waiting === 0) start(); };
          if (document.readyState === 'complete') one();
          else addEventListener('load', function () { requestAnimationFrame(function () { setTimeout(one, 0); }); });
          afterFirstPaint(one);
          setTimeout(start, ${SSR_START_CAP_MS});
        } else if (document.documentElement.hasAttribute('data-no-prepaint') || document.hidden) start();
        else {
          afterFirstPaint(start);
          setTimeout(start, 1000);
        }
      })();
    </script>`;
  return out.replace('</body>', `${loader}\n  </body>`);
}

const server = await serve();
try {
  const copies = await captureAll(`http://127.0.0.1:${server.address().port}/`);
  const { sheets, globalNames } = mergedSheets(copies);
  const styles = emotionTags(sheets, globalNames);
  const painted = copiesMarkup(copies);
  const fonts = fontPreloads(copies);
  const prepainted = startAfterPaint(html)
    .replace('</head>', `${fonts.links}${fonts.script}${painted.style}${styles}</head>`)
    .replace(ROOT_TAG, `<div id="root"><div id="prepaint" inert>${painted.markup}</div></div>`);
  writeFileSync(indexPath, prepainted);
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(
    `prepaint: ${copies.map((copy) => `${copy.lang} ${kb(copy.markup.length)} KB`).join(', ')} of markup, ` +
      `${kb(styles.length)} KB styles, ${fonts.count} fonts preloaded (and each copy's own) → ${indexPath}`,
  );
} finally {
  server.close();
}
