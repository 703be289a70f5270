import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { machineRegistry } from '../../machines';
import { COVERAGE_FILE, summarize, type RunCoverage } from '../../src/explorer/coverage';
import { changeCoverage } from '../../src/explorer/diff/change-coverage';
import type { Change, FlowsDiff } from '../../src/explorer/diff/changes';
import { machinePaths } from '../../src/explorer/generated-paths';
import { reachedStates, takenTransitions } from '../../src/explorer/selection';

const REACH_WORDS = {
  browser: 'reached in the last browser run',
  unit: 'reached only by the unit model tests in the last run',
  none: 'not reached in the last browser run',
} as const;

/**
 * For the Markdown summary: what the browser does with each changed place of the working tree's
 * machines, from the last run's coverage in `dataDir` (when there) and the model tests' paths.
 */
export function coverageNotes(
  diff: FlowsDiff,
  dataDir: string | undefined,
): (machine: string, change: Change) => string | undefined {
  const file = dataDir ? join(dataDir, COVERAGE_FILE) : undefined;
  const run =
    file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RunCoverage) : undefined;
  const notes = new Map<Change, string>();
  for (const machineDiff of diff.machines) {
    if (machineDiff.status !== 'changed') continue;
    const entry = machineRegistry.find((candidate) => candidate.machine.id === machineDiff.machine);
    if (!entry) continue;
    const { paths } = machinePaths(entry.machine);
    const unit = {
      states: new Set(paths.flatMap((path) => [...reachedStates(path.trace)])),
      transitions: new Set(paths.flatMap((path) => [...takenTransitions(path.trace)])),
    };
    const summary =
      run?.version === 1
        ? summarize(entry.machine, run.machines[entry.machine.id], unit)
        : undefined;
    for (const change of machineDiff.changes) {
      const coverage = changeCoverage(entry.machine, change, paths, summary);
      if (!coverage) continue;
      const reach = coverage.reach ? REACH_WORDS[coverage.reach] : 'no browser run recorded';
      const test = coverage.test
        ? `exercised by \`${coverage.test.command}\``
        : 'no browser test takes it';
      notes.set(change, `${reach}; ${test}`);
    }
  }
  return (_machine, change) => notes.get(change);
}
