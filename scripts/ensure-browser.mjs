#!/usr/bin/env node
// Makes sure a Chromium exists for the end-to-end tests: Playwright's own, else the system's,
// else (as root on Debian) `apt-get install -y chromium`. It never downloads a browser build.
import { execSync } from 'node:child_process';
import { findChromium } from './find-browser.mjs';

let path = findChromium();
if (!path) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      'ensure-browser: no Chromium found. Install one (e.g. `sudo apt-get install -y chromium`) or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  console.log("ensure-browser: no Chromium found; installing Debian's chromium package");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  path = findChromium();
}
if (!path) {
  console.error('ensure-browser: Chromium is still missing after the install');
  process.exit(1);
}
console.log(`ensure-browser: using ${path}`);
