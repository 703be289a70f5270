import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/** A state of a machine, as the flow explorer shows it. */
export type StateInfo = {
  id: string;
  key: string;
  parent: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  description: string | undefined;
  initial: boolean;
  invokes: string[];
};

/**
 * One candidate of one source state for one event: each guarded branch counts on its own, as do
 * `after` delays, invoke done/error handlers and `always` (the coverage gate counts the same way).
 */
export type TransitionInfo = {
  key: string;
  source: string;
  event: string;
  index: number;
  guard: string | undefined;
  targets: string[];
  description: string | undefined;
};

export const ALWAYS = 'always';

export function guardName(transition: AnyTransitionDefinition): string | undefined {
  const { guard } = transition;
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'inline';
}

/** Every state node but the root, in document order. */
export function listStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return getStateNodes(machine.root);
}

export function listStates(machine: AnyStateMachine): StateInfo[] {
  return listStateNodes(machine).map((node) => {
    const parent = node.parent && node.parent !== machine.root ? node.parent : null;
    const initialTargets = node.parent?.initial?.target ?? [];
    return {
      id: node.id,
      key: node.key,
      parent: parent?.id ?? null,
      type: node.type,
      description: node.description,
      initial: node.parent?.type !== 'parallel' && initialTargets.some((target) => target === node),
      invokes: node.invoke.map((invoke) => invoke.id),
    };
  });
}

/** Every transition of the machine (see TransitionInfo). */
export function listTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const nodes = [machine.root, ...listStateNodes(machine)];
  return nodes.flatMap((node) => {
    const lists = [...node.transitions.values(), ...(node.always ? [node.always] : [])];
    return lists.flatMap((list) =>
      list.map((transition, index) => {
        const event = transition.eventType === '' ? ALWAYS : transition.eventType;
        return {
          key: `${node.id} | ${event} | #${index}`,
          source: node.id,
          event,
          index,
          guard: guardName(transition),
          targets: (transition.target ?? []).map((target) => target.id),
          description: transition.description,
        };
      }),
    );
  });
}

/** How an event reads on a diagram: `after logoutDelay`, `done: lookupZone`, `CHECKOUT`. */
export function eventLabel(event: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(event);
  if (after) return `after ${after[1]}`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event);
  if (error) return `error: ${error[1]}`;
  return event;
}
