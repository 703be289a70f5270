import type { AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import type { CoverageRecord } from './coverage';
import { transitionKey } from './trace';

/** The page-side name of the function Playwright exposes to collect coverage (e2e/fixtures/test.ts). */
export const COVERAGE_BINDING = '__flowsCoverage';

type Snapshotish = {
  machine?: { id: string; root: AnyStateNode };
  _nodes?: AnyStateNode[];
  status?: string;
};

/** XState's matching of an event type against a transition's descriptor (`*`, `a.*`, exact). */
function matchesDescriptor(eventType: string, descriptor: string): boolean {
  if (descriptor === eventType || descriptor === '*') return true;
  if (!descriptor.endsWith('.*')) return false;
  const tokens = eventType.split('.');
  const partial = descriptor.split('.');
  for (const [index, token] of partial.entries()) {
    if (token === '*') return index === partial.length - 1;
    if (token !== tokens[index]) return false;
  }
  return true;
}

/**
 * A state node's candidates for an event in the order XState tries them: the exact descriptor's
 * transitions, then the partial ones, longest first (xstate's getCandidates).
 */
function candidatesOf(node: AnyStateNode, eventType: string): AnyTransitionDefinition[] {
  const exact = node.transitions.get(eventType) ?? [];
  const partial = [...node.transitions.keys()]
    .filter((descriptor) => descriptor !== eventType && matchesDescriptor(eventType, descriptor))
    .sort((a, b) => b.length - a.length)
    .flatMap((descriptor) => node.transitions.get(descriptor) ?? []);
  return [...exact, ...partial];
}

type Outcomes = Array<[string, boolean]>;

/** A node's child states that are active in the configuration `nodes`. */
function activeChildren(nodes: AnyStateNode[]) {
  const active = new Set(nodes);
  return (node: AnyStateNode) =>
    Object.values(node.states as Record<string, AnyStateNode>).filter((child) => active.has(child));
}

/** The configuration an actor starts in, before any eventless move: from the machine alone. */
function initialNodes(root: AnyStateNode): AnyStateNode[] | undefined {
  const nodes: AnyStateNode[] = [];
  const enter = (node: AnyStateNode): boolean => {
    if (node.type === 'history') return false;
    nodes.push(node);
    if (node.type === 'parallel')
      return Object.values(node.states as Record<string, AnyStateNode>).every(enter);
    if (node.type !== 'compound') return true;
    const targets = (node.initial?.target ?? []) as AnyStateNode[];
    // An initial target that is not a child of its state: not followed here.
    return targets.length === 1 && targets[0]!.parent === node && enter(targets[0]!);
  };
  return enter(root) ? nodes : undefined;
}

/**
 * The guard outcomes of one event, as XState selects its transitions (transitionNode): from each
 * active atomic state outward, a state is tried only when none of its active descendants took
 * the event (every region of a parallel state is tried); a state tries its candidates in order
 * until one is enabled. `taken` is what XState selected for the event (the microstep's
 * transitions, before any conflict is removed): the candidates tried before one of them were
 * refused, its own guard passed; a state none of whose candidates was taken refused them all.
 */
function eventOutcomes(
  root: AnyStateNode,
  nodes: AnyStateNode[],
  eventType: string,
  taken: ReadonlySet<AnyTransitionDefinition>,
): Outcomes {
  const children = activeChildren(nodes);
  const outcomes: Outcomes = [];
  const tryNode = (node: AnyStateNode): boolean => {
    for (const candidate of candidatesOf(node, eventType)) {
      const selected = taken.has(candidate) || !candidate.guard;
      if (candidate.guard) outcomes.push([transitionKey(candidate), selected]);
      if (selected) return true;
    }
    return false;
  };
  const visit = (node: AnyStateNode): boolean => {
    let below = false;
    for (const child of children(node)) below = visit(child) || below;
    return below || tryNode(node);
  };
  visit(root);
  return outcomes;
}

/**
 * The guard outcomes of an eventless (`always`) selection, as XState makes it
 * (selectEventlessTransitions): for each active atomic state, its own candidates then its
 * ancestors', until one is enabled; a state shared by several atomic ones is asked once for each.
 * `taken` is what the microstep took, after XState removed the transitions that conflict with
 * another: a walk that reached none of them may have had its enabled candidate removed so, if
 * something with a target was taken; such a walk's refusals are only certain before its first
 * candidate with a target (one without a target exits nothing and conflicts with nothing).
 */
function eventlessOutcomes(
  nodes: AnyStateNode[],
  taken: ReadonlySet<AnyTransitionDefinition>,
): Outcomes {
  const outcomes: Outcomes = [];
  const anyTargeted = [...taken].some((transition) => (transition.target?.length ?? 0) > 0);
  for (const atomic of nodes.filter((node) => node.type === 'atomic' || node.type === 'final')) {
    const walk: Outcomes = [];
    let certain: number | undefined;
    let ended = false;
    walking: for (let at: AnyStateNode | undefined = atomic; at; at = at.parent)
      for (const candidate of at.always ?? []) {
        if (taken.has(candidate) || !candidate.guard) {
          if (candidate.guard) walk.push([transitionKey(candidate), true]);
          ended = true;
          break walking;
        }
        if (anyTargeted && certain === undefined && (candidate.target?.length ?? 0) > 0)
          certain = walk.length;
        walk.push([transitionKey(candidate), false]);
      }
    outcomes.push(...(ended ? walk : walk.slice(0, certain)));
  }
  return outcomes;
}

/**
 * A recorder of one page's inspection events: each event as a coverage record (./coverage.ts),
 * or undefined when it says nothing new. It keeps each actor's last snapshot, the configuration
 * the next microstep starts from (events arrive in order, each microstep's snapshot being the
 * state after it):
 * - a snapshot gives the states active (the initial one included); the machine is then at rest,
 *   so every guarded eventless (`always`) candidate along its active states was tried and refused;
 * - a microstep gives the transitions taken and the guard outcomes of its selection from the
 *   configuration before it: for an event, the guarded candidates tried in every state asked
 *   before a transition was found (children before their parents), refused, and the taken
 *   transitions' own guards, passed; for an eventless move the same along each atomic state's
 *   ancestors. A microstep that took nothing (XState reports one for an event no transition took)
 *   gives the event's guarded candidates in every active state, all refused.
 */
export function createCoverageRecorder(): (event: InspectionEvent) => CoverageRecord | undefined {
  const last = new WeakMap<object, Snapshotish>();
  return (event) => {
    if (event.type !== '@xstate.snapshot' && event.type !== '@xstate.microstep') return undefined;
    const before = last.get(event.actorRef);
    last.set(event.actorRef, event.snapshot as Snapshotish);
    return coverageRecord(event, before);
  };
}

/**
 * One inspection event as a coverage record (see createCoverageRecorder); `before` is the actor's
 * snapshot before it. Without it the configuration before a microstep is not known (but for the
 * first eventless moves of a starting actor, made from its initial states): the refusals counted
 * are then only those of the taken transitions' own states.
 */
export function coverageRecord(
  event: InspectionEvent,
  before?: Snapshotish,
): CoverageRecord | undefined {
  if (event.type !== '@xstate.snapshot' && event.type !== '@xstate.microstep') return undefined;
  const snapshot = event.snapshot as Snapshotish;
  if (!snapshot.machine?.id || !snapshot._nodes) return undefined;
  const machine = snapshot.machine.id;
  const nodes = snapshot._nodes;
  const states = nodes.map((node) => node.id).filter((id) => id !== machine);
  if (event.type === '@xstate.snapshot') {
    const guards = snapshot.status === 'active' ? eventlessOutcomes(nodes, new Set()) : [];
    return { machine, states, transitions: [], guards };
  }
  const taken = (event._transitions as AnyTransitionDefinition[]).filter(
    (transition) => transition.eventType !== null,
  );
  // xstate.stop takes nothing on purpose: no guard was tried.
  if (event.event.type === 'xstate.stop') return { machine, states, transitions: [], guards: [] };
  const transitions = taken.map(transitionKey);
  const root = snapshot.machine.root;
  const eventless = taken.length > 0 && taken.every((transition) => transition.eventType === '');
  const from =
    before?._nodes ??
    (taken.length === 0
      ? nodes
      : eventless && event.event.type === 'xstate.init'
        ? initialNodes(root)
        : undefined);
  // The states the step started from were entered too: a starting actor's initial states left
  // by an eventless move at once (`checkout.routing`) are in no snapshot of their own.
  const entered = [
    ...new Set([
      ...states,
      ...(from ?? []).map((node) => node.id),
      ...taken.map((transition) => (transition.source as AnyStateNode).id),
    ]),
  ].filter((id) => id !== machine);
  if (from) {
    const guards = eventless
      ? eventlessOutcomes(from, new Set(taken))
      : eventOutcomes(root, from, event.event.type, new Set(taken));
    return { machine, states: entered, transitions, guards };
  }
  const guards: Outcomes = [];
  for (const transition of taken) {
    const source = transition.source as AnyStateNode;
    const candidates =
      transition.eventType === '' ? (source.always ?? []) : candidatesOf(source, event.event.type);
    for (const candidate of candidates) {
      if (candidate === transition) break;
      if (candidate.guard) guards.push([transitionKey(candidate), false]);
    }
    if (transition.guard) guards.push([transitionKey(transition), true]);
  }
  return { machine, states: entered, transitions, guards };
}

/** The page's sink: records go to the function Playwright exposed, in order, never awaited. */
export function startCoverageRecorder(
  send: (record: CoverageRecord) => unknown,
): (event: InspectionEvent) => void {
  const record = createCoverageRecorder();
  return (event) => {
    const made = record(event);
    if (made) void send(made);
  };
}
