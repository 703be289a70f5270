import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-browser.mjs';
import { wholeCatalogue } from '../../src/i18n/whole-catalogue';
import type { BenchWorld } from './visitor';

/** SPEC: suggestions wait for typing to pause this long; it is subtracted from the timing. */
export const SUGGESTION_DEBOUNCE_MS = 500;

const en = wholeCatalogue<{
  search: { label: string; suggestions: string };
  cards: { quickView: string };
}>('en');

export interface Interactions {
  addToCartMs: number;
  openCartMs: number;
  /**
   * An item's quick view, opened for the first time (its code loads on the click); absent from
   * results recorded before it was measured.
   */
  quickViewMs?: number;
  suggestionsMs: number;
  runs: number;
}

type Bench = { start?: number; end?: number };

/** In the page: the first click or input event starts the clock, the DOM change stops it. */
const TIMER = `function (selector, text) {
  var bench = {};
  window.__bench = bench;
  var start = function (event) { if (bench.start === undefined) bench.start = event.timeStamp; };
  document.addEventListener('click', start, { capture: true, once: true });
  document.addEventListener('input', start, { capture: true, once: true });
  var observer = new MutationObserver(function () {
    if (bench.start === undefined) return;
    var el = document.querySelector(selector);
    if (!el || (text !== null && (el.textContent || '').trim() !== text)) return;
    bench.end = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}`;

/**
 * Milliseconds from the event `action` causes in the page (its click or input event) to the DOM
 * holding `selector` (with `text`, if given), measured inside the page.
 */
async function timed(
  page: Page,
  action: () => Promise<void>,
  selector: string,
  text?: string,
): Promise<number> {
  // A string, not a function: tsx's transform would wrap inner functions in a helper the page lacks.
  await page.evaluate(`(${TIMER})(${JSON.stringify(selector)}, ${JSON.stringify(text ?? null)})`);
  await action();
  await page.waitForFunction(
    () => (window as unknown as { __bench: Bench }).__bench.end !== undefined,
    undefined,
    { timeout: 20_000 },
  );
  return page.evaluate(() => {
    const { start, end } = (window as unknown as { __bench: Bench }).__bench;
    return (end ?? NaN) - (start ?? NaN);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

export async function openPlaywright(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: CHROMIUM_ARGS,
  });
}

/**
 * The storefront: add to cart on a store page, open the cart drawer, open an item's quick view,
 * type in the header search.
 */
export async function storefrontInteractions(
  browser: Browser,
  baseURL: string,
  bench: BenchWorld,
  runs: number,
): Promise<Interactions> {
  const { world } = bench;
  const { guest_id: _guest, ...place } = bench.storage;
  const word = world.first.item.name;
  const add: number[] = [];
  const open: number[] = [];
  const quick: number[] = [];
  const suggest: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ baseURL });
    try {
      await context.addInitScript((stored: Record<string, string>) => {
        if (localStorage.getItem('zoneid')) return;
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      }, place);
      const page = await context.newPage();
      await page.goto(`/store/${world.first.store.id}`);
      const button = page.getByRole('button', { name: `Add ${world.first.item.name} to cart` });
      await button.waitFor();
      // A new visitor's guest id is requested after the first paint; the cart needs it.
      await page.waitForFunction(() => localStorage.getItem('guest_id') !== null);
      add.push(await timed(page, () => button.click(), '[data-testid="cart-badge"]', '1'));
      const cart = page.getByRole('button', { name: /^Cart ?, 1 item$/ });
      open.push(await timed(page, () => cart.click(), '[role="dialog"]'));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      const quickView = page.getByRole('button', {
        name: en.cards.quickView.replace('{{name}}', world.first.item.name),
      });
      quick.push(await timed(page, () => quickView.click(), '[role="dialog"]'));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      const box = page.getByRole('searchbox', { name: en.search.label, exact: true });
      const list = `[aria-label="${en.search.suggestions}"] a[href]`;
      suggest.push((await timed(page, () => box.fill(word), list)) - SUGGESTION_DEBOUNCE_MS);
    } finally {
      await context.close();
    }
  }
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    addToCartMs: round(median(add)),
    openCartMs: round(median(open)),
    quickViewMs: round(median(quick)),
    suggestionsMs: round(median(suggest)),
    runs,
  };
}

/**
 * The same on the bare page: React's own click-to-DOM time, the floor. Its one dialog, the cart,
 * is the floor of both dialogs (the cart drawer and the quick view).
 */
export async function bareInteractions(
  browser: Browser,
  baseURL: string,
  runs: number,
): Promise<Interactions> {
  const add: number[] = [];
  const open: number[] = [];
  const suggest: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const addButton = page.getByRole('button', { name: 'Add to cart' });
      add.push(await timed(page, () => addButton.click(), '[data-testid="cart-badge"]', '1'));
      const cart = page.getByRole('button', { name: 'Cart', exact: true });
      open.push(await timed(page, () => cart.click(), '[role="dialog"]'));
      const box = page.getByRole('textbox', { name: 'Search' });
      suggest.push(await timed(page, () => box.fill('rice'), '[aria-label="Suggestions"] li'));
    } finally {
      await context.close();
    }
  }
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    addToCartMs: round(median(add)),
    openCartMs: round(median(open)),
    quickViewMs: round(median(open)),
    suggestionsMs: round(median(suggest)),
    runs,
  };
}
