/**
 * Coverage from real browser runs (issue 30, item 2). While Playwright runs, every page records
 * through XState's inspection API (src/system/inspection.ts, ./coverage-recorder.ts) the states its
 * machines entered, the transitions they took and the guard outcomes seen; the model coverage
 * reporter (e2e/model/support/coverage-reporter.ts) merges them into one file per run,
 * `flows-data/coverage.json` (git-ignored), prints the per-machine table and the explorer
 * overlays the file on each diagram. The counting here is shared by both, so they agree.
 */
import type { AnyStateMachine } from 'xstate';
import { listStates, listTransitions } from './machine-graph';

/** What one page reported in one inspection event (sent from the page to the test runner). */
export type CoverageRecord = {
  machine: string;
  /** Ids of the state nodes active after the event (parents included). */
  states: string[];
  /** Keys of the transitions taken (`<source> | <event> | #<index>`, as listTransitions). */
  transitions: string[];
  /** Guarded candidates evaluated: the transition's key and whether its guard let it through. */
  guards: Array<[string, boolean]>;
};

/** What the browser did with one machine in one run. */
export type MachineCoverage = {
  states: string[];
  transitions: string[];
  /** Per guarded transition: how many times its guard was seen true and false. */
  guards: Record<string, { passed: number; failed: number }>;
};

export type RunCoverage = {
  version: 1;
  /** When the run ended (ISO). */
  finishedAt: string;
  /** How many tests reported coverage. */
  tests: number;
  machines: Record<string, MachineCoverage>;
};

export const COVERAGE_FILE = 'coverage.json';
/** Beside it, the table the run printed, as printed (e2e/explorer/run-coverage.spec.ts reads it). */
export const COVERAGE_TABLE_FILE = 'coverage-table.txt';

export function emptyRun(): RunCoverage {
  return { version: 1, finishedAt: new Date(0).toISOString(), tests: 0, machines: {} };
}

function sortedUnion(a: string[], b: Iterable<string>): string[] {
  return [...new Set([...a, ...b])].sort();
}

/** `run` with the records of one test added (a new object). */
export function addRecords(run: RunCoverage, records: CoverageRecord[]): RunCoverage {
  const machines: Record<string, MachineCoverage> = { ...run.machines };
  for (const record of records) {
    const before = machines[record.machine] ?? { states: [], transitions: [], guards: {} };
    const guards = { ...before.guards };
    for (const [key, passed] of record.guards) {
      const seen = guards[key] ?? { passed: 0, failed: 0 };
      guards[key] = passed
        ? { ...seen, passed: seen.passed + 1 }
        : { ...seen, failed: seen.failed + 1 };
    }
    machines[record.machine] = {
      states: sortedUnion(before.states, record.states),
      transitions: sortedUnion(before.transitions, record.transitions),
      guards,
    };
  }
  return { ...run, machines };
}

/** Two runs' coverage as one (the attachments of several tests, several workers). */
export function mergeRuns(a: RunCoverage, b: RunCoverage): RunCoverage {
  const machines: Record<string, MachineCoverage> = { ...a.machines };
  for (const [id, theirs] of Object.entries(b.machines)) {
    const ours = machines[id];
    if (!ours) {
      machines[id] = theirs;
      continue;
    }
    const guards = { ...ours.guards };
    for (const [key, seen] of Object.entries(theirs.guards)) {
      const mine = guards[key] ?? { passed: 0, failed: 0 };
      guards[key] = { passed: mine.passed + seen.passed, failed: mine.failed + seen.failed };
    }
    machines[id] = {
      states: sortedUnion(ours.states, theirs.states),
      transitions: sortedUnion(ours.transitions, theirs.transitions),
      guards,
    };
  }
  return {
    version: 1,
    finishedAt: a.finishedAt > b.finishedAt ? a.finishedAt : b.finishedAt,
    tests: a.tests + b.tests,
    machines,
  };
}

/** Whether a state or transition was reached in the browser, only by the unit model tests, or not at all. */
export type Reach = 'browser' | 'unit' | 'none';

/** What a summary says of an id it does not know: not reached. */
export const NOT_REACHED: Reach = 'none';

export type CoverageSummary = {
  machine: string;
  states: { reached: number; total: number };
  transitions: { reached: number; total: number };
  /** Per state id and per transition key. */
  stateReach: Map<string, Reach>;
  transitionReach: Map<string, Reach>;
};

/**
 * A machine's coverage: what the browser reached of its states and transitions (only the ones
 * the machine has: a recorded id it does not know is left out), the rest split by whether the
 * unit model tests (the generated paths, `unit`) reach it.
 */
export function summarize(
  machine: AnyStateMachine,
  browser: MachineCoverage | undefined,
  unit: { states: ReadonlySet<string>; transitions: ReadonlySet<string> } = {
    states: new Set(),
    transitions: new Set(),
  },
): CoverageSummary {
  const seenStates = new Set(browser?.states ?? []);
  const seenTransitions = new Set(browser?.transitions ?? []);
  const reach = (seen: Set<string>, units: ReadonlySet<string>, id: string): Reach =>
    seen.has(id) ? 'browser' : units.has(id) ? 'unit' : 'none';
  const stateReach = new Map(
    listStates(machine).map((state) => [state.id, reach(seenStates, unit.states, state.id)]),
  );
  const transitionReach = new Map(
    listTransitions(machine).map((transition) => [
      transition.key,
      reach(seenTransitions, unit.transitions, transition.key),
    ]),
  );
  const count = (map: Map<string, Reach>) =>
    [...map.values()].filter((value) => value === 'browser').length;
  return {
    machine: machine.id,
    states: { reached: count(stateReach), total: stateReach.size },
    transitions: { reached: count(transitionReach), total: transitionReach.size },
    stateReach,
    transitionReach,
  };
}

export function percent(part: number, whole: number): string {
  return whole === 0 ? '100%' : `${Math.round((part / whole) * 1000) / 10}%`;
}

/** The per-machine table `npm test` prints at its end (plain text, one machine a line). */
export function coverageTable(summaries: CoverageSummary[]): string {
  const rows = summaries.map((summary) => [
    summary.machine,
    `${summary.states.reached}/${summary.states.total}`,
    percent(summary.states.reached, summary.states.total),
    `${summary.transitions.reached}/${summary.transitions.total}`,
    percent(summary.transitions.reached, summary.transitions.total),
  ]);
  const header = ['machine', 'states', '%', 'transitions', '%'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}
