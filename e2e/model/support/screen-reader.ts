import { expect, type Page } from '@playwright/test';
import { LIVE } from '../../fixtures/read-out';

/**
 * What a screen reader is told in the state a step stopped in (issue 45): every open dialog and
 * drawer has a name, every toast shown is in a live region, and each toast and each form's
 * message shown was read out as it came (e2e/fixtures/read-out.ts, when the page is followed).
 * Returns what is wrong, in words; an empty list when nothing is.
 */
function unheard(live: string): string[] {
  const shown = (node: Element) => (node as HTMLElement).getClientRects().length > 0;
  const nameOf = (node: Element) =>
    node.getAttribute('aria-label')?.trim() ||
    (node.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
      .trim();
  const problems: string[] = [];
  for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog')) {
    if (shown(dialog) && !nameOf(dialog))
      problems.push(
        `a ${dialog.getAttribute('role') ?? 'dialog'} has no name: ${dialog.outerHTML.slice(0, 120)}`,
      );
  }
  for (const toast of document.querySelectorAll('[data-scope="toast"][data-part="root"]')) {
    if (shown(toast) && !toast.closest(live))
      problems.push(`a toast is in no live region: "${toast.textContent?.trim()}"`);
  }
  const readOut = window.wasReadOut;
  if (readOut) {
    const told = '[data-scope="toast"][data-part="title"], [data-part="error-text"]';
    for (const message of document.querySelectorAll(told))
      if (shown(message) && message.textContent?.trim() && !readOut(message))
        problems.push(`"${message.textContent.trim()}" was shown but not read out`);
  }
  return problems;
}

/** Fails the step when an open dialog or drawer is unnamed or a toast is not announced. */
export async function expectHeard(page: Page): Promise<void> {
  const problems = await page.evaluate(unheard, LIVE).catch(() => []);
  expect(problems, 'what a screen reader is told').toEqual([]);
}
