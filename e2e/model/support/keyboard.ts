import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The model paths by keyboard alone (issue 45), unless `MODEL_KEYBOARD=0` (then by pointer): what
 * a driver does to a control (`click`, `check`, `fill`, `press`, `focus`, `blur`, `hover`) is
 * done as a keyboard user does it. Focus moves to the control with Tab or Shift+Tab, and the
 * arrows inside a radio group or a menu (never `focus()`); then Enter or Space presses it, or the
 * keys type its value. A step fails when the control cannot be reached, when the focused control
 * shows no focus indicator, or when the step leaves focus lost on `body` (`expectFocusKept`).
 */
export const keyboardOnly = process.env.MODEL_KEYBOARD !== '0';

/** How many presses a control may take to reach: more means it is, in practice, unreachable. */
const MAX_PRESSES = 400;

/** Where focus was when a step began: on a control, in which document. */
export type FocusMark = { focused: boolean; document: string } | null;

declare global {
  interface Window {
    keyboardDocument?: string;
    /** A number per element focus has been on, to tell Tab going round in circles. */
    keyboardVisits?: WeakMap<Element, number>;
    keyboardVisitCount?: number;
  }
}

/** What the replay met, per run (printed at its end). */
export const keyboardFigures = { reached: 0, presses: 0, focusLosses: 0, traps: 0 };

type Focus = {
  /** The control went from the page (a view rendered it anew): find it again. */
  detached: boolean;
  at: 'target' | 'body' | 'other';
  /**
   * Focus is in the control's group (a radio group, a menu, a list box): one Tab stop, whose
   * entries are reached with the arrow keys.
   */
  inGroup: boolean;
  /** The control comes before the focused element in the page (Shift+Tab reaches it). */
  before: boolean;
  /** The focused element's number (the same each time focus comes back to it); 0 on body. */
  visit: number;
  /** Focus is inside an open modal dialog, where Tab goes round by design. */
  modal: boolean;
};

/** Where focus is, seen from the control. */
function focusOn(target: Element): Focus {
  const active = document.activeElement;
  const onBody = !active || active === document.body;
  // A radio of a label, a menu's entry: what takes focus (or is pointed at) in the control.
  const entry = target.matches('[role="radio"], [type="radio"], [role="menuitem"], [role="option"]')
    ? target
    : target.querySelector('[role="radio"], [type="radio"]');
  // A menu keeps focus itself and points at its highlighted entry.
  const pointedAt = entry?.id && active?.getAttribute('aria-activedescendant') === entry.id;
  const at = onBody
    ? 'body'
    : active === target || target.contains(active) || pointedAt
      ? 'target'
      : 'other';
  const group = (node: Element) =>
    node.closest('[role="radiogroup"], [role="menu"], [role="listbox"]') ??
    ((node as HTMLInputElement).name || null);
  const entryGroup = entry && group(entry);
  const visits = (window.keyboardVisits ??= new WeakMap());
  if (!onBody && !visits.has(active!))
    visits.set(active!, (window.keyboardVisitCount = (window.keyboardVisitCount ?? 0) + 1));
  return {
    detached: !target.isConnected,
    at,
    inGroup:
      at === 'other' &&
      !!entryGroup &&
      (entryGroup === active ||
        (entryGroup instanceof Element
          ? entryGroup.contains(active)
          : group(active!) === entryGroup)),
    before:
      !onBody &&
      Boolean(active!.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_PRECEDING),
    visit: onBody ? 0 : visits.get(active!)!,
    modal: !onBody && !!active!.closest('[aria-modal="true"], dialog:modal'),
  };
}

/**
 * How many Tab stops certainly lie between focus and the control, the way Tab goes (Shift+Tab:
 * `backwards`): the controls in the tab order that are shown and in reach, never more than Tab
 * meets (a stop this count leaves out, a scroller or a frame, only makes it smaller). 0 when focus
 * is on `body` (Tab starts where focus was last) or the page orders stops by positive `tabindex`.
 */
