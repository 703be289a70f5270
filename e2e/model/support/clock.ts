import type { Page } from '@playwright/test';

/**
 * On a paused page clock, lets the page run its short timers (React revealing a lazy dialog,
 * TanStack Query handing on an answer) in 10 ms steps until `ready`, for at most `budgetMs`:
 * less than any named delay the path is waiting out, so none of those passes on its own.
 */
export async function runUntil(page: Page, ready: () => Promise<boolean>, budgetMs = 200) {
  for (let ms = 0; ms < budgetMs && !(await ready()); ms += 10) await page.clock.runFor(10);
}
