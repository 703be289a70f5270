#!/usr/bin/env node
// Makes sure a Chromium exists for the end-to-end tests: Playwright's own, else the system's,
// else (as root on Debian) `apt-get install -y chromium`; and, as root on Debian, the headless
// shell the e2e suite prefers (`chromium-headless-shell`, find-browser.mjs). It never downloads
// a browser build.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEBIAN_HEADLESS_SHELL, findChromium, findHeadlessChromium } from './find-browser.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const onDebian = existsSync('/usr/bin/apt-get');
const missing = [
  ...(findChromium() ? [] : ['chromium']),
  ...(process.env.CHROMIUM_PATH || existsSync(DEBIAN_HEADLESS_SHELL) || !onDebian
    ? []
    : ['chromium-headless-shell']),
];
if (missing.length > 0 && isRoot && onDebian) {
  console.log(`ensure-browser: installing Debian's ${missing.join(' and ')}`);
  try {
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
      { stdio: 'inherit' },
    );
  } catch {
    // without the headless shell the whole Chromium runs the suite; without any, the check below
    console.error('ensure-browser: the install failed');
  }
}
const path = findHeadlessChromium();
if (!path) {
  console.error(
    'ensure-browser: no Chromium found. Install one (e.g. `sudo apt-get install -y chromium chromium-headless-shell`) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
console.log(`ensure-browser: e2e uses ${path}`);