function tabStopsBetween(target: Element, backwards: boolean): number {
  const active = document.activeElement;
  if (!active || active === document.body) return 0;
  const within = active.closest('[aria-modal="true"], dialog:modal') ?? document.body;
  const controls = within.querySelectorAll<HTMLElement>(
    'a[href], button, input, select, textarea, [tabindex]',
  );
  const follows = (a: Node, b: Node) =>
    Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  let count = 0;
  for (const control of controls) {
    if (control.tabIndex > 0) return 0;
    const between = backwards
      ? follows(target, control) && follows(control, active)
      : follows(active, control) && follows(control, target);
    if (
      between &&
      !target.contains(control) &&
      !control.contains(target) &&
      !active.contains(control) &&
      control.tabIndex === 0 &&
      !control.matches(':disabled, [type="hidden"], [type="radio"]') &&
      !control.closest('[inert], [aria-hidden="true"]') &&
      control.checkVisibility({ visibilityProperty: true }) &&
      control.getClientRects().length > 0
    )
      count++;
  }
  return count;
}

/**
 * Moves focus to `locator` by Tab or Shift+Tab (and arrows in a radio group or a menu), as a
 * keyboard user would. The control is found once (finding it by role at each press is slow on a long page) and
 * again whenever a view renders it anew.
 */
export async function reachByKeyboard(locator: Locator): Promise<void> {
  const page = locator.page();
  await locator.waitFor({ state: 'visible' });
  let target = await locator.elementHandle();
  const probe = async (): Promise<Focus> => {
    const focus = await target!.evaluate(focusOn);
    if (!focus.detached) return focus;
    target = await locator.elementHandle();
    return target!.evaluate(focusOn);
  };
  /** Focus is on the control, shown (an already focused one is not counted). */
  const reached = async () => {
    keyboardFigures.reached++;
    await expectFocusVisible(locator);
  };
  let focus = await probe();
  if (focus.at === 'target') return;
  const tab = focus.before ? 'Shift+Tab' : 'Tab';
  // The stops on the way are pressed through without asking where focus is after each (that
  // asking was half of every press's time); the last few are probed one press at a time.
  if (!focus.inGroup) {
    const unprobed = (await target!.evaluate(tabStopsBetween, focus.before)) - 2;
    for (let press = 1; press <= unprobed; press++) {
      await page.keyboard.press(tab);
      keyboardFigures.presses++;
    }
    if (unprobed > 0) focus = await probe();
    if (focus.at !== 'target' && focus.at !== 'body' && focus.before !== (tab === 'Shift+Tab'))
      throw new Error(`keyboard: ${unprobed} presses of ${tab} went past ${String(locator)}`);
    if (focus.at === 'target') return reached();
  }
  let leftPage = 0;
  // Where Tab has been: coming back to one without leaving the page is going round in circles.
  const tabbedTo = new Set<number>();
  for (let press = 1; press <= MAX_PRESSES; press++) {
    const arrow = focus.inGroup;
    await page.keyboard.press(arrow ? 'ArrowDown' : tab);
    keyboardFigures.presses++;
    focus = await probe();
    if (!arrow && focus.visit && tabbedTo.has(focus.visit)) {
      if (focus.modal)
        throw new Error(
          `keyboard: ${String(locator)} is outside the open dialog, where ${tab} goes round ${tabbedTo.size} controls`,
        );
      keyboardFigures.traps++;
      throw new Error(
        `keyboard: focus is trapped: ${tab} goes round ${tabbedTo.size} controls and never leaves them for ${String(locator)} (WCAG 2.1.2)`,
      );
    }
    if (!arrow && focus.visit) tabbedTo.add(focus.visit);
    if (focus.at === 'body') tabbedTo.clear();
    if (focus.at === 'target') return reached();
    // Past the page's last control focus leaves the page (body); a second time means the
    // control is not in the tab order at all.
    if (focus.at === 'body' && ++leftPage > 1) break;
  }
  throw new Error(`keyboard: ${String(locator)} cannot be reached with ${tab}`);
}

/** Where focus is as a step begins (each document is named once, to tell a new page apart). */
export async function markFocus(page: Page): Promise<FocusMark> {
  if (!keyboardOnly) return null;
  return page
    .evaluate(() => {
      window.keyboardDocument ??= String(Math.random());
      const active = document.activeElement;
      return { focused: !!active && active !== document.body, document: window.keyboardDocument };
    })
    .catch(() => null);
}

/**
 * Focus is not lost by a step: a control focused as it began, in a page still there at its end,
 * leaves focus on a control (not on `body`: a dialog closed without returning it, a list updated
 * under it, a route changed without placing it). A new page starts afresh.
 */
