import { expect, type Page } from '@playwright/test';

/** Waits until the app's service worker controls the page (its first version claims it). */
export async function controlledByWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 30_000,
    })
    .toMatch(/\/sw\.js$/);
}

/** The banner's state: online (no banner), offline or reconnecting. */
export const connectivityBanner = (page: Page) => page.getByTestId('connectivity-banner');
