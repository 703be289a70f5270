/**
 * A machine (and its generated paths) → its MachineDescription: states by key path, sorted;
 * transitions by source, event and priority; implementations by name (./implementation-names).
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { GeneratedPath } from '../model/model';
import type { MachineDescription, StateDescription, TransitionDescription } from './description';
import { describePaths } from './path-description';
import { actionName, actorName, guardName } from './implementation-names';

const AFTER = /^xstate\.after\.([^.]+)\./;
const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const DONE_STATE = 'xstate.done.state.';

/** `xstate.after.500.session.x` → `after:500`; actor results → `done:<id>`, `error:<id>`. */
export function eventName(eventType: string): string {
  if (eventType === '') return 'always';
  const after = AFTER.exec(eventType);
  if (after) return `after:${after[1]}`;
  if (eventType.startsWith(DONE_ACTOR)) return `done:${eventType.slice(DONE_ACTOR.length)}`;
  if (eventType.startsWith(ERROR_ACTOR)) return `error:${eventType.slice(ERROR_ACTOR.length)}`;
  if (eventType.startsWith(DONE_STATE)) return 'done:state';
  return eventType;
}

/** Every node's key path, by node id: the description never shows a (possibly custom) id. */
export function statePaths(machine: AnyStateMachine): Map<string, string> {
  const paths = new Map<string, string>([[machine.root.id, '']]);
  const walk = (node: AnyStateNode, prefix: string) => {
    for (const [key, child] of Object.entries(node.states as Record<string, AnyStateNode>)) {
      const path = prefix ? `${prefix}.${key}` : key;
      paths.set(child.id, path);
      walk(child, path);
    }
  };
  walk(machine.root, '');
  return paths;
}

function nodes(machine: AnyStateMachine): AnyStateNode[] {
  const list: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    list.push(node);
    for (const child of Object.values(node.states as Record<string, AnyStateNode>)) walk(child);
  };
  walk(machine.root);
  return list;
}

function invokeId(node: AnyStateNode, id: string, index: number): string {
  // An invoke without an id gets one made of the node id: not a name anybody chose.
  return id.startsWith(node.id) ? `(invoke ${index})` : id;
}

/** The raise and cancel xstate adds to a state's entry and exit for each of its `after` delays. */
function madeForDelay(action: unknown): boolean {
  const { id, sendId } = action as { id?: unknown; sendId?: unknown };
  return [id, sendId].some((name) => typeof name === 'string' && name.startsWith('xstate.after.'));
}

function describeState(node: AnyStateNode, paths: Map<string, string>): StateDescription {
  const parent = node.parent ? paths.get(node.parent.id)! : null;
  const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
  return {
    path: paths.get(node.id)!,
    key: node.key,
    parent: parent === '' ? null : parent,
    type: node.type,
    ...(node.type === 'history' ? { history: String(node.history) } : {}),
    ...(initialTarget ? { initial: (initialTarget as AnyStateNode).key } : {}),
    entry: node.entry.filter((action) => !madeForDelay(action)).map(actionName),
    exit: node.exit.filter((action) => !madeForDelay(action)).map(actionName),
    invoke: node.invoke.map((invoke, index) => ({
      id: invokeId(node, invoke.id, index),
      src: actorName(invoke.src),
    })),
    tags: [...node.tags].sort(),
  };
}

function describeTransition(
  source: string,
  transition: AnyTransitionDefinition,
  index: number,
  paths: Map<string, string>,
): TransitionDescription {
  return {
    source,
    event: eventName(transition.eventType),
    index,
    guard: guardName(transition.guard),
    targets: (transition.target ?? []).map((target: AnyStateNode) => paths.get(target.id)!).sort(),
    actions: transition.actions.map(actionName),
    reenter: Boolean(transition.reenter),
  };
}

function describeDelays(machine: AnyStateMachine): Record<string, number | string> {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(delays)
      .sort()
      .map((name) => [name, typeof delays[name] === 'number' ? delays[name] : 'function']),
  );
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function describeMachine(
  machine: AnyStateMachine,
  paths: GeneratedPath[] | null,
): MachineDescription {
  const statePathsById = statePaths(machine);
  const all = nodes(machine);
  const states = all
    .slice(1)
    .map((node) => describeState(node, statePathsById))
    .sort((a, b) => byText(a.path, b.path));
  const transitions = all
    .flatMap((node) => {
      const source = statePathsById.get(node.id)!;
      const lists = [...node.transitions.values(), ...(node.always ? [node.always] : [])];
      return lists.flatMap((list) =>
        list.map((transition, index) =>
          describeTransition(source, transition, index, statePathsById),
        ),
      );
    })
    .sort((a, b) => byText(a.source, b.source) || byText(a.event, b.event) || a.index - b.index);
  const rootInitial = machine.root.initial?.target?.[0] as AnyStateNode | undefined;
  return {
    id: machine.id,
    initial: rootInitial?.key ?? null,
    states,
    transitions,
    delays: describeDelays(machine),
    paths: paths ? describePaths(paths, statePathsById) : null,
  };
}
