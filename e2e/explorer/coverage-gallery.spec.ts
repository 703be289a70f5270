/**
 * Issue 30, items 2 to 5 in the explorer: the browser coverage of a run and the gallery's pictures
 * (what a run and `npm run flows:gallery` leave in flows-data/; here written by the test into the
 * folder the test provider serves, FLOWS_DATA_DIR in playwright.config.ts), the Markdown plan
 * with its pictures, and starting from a state.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { machineRegistry } from '../../machines';
import {
  addRecords,
  coverageTable,
  emptyRun,
  percent,
  summarize,
  type CoverageRecord,
  type RunCoverage,
} from '../../src/explorer/coverage';
import type { GalleryIndex } from '../../src/explorer/flows-data';
import { expectAccessible, expectAccessibleEverywhere } from '../fixtures/axe';
import { tr as t } from '../fixtures/i18n';
import { expectTabReachesEveryControl } from '../fixtures/keyboard';
import { test } from '../fixtures/test';
import { machineBrowserPaths } from '../model/support/paths';

const DATA_DIR = join('test-results', 'flows-data');

/** A run's coverage as the browser would record it walking these machines' browser paths. */
function runWalking(machineIds: string[], pathsPerMachine: number): RunCoverage {
  const records: CoverageRecord[] = machineIds.flatMap((machineId) =>
    machineBrowserPaths(machineId)
      .inBrowser.slice(0, pathsPerMachine)
      .flatMap((path) =>
        path.trace.map((step) => ({
          machine: machineId,
          states: step.states,
          transitions: step.transitions,
          guards: [],
        })),
      ),
  );
  return { ...addRecords(emptyRun(), records), tests: 3, finishedAt: new Date().toISOString() };
}

/** A picture of a few pixels (the test's stand-in for a screenshot). */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function writeData(run: RunCoverage | undefined, pictured: string[]) {
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(join(DATA_DIR, 'gallery', 'en-light-1280'), { recursive: true });
  mkdirSync(join(DATA_DIR, 'gallery', 'ar-dark-390'), { recursive: true });
  if (run) writeFileSync(join(DATA_DIR, 'coverage.json'), JSON.stringify(run));
  const index: GalleryIndex = { version: 1, takenAt: new Date().toISOString(), pictures: {} };
  for (const state of pictured)
    for (const look of ['en-light-1280', 'ar-dark-390'] as const) {
      writeFileSync(join(DATA_DIR, 'gallery', look, `${state}.png`), PIXEL);
      (index.pictures[state] ??= {})[look] = `gallery/${look}/${state}.png`;
    }
  writeFileSync(join(DATA_DIR, 'gallery', 'index.json'), JSON.stringify(index));
}

const checkout = machineRegistry.find((entry) => entry.machine.id === 'checkout')!;
const diagramOf = (page: Page, title: string) =>
  page.getByRole('group', { name: t('flows.diagramLabel', { title }) });

test.afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

test('the explorer shows a run’s browser coverage of a machine with the counts the run printed', async ({
  page,
}) => {
  const run = runWalking(['checkout', 'checkoutGate'], 1);
  writeData(run, []);
  const summary = summarize(checkout.machine, run.machines.checkout);
  // What the reporter prints for checkout (coverage-reporter.ts prints this table).
  const printed = coverageTable([summary]).split('\n')[1]!;
  expect(printed).toContain(`${summary.states.reached}/${summary.states.total}`);
  expect(summary.states.reached).toBeGreaterThan(0);
  expect(summary.transitions.reached).toBeLessThan(summary.transitions.total);

  await page.goto('/flows/checkout');
  const panel = page.getByTestId('coverage');
  await expect(panel.getByRole('heading', { name: t('flows.coverage.title') })).toBeVisible();
  await expect(panel.getByTestId('coverage-states')).toHaveText(
    t('flows.coverage.states', {
      reached: summary.states.reached,
      total: summary.states.total,
      percent: percent(summary.states.reached, summary.states.total),
    }),
  );
  await expect(panel.getByTestId('coverage-transitions')).toHaveText(
    t('flows.coverage.transitions', {
      reached: summary.transitions.reached,
      total: summary.transitions.total,
      percent: percent(summary.transitions.reached, summary.transitions.total),
    }),
  );
  // The diagram: a reached state and a transition no browser run took, said in words too.
  const diagram = diagramOf(page, checkout.title);
  const reached = [...summary.stateReach].find(([, reach]) => reach === 'browser')![0];
  await expect(diagram.locator(`[data-state="${reached}"]`)).toHaveAttribute(
    'data-coverage',
    'browser',
  );
  const missed = [...summary.transitionReach].find(([, reach]) => reach !== 'browser')![0];
  await expect(
    panel.getByTestId('coverage-missing').locator(`[data-transition="${missed}"]`),
  ).toBeVisible();
  // Once the generated paths are made, what only the unit model tests reach says so.
  await expect(diagram.locator('[data-coverage="unit"]').first()).toBeAttached();
  await expect(diagram.locator('[data-coverage="unit"]').first()).toHaveAttribute(
    'aria-label',
    new RegExp(t('flows.coverage.reach.unit')),
  );
  // The overlay switches off and on.
  const toggle = panel.getByRole('button', { name: t('flows.coverage.show') });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(diagram.locator('[data-coverage]')).toHaveCount(0);
  await toggle.click();
  await expect(diagram.locator('[data-coverage]').first()).toBeAttached();

  // The reason the model gives for what no browser path can reach.
  await page.goto('/flows/checkoutGate');
  await expect(page.getByTestId('coverage-missing')).toContainText(
    'the cart drawer shows no Checkout button for an empty cart',
  );
});

