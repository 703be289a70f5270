// Draws the app's PNG icons (public/icons/) from the favicon's shape with Chromium: run once when
// the logo changes (`node scripts/make-icons.mjs`); the PNGs are committed.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-browser.mjs';

const BAG = `<path d="M9 12h14l-2 11H11z" fill="#fff"/><path d="M12 12a4 4 0 0 1 8 0" stroke="#fff" stroke-width="2" fill="none"/>`;
/** `any`: the rounded square of the favicon. `maskable`: full bleed, the bag inside the 80% safe zone. */
const svg = (maskable) =>
  maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#16a34a"/><g transform="translate(4.8 4.8) scale(0.7)">${BAG}</g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#16a34a"/>${BAG}</svg>`;

const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage();
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-192.png', 192, true],
  ['maskable-512.png', 512, true],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg(maskable)}`,
  );
  await page.screenshot({ path: `public/icons/${name}`, omitBackground: true });
}
await browser.close();
