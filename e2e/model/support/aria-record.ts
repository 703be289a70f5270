/**
 * What a screen reader meets in every state the model paths stop in, kept as the expected record
 * and compared on every run (issue 45): after each step, the focused control (its role, name and
 * state) and the accessibility tree (Playwright's ARIA snapshot) of every open dialog, drawer and
 * alert. One file per machine, `e2e/model/aria/<machine>.aria.txt`, a section per path and step.
 *
 * Numbers are written as `#` and clock times as `<time>` (prices, times, order ids and stock move
 * between runs; the words and the roles are what is kept). A step whose tree differs from its
 * record is given a few seconds to settle (something still loading) before it fails. `ARIA_UPDATE=1` writes what the run heard as
 * the new record; a step with no record fails without it. Each path is recorded in its own look
 * (./looks.ts: its language); a run with every path in one look (the gallery, MODEL_LOOK) is not
 * compared.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { fixedLook } from './looks';

const RECORD_DIR = join('e2e', 'model', 'aria');
const update = process.env.ARIA_UPDATE === '1';
const ariaCompared = !fixedLook;

const SECTION = '## ';
const fileOf = (machineId: string) => join(RECORD_DIR, `${machineId}.aria.txt`);

/** The record of a machine: step key → what was heard. */
function readRecord(machineId: string): Map<string, string> {
  const record = new Map<string, string>();
  if (!existsSync(fileOf(machineId))) return record;
  let key: string | undefined;
  let lines: string[] = [];
  const flush = () => {
    if (key !== undefined) record.set(key, lines.join('\n').trim());
  };
  for (const line of readFileSync(fileOf(machineId), 'utf8').split('\n')) {
    if (line.startsWith(SECTION)) {
      flush();
      key = line.slice(SECTION.length);
      lines = [];
    } else lines.push(line);
  }
  flush();
  return record;
}

/** The open dialogs, drawers and alerts (toasts are checked by ./screen-reader.ts: they pass). */
const OVERLAYS =
  '[role="dialog"]:visible, [role="alertdialog"]:visible, [role="alert"]:not([data-scope="toast"], [data-scope="toast"] *):visible';

/** What the page says now: the focused control's first line, then each overlay's tree. */
async function heardNow(page: Page): Promise<string> {
  const parts: string[] = [];
  const focused = page.locator('*:focus');
  const focusLine = (await focused.count())
    ? (await focused.first().ariaSnapshot({ timeout: 2_000 })).split('\n')[0]!.replace(/^- /, '')
    : 'nothing';
  parts.push(`focus: ${focusLine}`);
  for (const overlay of await page.locator(OVERLAYS).all()) {
    const tree = await overlay.ariaSnapshot({ timeout: 2_000 }).catch(() => '');
    if (tree.trim()) parts.push(tree);
  }
  return catalogueLinksByKind(
    parts
      .join('\n')
      .replace(/\p{Nd}+/gu, '#')
      .replace(/#(:#)+( ?[AP]M)?/g, '<time>')
      .trim(),
  );
}

/**
 * A link to a store or a category written as `link "<store>"`: the menu's lists of popular and
 * new stores follow the run's own orders, so the names in them are the world's, like numbers.
 */
const catalogueLinksByKind = (heard: string) =>
  heard.replace(
    /link "[^"\n]*":\n(\s+)- \/url: \/(store|category)\/[^\n]*/g,
    'link "<$2>":\n$1- /url: /$2/…',
  );

/**
 * What the page says once it says the same twice, 300 ms apart (a dialog moves focus in a frame
 * after it shows, and hides the page behind it): what is recorded is where the step settles.
 */
async function settled(page: Page): Promise<string> {
  let before = await heardNow(page);
  for (let tries = 0; tries < 15; tries++) {
    await page.waitForTimeout(300);
    const now = await heardNow(page);
    if (now === before) return now;
    before = now;
  }
  return before;
}

/** A step's key: its path's id, its number (two digits: the record reads in order), its event. */
export const stepKey = (pathId: string, index: number, event: string) =>
  `${pathId} · ${String(index + 1).padStart(2, '0')} ${event}`;
const pathOf = (key: string) => key.split(' · ')[0]!;

/** One machine's run: compares each step with its record, keeps what was heard for an update. */
export class AriaRecord {
  private readonly record: Map<string, string>;
  private readonly heard = new Map<string, string>();

  constructor(private readonly machineId: string) {
    this.record = readRecord(machineId);
  }

  /** Fails the step when what is heard differs from the record (after settling) or has none. */
  async expectHeardAsRecorded(page: Page, key: string): Promise<void> {
    if (!ariaCompared) return;
    const recorded = this.record.get(key);
    let now = update ? await settled(page) : await heardNow(page);
    if (!update && recorded !== undefined && recorded !== now) {
      await expect
        .poll(async () => (now = await heardNow(page)), { timeout: 4_000, intervals: [250] })
        .toBe(recorded)
        .catch(() => undefined);
    }
    this.heard.set(key, now);
    if (update) return;
    expect(
      recorded,
      `no ARIA record for "${key}" in ${fileOf(this.machineId)}: run with ARIA_UPDATE=1 to record it`,
    ).toBeDefined();
    expect(now, `what a screen reader meets after "${key}" (${fileOf(this.machineId)})`).toBe(
      recorded,
    );
  }

  /**
   * With ARIA_UPDATE=1: the record with every step this run heard replaced, in key order, and the
   * steps of paths the machine no longer has (`pathIds`: those it has) left out.
   */
  save(pathIds: string[]): void {
    if (!update || !ariaCompared || this.heard.size === 0) return;
    const kept = [...this.record].filter(([key]) => pathIds.includes(pathOf(key)));
    const merged = new Map([...kept, ...this.heard]);
    const text = [...merged.keys()]
      .sort()
      .map((key) => `${SECTION}${key}\n${merged.get(key)}\n`)
      .join('\n');
    mkdirSync(RECORD_DIR, { recursive: true });
    writeFileSync(fileOf(this.machineId), text);
  }
}
