/**
 * Where a machine's changes (./changes.ts) show on its diagram: each change's place, which the
 * report gives as a state path or a transition (`placing · SUBMIT #0`), turned into the id of the
 * state or the key of the transition the explorer draws (../machine-graph.ts). What is gone is
 * not in the new machine's drawing: it is listed apart (the diff view shows it ghosted).
 */
import type { AnyStateMachine } from 'xstate';
import { listTransitions, ALWAYS } from '../machine-graph';
import type { Change, ChangeKind } from './changes';
import { transitionPlace } from './description';
import { eventName, statePaths } from './normalize';

export type Mark = 'added' | 'changed';

export type ChangeMarks = {
  states: ReadonlyMap<string, Mark>;
  transitions: ReadonlyMap<string, Mark>;
};

/** How the diagram marks each kind of change (what is not there has no mark). */
export const MARK_OF: Partial<Record<ChangeKind, Mark>> = {
  'state-added': 'added',
  'state-moved': 'changed',
  'state-renamed': 'changed',
  'state-type-changed': 'changed',
  'initial-changed': 'changed',
  'tags-changed': 'changed',
  'invoke-changed': 'changed',
  'actions-changed': 'changed',
  'transition-added': 'added',
  'transition-retargeted': 'changed',
  'guard-changed': 'changed',
  'event-renamed': 'changed',
};

/** A change's place without the `entry` / `exit` of an action change. */
const placeOf = (change: Change) => change.where.replace(/ (entry|exit)$/, '');

export function changeMarks(machine: AnyStateMachine, changes: readonly Change[]): ChangeMarks {
  const pathById = statePaths(machine);
  const idByPath = new Map([...pathById].map(([id, path]) => [path, id]));
  // The root's place is `(machine)` in the report and its id in the drawing.
  idByPath.set('(machine)', machine.root.id);
  const drawn = listTransitions(machine);
  const keyByPlace = new Map(
    drawn.map((transition) => [
      transitionPlace(
        pathById.get(transition.source) ?? '',
        transition.event === ALWAYS ? 'always' : eventName(transition.event),
        transition.index,
      ),
      transition.key,
    ]),
  );
  const states = new Map<string, Mark>();
  const transitions = new Map<string, Mark>();
  for (const change of changes) {
    const mark = MARK_OF[change.kind];
    if (!mark) continue;
    const place = placeOf(change);
    const key = keyByPlace.get(place);
    if (key) {
      if (transitions.get(key) !== 'added') transitions.set(key, mark);
      continue;
    }
    const id = idByPath.get(place);
    if (id && states.get(id) !== 'added') states.set(id, mark);
  }
  // An added state's transitions came with it (the report names the state only).
  for (const [id, mark] of states) {
    if (mark !== 'added') continue;
    for (const transition of drawn)
      if (transition.source === id || transition.source.startsWith(`${id}.`))
        transitions.set(transition.key, 'added');
  }
  return { states, transitions };
}

/** The changes that name what the new machine no longer has (shown ghosted, in words). */
export const goneKinds: ReadonlySet<ChangeKind> = new Set([
  'state-removed',
  'transition-removed',
  'path-removed',
  'machine-removed',
]);
