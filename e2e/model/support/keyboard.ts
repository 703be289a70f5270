import type { Locator, Page } from '@playwright/test';

/**
 * The model paths by keyboard alone (issue 45): with `MODEL_KEYBOARD=1`, what a driver does to a
 * control (`click`, `check`, `fill`) is done as a keyboard user does it. Focus moves to the
 * control with Tab or Shift+Tab (never `focus()`), then Enter or Space presses it, or the keys
 * type its value. A step fails when the control cannot be reached, when focus is lost on the way
 * (on `body` with the page still there) or when the focused control shows no focus indicator.
 */
export const keyboardOnly = process.env.MODEL_KEYBOARD === '1';

/** How many presses a control may take to reach: more means it is, in practice, unreachable. */
const MAX_PRESSES = 400;

/** What the replay met, per run (printed at its end). */
export const keyboardFigures = { reached: 0, presses: 0 };

type Focus = 'target' | 'body' | 'other';

/**
 * Where focus is, seen from the control (found anew at each press: a view may render it anew
 * as focus moves).
 */
function focusNow(locator: Locator): Promise<Focus> {
  return locator.evaluate((target) => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return active === target || target.contains(active) ? 'target' : 'other';
  });
}

/** Whether the control comes after the focused element in the page (Tab) or before it (Shift+Tab). */
function direction(locator: Locator): Promise<'Tab' | 'Shift+Tab'> {
  return locator.evaluate((target) => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'Tab';
    return active.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_PRECEDING
      ? 'Shift+Tab'
      : 'Tab';
  });
}

/** Moves focus to `locator` by Tab or Shift+Tab, as a keyboard user would. */
export async function reachByKeyboard(locator: Locator): Promise<void> {
  const page = locator.page();
  await locator.waitFor({ state: 'visible' });
  if ((await focusNow(locator)) === 'target') return;
  const key = await direction(locator);
  let leftPage = 0;
  for (let press = 1; press <= MAX_PRESSES; press++) {
    await page.keyboard.press(key);
    keyboardFigures.presses++;
    const now = await focusNow(locator);
    if (now === 'target') {
      keyboardFigures.reached++;
      await expectFocusVisible(locator);
      return;
    }
    // Past the page's last control focus leaves the page (body); a second time means the
    // control is not in the tab order at all.
    if (now === 'body' && ++leftPage > 1) break;
  }
  throw new Error(`keyboard: ${String(locator)} cannot be reached with ${key}`);
}

/** The focused control shows where focus is (an outline or a ring: WCAG 2.4.7). */
async function expectFocusVisible(locator: Locator): Promise<void> {
  const shown = await locator.evaluate((node) => {
    const active = document.activeElement as HTMLElement;
    const style = getComputedStyle(active);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ringed = style.boxShadow !== 'none';
    return active.matches(':focus-visible') && (outlined || ringed || node !== active);
  });
  if (!shown) throw new Error(`keyboard: ${String(locator)} is focused with no visible indicator`);
}

/** Presses the focused control as a keyboard user does: Space for a box to tick, else Enter. */
async function press(locator: Locator): Promise<void> {
  const kind = await locator.page().evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const role = active.getAttribute('role');
    const type = (active as HTMLInputElement).type;
    return role === 'checkbox' ||
      role === 'radio' ||
      role === 'switch' ||
      type === 'checkbox' ||
      type === 'radio'
      ? 'Space'
      : 'Enter';
  });
  await locator.page().keyboard.press(kind);
}

/**
 * While `run` runs, a driver's `click`, `check` and `fill` on any locator are the keyboard's;
 * anything else (reading, waiting, routes, the clock) is as it was.
 */
export async function withKeyboardOnly<T>(page: Page, run: () => Promise<T>): Promise<T> {
  if (!keyboardOnly) return run();
  const proto = Object.getPrototypeOf(page.locator('body')) as Locator & Record<string, unknown>;
  const original = { click: proto.click, check: proto.check, fill: proto.fill };
  proto.click = async function (this: Locator) {
    await reachByKeyboard(this);
    await press(this);
  };
  proto.check = async function (this: Locator) {
    await reachByKeyboard(this);
    if (!(await this.isChecked())) await press(this);
  };
  proto.fill = async function (this: Locator, value: string) {
    await reachByKeyboard(this);
    const keyboard = this.page().keyboard;
    await keyboard.press('ControlOrMeta+A');
    if (value === '') await keyboard.press('Backspace');
    else await keyboard.type(value);
  };
  try {
    return await run();
  } finally {
    Object.assign(proto, original);
  }
}
