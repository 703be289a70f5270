/**
 * Issue 30, item 2, after a real run: the explorer shows the last run's own coverage file with
 * the counts that run printed. coverage-gallery.spec.ts checks the explorer against a coverage
 * made from the generated paths, in any run; this one reads what a finished run left, so it runs
 * only when told where (it is skipped in every other run, `npm test` included):
 *
 *   FLOWS_RUN_COVERAGE=flows-data npx playwright test e2e/explorer/run-coverage.spec.ts
 *
 * after `npm test` (or any Playwright run of an app built with FLOWS_INSPECT=1 that opens a
 * checkout). It records nothing itself (Playwright's own `test`, not the coverage fixture's),
 * so the reporter leaves that file as it is.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { machineRegistry } from '../../machines';
import {
  COVERAGE_FILE,
  COVERAGE_TABLE_FILE,
  percent,
  type RunCoverage,
} from '../../src/explorer/coverage';
import { tr as t } from '../fixtures/i18n';

const RUN_DIR = process.env.FLOWS_RUN_COVERAGE;
/** Where the test provider serves flows-data from (FLOWS_DATA_DIR in playwright.config.ts). */
const SERVED_DIR = join('test-results', 'flows-data');

test.skip(!RUN_DIR, 'FLOWS_RUN_COVERAGE names the folder of a finished run’s coverage');

test.afterAll(() => rmSync(SERVED_DIR, { recursive: true, force: true }));

/** A machine's row of the table the run printed: its states and transitions, reached of all. */
function printedRow(table: string, machineId: string) {
  const row = table
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((cells) => cells[0] === machineId);
  expect(row, `the printed table has a row for ${machineId}`).toBeDefined();
  const [states, transitions] = [row![1]!, row![3]!].map((cell) => {
    const [reached, total] = cell.split('/').map(Number);
    return { reached: reached!, total: total! };
  });
  return { states: states!, transitions: transitions! };
}

test('the explorer shows the last run’s checkout coverage with the counts the run printed', async ({
  page,
}) => {
  const file = join(RUN_DIR!, COVERAGE_FILE);
  expect(existsSync(file), `${file} exists after the run`).toBe(true);
  const run = JSON.parse(readFileSync(file, 'utf8')) as RunCoverage;
  const recorded = run.machines.checkout;
  expect(recorded, 'the run recorded the checkout machine in the browser').toBeDefined();
  const printed = printedRow(readFileSync(join(RUN_DIR!, COVERAGE_TABLE_FILE), 'utf8'), 'checkout');
  expect(printed.states.reached).toBeGreaterThan(0);

  rmSync(SERVED_DIR, { recursive: true, force: true });
  mkdirSync(SERVED_DIR, { recursive: true });
  copyFileSync(file, join(SERVED_DIR, COVERAGE_FILE));
  await page.goto('/flows/checkout');
  const panel = page.getByTestId('coverage');
  await expect(panel.getByTestId('coverage-states')).toHaveText(
    t('flows.coverage.states', {
      ...printed.states,
      percent: percent(printed.states.reached, printed.states.total),
    }),
  );
  await expect(panel.getByTestId('coverage-transitions')).toHaveText(
    t('flows.coverage.transitions', {
      ...printed.transitions,
      percent: percent(printed.transitions.reached, printed.transitions.total),
    }),
  );

  // Every transition the explorer lists as not reached is one the run did not record, and as
  // many as the printed counts leave.
  const missing = panel.getByTestId('coverage-missing').locator('[data-transition]');
  await expect(missing).toHaveCount(printed.transitions.total - printed.transitions.reached);
  const listed = await missing.evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-transition')!),
  );
  expect(listed.length).toBeGreaterThan(0);
  for (const key of listed) expect(recorded!.transitions).not.toContain(key);
  const checkout = machineRegistry.find((entry) => entry.machine.id === 'checkout')!;
  const diagram = page.getByRole('group', {
    name: t('flows.diagramLabel', { title: checkout.title }),
  });
  await expect(
    diagram.locator(`[data-transition="${listed[0]}"][data-coverage]`).first(),
  ).not.toHaveAttribute('data-coverage', 'browser');

  // The guard outcomes the run saw, each in its transition's row, the refused ones included.
  const guards = Object.entries(recorded!.guards);
  expect(guards.length, 'the run saw guard outcomes of the checkout').toBeGreaterThan(0);
  for (const [key, seen] of guards)
    await expect(page.locator(`[data-coverage-cell="${key}"]`)).toContainText(
      t('flows.coverage.guards', seen),
    );
});