test('with no coverage file and no gallery the explorer says how to make them', async ({
  page,
}) => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  await page.goto('/flows/checkout');
  await expect(page.getByTestId('coverage')).toContainText(t('flows.coverage.none'));
  await expect(page.getByTestId('gallery-count')).toHaveText(t('flows.gallery.none'));
  await expect(diagramOf(page, checkout.title).locator('[data-coverage]')).toHaveCount(0);
});

test('the gallery’s pictures show beside a state and a path step, and travel in the test plan', async ({
  page,
}) => {
  // The state the explorer's first checkout path is in at its first step.
  const initial = machineBrowserPaths('checkout').all[0]!.trace[0]!.states.at(-1)!;
  const name = initial.slice('checkout.'.length);
  writeData(undefined, [initial]);
  await page.goto('/flows/checkout');
  await expect(page.getByTestId('gallery-count')).toContainText(
    t('flows.gallery.count', { count: 1, time: '' }).split('(')[0]!.trim(),
  );
  const alt = (look: 'en-light-1280' | 'ar-dark-390') =>
    t('flows.gallery.alt', { state: name, look: t(`flows.gallery.look.${look}`) });
  // Beside the state in the list of states…
  const listed = page.locator(`dl [data-pictures="${initial}"]`);
  for (const look of ['en-light-1280', 'ar-dark-390'] as const) {
    const picture = listed.getByRole('img', { name: alt(look) });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  }
  // …and beside the first step of the first path.
  const step = page.getByTestId('step-pictures');
  await expect(step.getByRole('img', { name: alt('en-light-1280') })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t('flows.downloadPlan') }).click();
  const plan = readFileSync((await (await download).path())!, 'utf8');
  const origin = new URL(page.url()).origin;
  expect(plan).toContain(
    `   - ![${alt('en-light-1280')}](${origin}/flows-data/gallery/en-light-1280/${initial}.png)`,
  );
  expect(plan).toContain(`(${origin}/flows-data/gallery/ar-dark-390/${initial}.png)`);
  // The picture's address answers with the picture.
  const response = await page.request.get(
    `${origin}/flows-data/gallery/en-light-1280/${initial}.png`,
  );
  expect(response.headers()['content-type']).toBe('image/png');
  // Nothing outside the folder, nothing but JSON and PNG.
  expect((await page.request.get(`${origin}/flows-data/..%2F..%2Fpackage.json`)).status()).toBe(
    404,
  );
});

test('a path starts from a chosen state: the shortest way there and the ways on', async ({
  page,
}) => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  await page.goto('/flows/addToCart');
  const panel = page.getByTestId('start-from');
  const choice = panel.getByRole('combobox', { name: t('flows.start.choice') });
  await choice.selectOption('addToCart.confirmingClear');
  await expect(page).toHaveURL(/[?&]from=addToCart\.confirmingClear(&|$)/);
  const shortest = panel.getByTestId('start-shortest');
  await expect(shortest).toBeVisible();
  const steps = Number(/(\d+)\s*$/.exec((await shortest.textContent())!)![1]);
  expect(steps).toBeGreaterThan(0);
  await expect(panel.getByRole('listitem').first()).toBeVisible();

  await panel.getByRole('button', { name: t('flows.start.replay') }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]step=${steps + 1}(&|$)`));
  const diagram = diagramOf(page, 'Add to cart');
  await expect(diagram.locator('[data-state="addToCart.confirmingClear"]')).toHaveAttribute(
    'aria-current',
    'step',
  );

  // A way on opens its path at the state.
  const onward = panel.getByTestId('start-onward').getByRole('button');
  expect(await onward.count()).toBeGreaterThan(1);
  const way = onward.nth(1);
  const wayPath = /^(\S+)/.exec((await way.textContent())!)![1]!;
  await way.click();
  await expect(page).toHaveURL(new RegExp(`[?&]path=${encodeURIComponent(wayPath)}`));
  await expect(diagram.locator('[data-state="addToCart.confirmingClear"]')).toHaveAttribute(
    'aria-current',
    'step',
  );

  // The link reopens the same state to start from, path and step.
  const reader = await page.context().newPage();
  await reader.goto(page.url());
  await expect(
    reader.getByTestId('start-from').getByRole('combobox', { name: t('flows.start.choice') }),
  ).toHaveValue('addToCart.confirmingClear');
  await expect(
    diagramOf(reader, 'Add to cart').locator('[data-state="addToCart.confirmingClear"]'),
  ).toHaveAttribute('aria-current', 'step');
  await reader.close();
});

test('the explorer with coverage, pictures and a start state is accessible and keyboard-reachable', async ({
  page,
}) => {
  test.setTimeout(180_000);
  writeData(runWalking(['checkout'], 2), [
    machineBrowserPaths('checkout').all[0]!.trace[0]!.states.at(-1)!,
  ]);
  await page.goto('/flows/checkout?from=checkout.editing');
  await expect(page.getByTestId('coverage-states')).toBeVisible();
  await expect(page.getByTestId('start-shortest')).toBeVisible();
  await expect(page.getByTestId('step-pictures')).toBeVisible();
  await expectAccessibleEverywhere(page, 'flow explorer with coverage and pictures');

  // Every control is reached with Tab (the diagram's states and transitions are each
  // focusable too: e2e/a11y/flows.spec.ts focuses them; here they are passed over).
  const reached = await expectTabReachesEveryControl(page);
  expect(reached).toBeGreaterThan(10);
  console.log(`keyboard: ${reached} controls reached with Tab`);

  // In Arabic too (right to left).
  await page.evaluate(() => localStorage.setItem('language-setting', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('coverage-states')).toBeVisible();
  await expectAccessible(page, 'flow explorer in Arabic');
});
