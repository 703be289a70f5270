/**
 * Issue 44, part 4: for a change, what the browser already does with the place it changed. Its
 * reach in the last browser run (./../coverage.ts) and the e2e model test that would exercise it:
 * the first path the browser runs (../browser-tests.ts) that takes the changed transition or
 * enters the changed state.
 */
import type { AnyStateMachine } from 'xstate';
import { browserPaths, browserTestOf } from '../browser-tests';
import type { CoverageSummary, Reach } from '../coverage';
import { reachedStates, takenTransitions, type SelectablePath } from '../selection';
import type { Change } from './changes';
import { changeMarks } from './marks';

export type ChangeCoverage = {
  /** The last run's reach of the changed place (the least reached, when it is several). */
  reach: Reach | undefined;
  /** The model test that takes it in the browser, when one does. */
  test: ReturnType<typeof browserTestOf>;
};

const RANK: Record<Reach, number> = { none: 0, unit: 1, browser: 2 };

/** Undefined for a change the drawing has no place for (something gone, a delay, a path). */
export function changeCoverage(
  machine: AnyStateMachine,
  change: Change,
  paths: SelectablePath[],
  summary: CoverageSummary | undefined,
): ChangeCoverage | undefined {
  const marks = changeMarks(machine, [change]);
  const states = [...marks.states.keys()];
  const transitions = [...marks.transitions.keys()];
  if (!states.length && !transitions.length) return undefined;
  const reaches = [
    ...states.map((id) => summary?.stateReach.get(id)),
    ...transitions.map((key) => summary?.transitionReach.get(key)),
  ].filter((reach): reach is Reach => reach !== undefined);
  const reach = reaches.sort((a, b) => RANK[a] - RANK[b])[0];
  const exercising = browserPaths(machine.id, paths).find((path) => {
    const taken = takenTransitions(path.trace);
    const reached = reachedStates(path.trace);
    return transitions.some((key) => taken.has(key)) || states.some((id) => reached.has(id));
  });
  return { reach, test: exercising ? browserTestOf(machine.id, exercising.id) : undefined };
}
