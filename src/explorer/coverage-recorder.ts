import type { AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import type { CoverageRecord } from './coverage';
import { transitionKey } from './trace';

/** The page-side name of the function Playwright exposes to collect coverage (e2e/fixtures/test.ts). */
export const COVERAGE_BINDING = '__flowsCoverage';

type Snapshotish = { machine?: { id: string }; _nodes?: AnyStateNode[] };

/**
 * One inspection event of a page under test as a coverage record (./coverage.ts), or undefined
 * when it says nothing new: a snapshot gives the states active (the initial one included), a
 * microstep the transitions taken, and for each of them the guarded candidates of the same
 * source and event tried before it (their guards failed) and its own guard (passed).
 */
export function coverageRecord(event: InspectionEvent): CoverageRecord | undefined {
  if (event.type !== '@xstate.snapshot' && event.type !== '@xstate.microstep') return undefined;
  const snapshot = event.snapshot as Snapshotish;
  const machine = snapshot.machine?.id;
  if (!machine || !snapshot._nodes) return undefined;
  const states = snapshot._nodes.map((node) => node.id).filter((id) => id !== machine);
  if (event.type === '@xstate.snapshot') return { machine, states, transitions: [], guards: [] };
  const transitions: string[] = [];
  const guards: Array<[string, boolean]> = [];
  for (const transition of event._transitions as AnyTransitionDefinition[]) {
    if (transition.eventType === null) continue;
    const key = transitionKey(transition);
    transitions.push(key);
    const source = transition.source as AnyStateNode;
    const candidates =
      transition.eventType === ''
        ? (source.always ?? [])
        : (source.transitions.get(transition.eventType) ?? []);
    for (const candidate of candidates) {
      if (candidate === transition) break;
      if (candidate.guard) guards.push([transitionKey(candidate), false]);
    }
    if (transition.guard) guards.push([key, true]);
  }
  return { machine, states, transitions, guards };
}

/** The page's sink: records go to the function Playwright exposed, in order, never awaited. */
export function startCoverageRecorder(
  send: (record: CoverageRecord) => unknown,
): (event: InspectionEvent) => void {
  return (event) => {
    const record = coverageRecord(event);
    if (record) void send(record);
  };
}