export async function expectFocusKept(page: Page, mark: FocusMark, step: string): Promise<void> {
  if (!keyboardOnly || !mark?.focused) return;
  const now = () =>
    page
      .evaluate(() => ({
        document: window.keyboardDocument,
        onBody: !document.activeElement || document.activeElement === document.body,
      }))
      .catch(() => ({ document: undefined, onBody: false }));
  const lost = async () => {
    const { document, onBody } = await now();
    return document === mark.document && onBody;
  };
  // Focus may move a frame later (a dialog opening moves it in once it is shown).
  try {
    await expect.poll(lost, { timeout: 1_000 }).toBe(false);
  } catch {
    keyboardFigures.focusLosses++;
    throw new Error(`keyboard: focus was lost (on body) after ${step}`);
  }
}

/** The focused control shows where focus is (an outline or a ring: WCAG 2.4.7). */
async function expectFocusVisible(locator: Locator): Promise<void> {
  const shown = await locator.evaluate((node) => {
    const active = document.activeElement as HTMLElement;
    const marked = (element: Element) => {
      const style = getComputedStyle(element);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outlined || style.boxShadow !== 'none';
    };
    // A radio or checkbox's input is hidden: its label's drawn box shows the focus.
    const drawn = [active, ...(active.closest('label')?.querySelectorAll('*') ?? [])];
    return active.matches(':focus-visible') && (drawn.some(marked) || node !== active);
  });
  if (!shown) throw new Error(`keyboard: ${String(locator)} is focused with no visible indicator`);
  const hidden = await locator.evaluate((node) => {
    // What shows the focus: the control, or the label drawn for a hidden radio or checkbox.
    const active = document.activeElement as HTMLElement;
    if (node !== active && !node.contains(active)) return false;
    const drawn =
      active.getClientRects().length > 0 && active.offsetWidth > 1
        ? active
        : active.closest('label');
    if (!drawn) return false;
    const box = drawn.getBoundingClientRect();
    const inset = (from: number, size: number, share: number) => from + Math.max(1, size * share);
    const points = [0.1, 0.5, 0.9].flatMap((x) =>
      [0.1, 0.5, 0.9].map(
        (y) => [inset(box.left, box.width, x), inset(box.top, box.height, y)] as const,
      ),
    );
    // Only what is in the window can be covered: a control moved out of it after focus scrolled
    // it in (content above it grew) is not under other content.
    const inWindow = points.filter(
      ([x, y]) => x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight,
    );
    if (inWindow.length === 0) return false;
    const seen = inWindow.filter(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && (drawn.contains(top) || top.contains(drawn));
    });
    return seen.length === 0;
  });
  if (hidden)
    throw new Error(
      `keyboard: ${String(locator)} is focused but wholly hidden under other content (WCAG 2.4.11)`,
    );
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
 * Moves focus out of `locator` by Tab, as a keyboard user leaves a control (the keyboard's
 * pointer-left: a card's stepper collapses when focus leaves it as when the pointer does).
 */
export async function leaveByKeyboard(locator: Locator): Promise<void> {
  const page = locator.page();
  for (let press = 1; press <= MAX_PRESSES; press++) {
    if ((await locator.evaluate(focusOn)).at !== 'target') return;
    await page.keyboard.press('Tab');
    keyboardFigures.presses++;
  }
  keyboardFigures.traps++;
  throw new Error(`keyboard: focus is trapped: Tab cannot leave ${String(locator)} (WCAG 2.1.2)`);
}

/**
 * While `run` runs, a driver's `click`, `check`, `fill`, `press`, `focus`, `blur` and `hover` on
 * any locator are the keyboard's (a hover is focus coming in, a blur Tab out of it, as the app
 * treats them); anything else (reading, waiting, routes, the clock) is as it was.
 */
export async function withKeyboardOnly<T>(page: Page, run: () => Promise<T>): Promise<T> {
  if (!keyboardOnly) return run();
  const proto = Object.getPrototypeOf(page.locator('body')) as Locator & Record<string, unknown>;
  const original = {
    click: proto.click,
    check: proto.check,
    fill: proto.fill,
    press: proto.press,
    focus: proto.focus,
    hover: proto.hover,
    blur: proto.blur,
  };
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
  proto.press = async function (this: Locator, key: string) {
    await reachByKeyboard(this);
    await this.page().keyboard.press(key);
  };
  proto.focus = async function (this: Locator) {
    await reachByKeyboard(this);
  };
  proto.hover = proto.focus;
  proto.blur = async function (this: Locator) {
    await leaveByKeyboard(this);
  };
  try {
    return await run();
  } finally {
    Object.assign(proto, original);
  }
}
