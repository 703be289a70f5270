import type { AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import type { CoverageRecord } from './coverage';
import { transitionKey } from './trace';

/** The page-side name of the function Playwright exposes to collect coverage (e2e/fixtures/test.ts). */
export const COVERAGE_BINDING = '__flowsCoverage';

type Snapshotish = { machine?: { id: string }; _nodes?: AnyStateNode[]; status?: string };

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

/** Each atomic active state and its ancestors, innermost first: where XState looks for a transition. */
function chains(nodes: AnyStateNode[]): AnyStateNode[][] {
  return nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => {
      const chain: AnyStateNode[] = [];
      for (let at: AnyStateNode | undefined = node; at; at = at.parent) chain.push(at);
      return chain;
    });
}

/**
 * The guarded candidates XState tried and refused when nothing was taken: for an event, those of
 * the event along every active state's chain; at rest, the eventless (`always`) ones. No
 * unguarded candidate can be among them (it would have been taken).
 */
function refused(
  nodes: AnyStateNode[],
  candidates: (node: AnyStateNode) => AnyTransitionDefinition[],
) {
  const seen = new Set<AnyTransitionDefinition>();
  for (const chain of chains(nodes))
    for (const node of chain)
      for (const candidate of candidates(node)) if (candidate.guard) seen.add(candidate);
  return [...seen].map((candidate): [string, boolean] => [transitionKey(candidate), false]);
}

/**
 * One inspection event of a page under test as a coverage record (./coverage.ts), or undefined
 * when it says nothing new:
 * - a snapshot gives the states active (the initial one included); the machine is then at rest,
 *   so every guarded eventless (`always`) candidate of its active states was tried and refused;
 * - a microstep gives the transitions taken, and for each of them the guarded candidates of the
 *   same source and event tried before it (their guards failed) and its own guard (passed);
 * - a microstep that took nothing (XState reports one for an event no transition took) gives the
 *   guarded candidates of that event in every active state, all refused.
 */
export function coverageRecord(event: InspectionEvent): CoverageRecord | undefined {
  if (event.type !== '@xstate.snapshot' && event.type !== '@xstate.microstep') return undefined;
  const snapshot = event.snapshot as Snapshotish;
  const machine = snapshot.machine?.id;
  if (!machine || !snapshot._nodes) return undefined;
  const nodes = snapshot._nodes;
  const states = nodes.map((node) => node.id).filter((id) => id !== machine);
  if (event.type === '@xstate.snapshot') {
    const guards = snapshot.status === 'active' ? refused(nodes, (node) => node.always ?? []) : [];
    return { machine, states, transitions: [], guards };
  }
  const taken = event._transitions as AnyTransitionDefinition[];
  if (taken.length === 0) {
    // xstate.stop takes nothing on purpose: no guard was tried.
    if (event.event.type === 'xstate.stop') return { machine, states, transitions: [], guards: [] };
    const guards = refused(nodes, (node) => candidatesOf(node, event.event.type));
    return { machine, states, transitions: [], guards };
  }
  const transitions: string[] = [];
  const guards: Array<[string, boolean]> = [];
  for (const transition of taken) {
    if (transition.eventType === null) continue;
    const key = transitionKey(transition);
    transitions.push(key);
    const source = transition.source as AnyStateNode;
    const candidates =
      transition.eventType === '' ? (source.always ?? []) : candidatesOf(source, event.event.type);
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
