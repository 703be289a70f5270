/**
 * State and transition coverage of replayed paths.
 *
 * Definitions (what the coverage gate counts):
 * - State: every state node of the machine except the root (`getStateNodes(machine.root)`),
 *   compound, parallel, atomic and final alike. A state is covered when it is active after some
 *   microstep of a replay, or is the source of a transition taken (a transient state such as
 *   `session.checkingGuestId` is left within the initial macrostep and only shows as a source).
 * - Transition: one candidate of one source state node for one event descriptor, i.e. one
 *   element of `stateNode.transitions.get(descriptor)` or of `stateNode.always`. So each guarded
 *   branch of `CHECKOUT: [{ guard: 'cartEmpty', … }, { guard: 'signedIn', … }, …]` is a
 *   transition of its own, targetless transitions count, `after` delays and invoke `onDone` /
 *   `onError` count (as `xstate.after.*`, `xstate.done.actor.*`, `xstate.error.actor.*`), and a
 *   transition defined on a parent counts once however many children it leaves from. Key:
 *   `<source state id> | <descriptor or "always"> | #<candidate index>`. A transition is covered
 *   when the real actor takes it (the `@xstate.microstep` inspection event lists it).
 */
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectedMicrostepEvent,
} from 'xstate';
import {
  ALWAYS,
  listStateNodes,
  listTransitions,
  type TransitionInfo,
} from '../../../src/explorer/machine-graph';

// One definition of states and transitions, shared with the flow explorer (src/explorer).
export { listStateNodes, listTransitions, type TransitionInfo };

function candidatesOf(transition: AnyTransitionDefinition): AnyTransitionDefinition[] {
  const source = transition.source as AnyStateNode;
  return transition.eventType === ''
    ? (source.always ?? [])
    : (source.transitions.get(transition.eventType) ?? []);
}

export function transitionKey(transition: AnyTransitionDefinition): string {
  const index = candidatesOf(transition).indexOf(transition);
  if (index < 0)
    throw new Error(
      `Transition on "${transition.eventType}" of ${transition.source.id} is not among its candidates`,
    );
  return `${transition.source.id} | ${transition.eventType === '' ? ALWAYS : transition.eventType} | #${index}`;
}

/** Collects what replays of one machine reached. */
export class MachineCoverage {
  readonly states: string[];
  readonly transitions: TransitionInfo[];
  readonly reachedStates = new Set<string>();
  readonly takenTransitions = new Set<string>();
  paths = 0;

  constructor(readonly machine: AnyStateMachine) {
    this.states = listStateNodes(machine).map((node) => node.id);
    this.transitions = listTransitions(machine);
  }

  recordSnapshot = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes)
      if (node.id !== this.machine.root.id) this.reachedStates.add(node.id);
  };

  recordMicrostep = (event: InspectedMicrostepEvent) => {
    this.recordSnapshot(event.snapshot as AnyMachineSnapshot);
    for (const transition of event._transitions) {
      // The initial transition of the root is synthetic (no event, not a candidate).
      if (transition.eventType === null) continue;
      this.takenTransitions.add(transitionKey(transition));
      if (transition.source.id !== this.machine.root.id)
        this.reachedStates.add(transition.source.id);
    }
  };

  get missingStates(): string[] {
    return this.states.filter((id) => !this.reachedStates.has(id));
  }

  get missingTransitions(): TransitionInfo[] {
    return this.transitions.filter((transition) => !this.takenTransitions.has(transition.key));
  }

  get coveredStates(): number {
    return this.states.length - this.missingStates.length;
  }

  get coveredTransitions(): number {
    return this.transitions.length - this.missingTransitions.length;
  }
}

/** A plain fixed-width table. */
export function formatTable(header: string[], rows: Array<Array<string | number>>): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.slice(1).map(line),
  ].join('\n');
}
