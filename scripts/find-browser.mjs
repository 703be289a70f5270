// Where a Chromium for Playwright is: Playwright's own download if one exists, else the system's.
// Never downloads a browser build.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

function playwrightOwn() {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return null;
  for (const dir of readdirSync(root)
    .filter((name) => name.startsWith('chromium-'))
    .sort()
    .reverse()) {
    for (const sub of ['chrome-linux64/chrome', 'chrome-linux/chrome']) {
      const candidate = join(root, dir, sub);
      if (existsSync(candidate)) return candidate;
    }
  }
  return null;
}

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH))
    return process.env.CHROMIUM_PATH;
  return playwrightOwn() ?? SYSTEM_CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** Debian's `chromium-headless-shell`: Chromium's headless-only build, the same Blink. */
export const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser the e2e suite drives: Chromium's headless shell, which Playwright itself runs for
 * headless tests (about a tenth faster here than the whole browser in headless mode, which also
 * runs the browser's own UI pages); else the whole Chromium. CHROMIUM_PATH overrides both.
 */
export function findHeadlessChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH))
    return process.env.CHROMIUM_PATH;
  return existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : findChromium();
}

// Chromium 156 preloads the omnibox popup (a WebUI page of some 200 modules) in a renderer of its
// own for every window, headless too: on a 2-core machine it takes as much CPU as the page under
// test while that page loads, tripled Lighthouse's blocking time and slowed every new browser
// context by about 0.4 s. A later `--disable-features` replaces Playwright's own list, so that
// list (playwright-core's chromiumSwitches) is repeated here; Puppeteer merges the two.
const QUIET_FEATURES = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/** Flags that keep Chromium quiet on a machine with no internet and busy with one page. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...QUIET_FEATURES].join(',')}`,
];
