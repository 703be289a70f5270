import type { Page } from '@playwright/test';

/**
 * On a paused page clock, lets the page run its short timers (React revealing a lazy dialog,
 * TanStack Query handing on an answer) in 10 ms steps until `ready`, for at most `budgetMs`:
 * less than any named delay the path is waiting out, so none of those passes on its own.
 */
export async function runUntil(page: Page, ready: () => Promise<boolean>, budgetMs = 200) {
  for (let ms = 0; ms < budgetMs && !(await ready()); ms += 10) await page.clock.runFor(10);
}

/**
 * Pauses the page's clock a second ahead of its own time. A busy machine can let more than that
 * second pass between reading the page's time and pausing: then Playwright refuses to go back,
 * and the pause is tried again from the page's new time.
 */
export async function pauseSoon(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1_000);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}
