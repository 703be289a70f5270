/**
 * A Playwright reporter: after a run, the states and transitions of each machine that the
 * e2e/model tests reached in the browser, counting the paths whose test passed (the test title
 * is the path id), with the reason for what no browser path can reach. Then what the browser
 * really did (issue 30, item 2): the coverage every test recorded through XState's inspection
 * API (e2e/fixtures/test.ts) merged into the run's file, `flows-data/coverage.json`
 * (FLOWS_COVERAGE_DIR), and its per-machine table printed last (and written beside it, as printed:
 * e2e/explorer/run-coverage.spec.ts checks the explorer against it).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { machineRegistry } from '../../../machines';
import {
  COVERAGE_FILE,
  COVERAGE_TABLE_FILE,
  coverageTable,
  emptyRun,
  mergeRuns,
  summarize,
  type RunCoverage,
} from '../../../src/explorer/coverage';
import { COVERAGE_ATTACHMENT } from '../../fixtures/test';
import {
  browserModels,
  notInBrowserReason,
  notInBrowserReasons,
} from '../../../src/explorer/browser-tests';
import { listStates, listTransitions } from '../../../src/explorer/machine-graph';
import { reachedStates, takenTransitions } from '../../../src/explorer/selection';
import { machineBrowserPaths } from './paths';

function percent(part: number, whole: number): string {
  return whole === 0 ? '100%' : `${Math.round((part / whole) * 1000) / 10}%`;
}

export default class ModelCoverageReporter implements Reporter {
  private readonly passed = new Set<string>();
  private readonly ran = new Set<string>();
  private run: RunCoverage = emptyRun();

  onTestEnd(test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments) {
      if (attachment.name !== COVERAGE_ATTACHMENT || !attachment.body) continue;
      try {
        this.run = mergeRuns(this.run, JSON.parse(attachment.body.toString()) as RunCoverage);
      } catch {
        // A test cut short may attach nothing usable: its coverage is left out.
      }
    }
    // describeBrowserModel titles its group `<machineId>: generated paths in the browser`.
    const machineId = test.parent.title.split(':')[0] ?? '';
    if (!browserModels[machineId]) return;
    this.ran.add(machineId);
    if (result.status === 'passed') this.passed.add(test.title);
  }

  onEnd(): void {
    this.printModelPaths();
    this.writeRunCoverage();
  }

  /** The run's coverage file and the per-machine table (the same counts as the explorer's). */
  private writeRunCoverage(): void {
    if (this.run.tests === 0) {
      console.log(
        'browser coverage: no test recorded any (the app is recorded when built with FLOWS_INSPECT=1)',
      );
      return;
    }
    const dir = process.env.FLOWS_COVERAGE_DIR ?? 'flows-data';
    const file = join(dir, COVERAGE_FILE);
    const run = { ...this.run, finishedAt: new Date().toISOString() };
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(run, null, 1)}\n`);
    const summaries = machineRegistry.map(({ machine }) =>
      summarize(machine, run.machines[machine.id]),
    );
    const table = coverageTable(summaries);
    writeFileSync(join(dir, COVERAGE_TABLE_FILE), `${table}\n`);
    console.log(
      `\nbrowser coverage of every machine (${run.tests} tests recorded; ${file}, shown by /flows):\n${table}`,
    );
  }

  private printModelPaths(): void {
    for (const machineId of this.ran) {
      const { machine, all, inBrowser } = machineBrowserPaths(machineId);
      const passing = inBrowser.filter((path) => this.passed.has(path.id));
      const states = new Set(passing.flatMap((path) => [...reachedStates(path.trace)]));
      const transitions = new Set(passing.flatMap((path) => [...takenTransitions(path.trace)]));
      const allStates = listStates(machine).map((state) => state.id);
      const allTransitions = listTransitions(machine).map((transition) => transition.key);
      const missingStates = allStates.filter((id) => !states.has(id));
      const missing = allTransitions.filter((key) => !transitions.has(key));
      // What no runnable path reaches is left out for a reason; the rest failed.
      const runnablePaths = all.filter((path) => !notInBrowserReason(machineId, path));
      const reasons = notInBrowserReasons(machineId, all, {
        states: new Set(runnablePaths.flatMap((path) => [...reachedStates(path.trace)])),
        transitions: new Set(runnablePaths.flatMap((path) => [...takenTransitions(path.trace)])),
      });
      const reached = allStates.length - missingStates.length;
      const taken = allTransitions.length - missing.length;
      console.log(
        [
          `browser coverage of ${machineId}: ${passing.length}/${inBrowser.length} paths passed (of ${all.length} generated)`,
          `  states ${reached}/${allStates.length} (${percent(reached, allStates.length)})`,
          ...missingStates.map(
            (id) =>
              `    not reached: ${id} (${reasons.states.get(id) ?? 'its browser path failed or did not run'})`,
          ),
          `  transitions ${taken}/${allTransitions.length} (${percent(taken, allTransitions.length)})`,
          ...missing.map(
            (key) =>
              `    not reached: ${key} (${reasons.transitions.get(key) ?? 'its browser path failed or did not run'})`,
          ),
        ].join('\n'),
      );
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
