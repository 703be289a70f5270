/**
 * What a generated path does on the diagram: per step, the states active after it and the
 * transitions it took (eventless ones included). The path's events are sent to a real actor of
 * the machine whose invoked actors never settle by themselves: a done/error step is sent as the
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` event it stands for, and an `after` step
 * as its `xstate.after.*` event, so the whole replay is synchronous.
 */
import {
  createActor,
  fromPromise,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
} from 'xstate';
import { ALWAYS, listStateNodes } from './machine-graph';

export type TracedStep = {
  event: AnyEventObject;
  /** Ids of every state node active after the step (parents included). */
  states: string[];
  /** Keys (`<source> | <event> | #<index>`, as `listTransitions`) of the transitions taken. */
  transitions: string[];
  /** The machine's context after the step. */
  context?: unknown;
};

/** The least a path needs to be traced: its input and its events (the first is `xstate.init`). */
export type TraceablePath = { input: unknown; events: AnyEventObject[] };

export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const candidates =
    transition.eventType === ''
      ? (source.always ?? [])
      : (source.transitions.get(transition.eventType) ?? []);
  const event = transition.eventType === '' ? ALWAYS : transition.eventType;
  return `${source.id} | ${event} | #${candidates.indexOf(transition)}`;
}

const stubs = new WeakMap<AnyStateMachine, AnyStateMachine>();

/** The machine with every invoked actor replaced by one that never settles. */
function withParkedActors(machine: AnyStateMachine): AnyStateMachine {
  let stubbed = stubs.get(machine);
  if (!stubbed) {
    const sources = new Set(
      listStateNodes(machine).flatMap((node) => node.invoke.map((invoke) => String(invoke.src))),
    );
    const parked = fromPromise(() => new Promise<never>(() => {}));
    stubbed = machine.provide({
      actors: Object.fromEntries([...sources].map((src) => [src, parked])),
    } as never) as AnyStateMachine;
    stubs.set(machine, stubbed);
  }
  return stubbed;
}

function activeIds(snapshot: AnyMachineSnapshot, root: AnyStateNode): string[] {
  return snapshot._nodes.map((node) => node.id).filter((id) => id !== root.id);
}

export function tracePath(machine: AnyStateMachine, path: TraceablePath): TracedStep[] {
  let taken: string[] = [];
  const actor = createActor(withParkedActors(machine), {
    input: path.input as never,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep') return;
      for (const transition of inspection._transitions)
        if (transition.eventType !== null) taken.push(transitionKey(transition));
    },
  });
  const steps: TracedStep[] = [];
  const record = (event: AnyEventObject) => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    steps.push({
      event,
      states: activeIds(snapshot, machine.root),
      transitions: taken,
      context: snapshot.context as unknown,
    });
    taken = [];
  };
  actor.start();
  record(path.events[0] ?? { type: 'xstate.init' });
  for (const event of path.events.slice(1)) {
    actor.send(event);
    record(event);
  }
  actor.stop();
  return steps;
}
