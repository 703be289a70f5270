// `npm run screenshots`: PNGs of the landing, a module home, the cart drawer and the checkout in
// Bengali and Arabic, light and dark, desktop and phone, for people to look at (issue 10); and each
// of the five module homes in English at both widths (issue 11). The
// SPA must be built (`npm run screenshots` builds it); a fresh in-memory provider is started here.
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { chromium, request as apiRequest, type BrowserContext, type Page } from '@playwright/test';
import { cartButtonName, tr, type Locale } from '../e2e/fixtures/i18n';
import { returningVisitor } from '../e2e/fixtures/visitor';
import { findJourneyWorld, type JourneyWorld } from '../e2e/fixtures/world';
import { CHROMIUM_ARGS, findChromium } from './find-browser.mjs';

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4174);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const OUT = 'screenshots';
const LOCALES: Locale[] = ['bn', 'ar'];
const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [1280, 390];

function startProvider() {
  const provider = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      STATIC_DIR: 'dist',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return provider;
}

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${BASE_URL}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the provider did not answer on ${BASE_URL}/healthz`);
}

/** Scrolls through the page so lazy images load, then waits for them and the fonts. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
    // Lazy images past a rail's edge never load by themselves: a screenshot wants them all.
    for (const image of document.images) image.loading = 'eager';
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve);
              image.addEventListener('error', resolve);
            }),
      ),
    );
    await document.fonts.ready;
  });
}

async function shoot(
  context: BrowserContext,
  world: JourneyWorld,
  locale: Locale,
  prefix: string,
): Promise<void> {
  const t = (key: string, values?: Record<string, unknown>) => tr(key, values, locale);

  const landing = await context.newPage();
  await landing.addInitScript((language) => {
    localStorage.setItem('language-setting', language);
  }, locale);
  await landing.goto(`${BASE_URL}/`);
  await landing.getByRole('heading', { level: 1, name: t('landing.title') }).waitFor();
  await landing.getByRole('textbox', { name: t('location.searchLabel') }).waitFor();
  await landing.evaluate(() => document.fonts.ready);
  await landing.screenshot({ path: `${prefix}-landing.png`, fullPage: true });
  await landing.evaluate(() => localStorage.clear());
  await landing.close();

  const page = await context.newPage();
  await returningVisitor(page, world, locale);
  await page.goto(`${BASE_URL}/home`);
  await page.getByRole('link', { name: world.first.store.name, exact: true }).waitFor();
  await settle(page);
  await page.screenshot({ path: `${prefix}-module-home.png`, fullPage: true });

  await page.goto(`${BASE_URL}/store/${world.first.store.id}`);
  await page
    .getByRole('button', { name: t('item.addNamed', { name: world.first.item.name }) })
    .click();
  await page.getByTestId('cart-badge').filter({ hasText: '1' }).waitFor();
  await page.getByRole('button', { name: cartButtonName(1, locale) }).click();
  await page.getByRole('dialog', { name: t('cart.title') }).waitFor();
  await page.waitForTimeout(400); // the drawer's slide-in
  await page.screenshot({ path: `${prefix}-cart-drawer.png` });

  await page.goto(`${BASE_URL}/checkout?page=cart`);
  await page.getByRole('heading', { level: 1, name: t('checkout.title') }).waitFor();
  await settle(page);
  await page.screenshot({ path: `${prefix}-checkout.png`, fullPage: true });
  await page.close();
}

type Module = { id: number; module_name: string; module_type: string };

/** Every module's home, as a returning visitor in the world's zones sees it. */
async function shootHomes(context: BrowserContext, world: JourneyWorld, width: number) {
  const modules = (await (await fetch(`${BASE_URL}/api/v1/module`)).json()) as Module[];
  for (const module of modules) {
    const page = await context.newPage();
    await page.addInitScript(
      (stored: Record<string, string>) => {
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      },
      {
        zoneid: JSON.stringify(world.zoneIds),
        module: JSON.stringify(module),
        location: world.placeName,
        currentLatLng: JSON.stringify({ lat: 23.7806, lng: 90.4163 }),
        'language-setting': 'en',
      },
    );
    await page.goto(`${BASE_URL}/home`);
    const title = tr(`home.hero.${module.module_type}.title`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await settle(page);
    const path = `${OUT}/en-light-${width}-home-${module.module_type}.png`;
    await page.screenshot({ path, fullPage: true });
    console.log(path);
    await page.close();
  }
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const provider = startProvider();
  try {
    await waitForHealth();
    const api = await apiRequest.newContext({ baseURL: BASE_URL });
    const world = await findJourneyWorld(api);
    await api.dispose();
    const browser = await chromium.launch({
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    });
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width > 600 ? 800 : 844 },
        reducedMotion: 'reduce',
      });
      await shootHomes(context, world, width);
      await context.close();
    }
    for (const locale of LOCALES)
      for (const scheme of SCHEMES)
        for (const width of WIDTHS) {
          const context = await browser.newContext({
            viewport: { width, height: width > 600 ? 800 : 844 },
            colorScheme: scheme,
          });
          const prefix = `${OUT}/${locale}-${scheme}-${width}`;
          await shoot(context, world, locale, prefix);
          await context.close();
          console.log(`${prefix}-*.png`);
        }
    await browser.close();
  } finally {
    if (provider.pid) process.kill(-provider.pid, 'SIGTERM');
  }
}

await main();
