import type { TracedStep } from './trace';

/** What finding a way into a state needs of a generated path. */
export type WalkablePath = { id: string; description: string; trace: TracedStep[] };

/** A place in a path: the path and the (0-based) step at which the state is first active. */
export type PathPlace<TPath extends WalkablePath> = { path: TPath; step: number };

/** The states some generated path reaches (active after one of its steps), in first-seen order. */
export function reachableStates(paths: readonly WalkablePath[]): string[] {
  const seen = new Set<string>();
  for (const path of paths)
    for (const step of path.trace) for (const id of step.states) seen.add(id);
  return [...seen];
}

function firstStepIn(path: WalkablePath, stateId: string): number {
  return path.trace.findIndex((step) => step.states.includes(stateId));
}

/**
 * The shortest way into a state (issue 30, item 5): the path whose first step in the state
 * comes earliest, the earlier path on a tie; undefined when no path reaches it.
 */
export function shortestWayTo<TPath extends WalkablePath>(
  paths: readonly TPath[],
  stateId: string,
): PathPlace<TPath> | undefined {
  let best: PathPlace<TPath> | undefined;
  for (const path of paths) {
    const step = firstStepIn(path, stateId);
    if (step >= 0 && (!best || step < best.step)) best = { path, step };
  }
  return best;
}

/**
 * The ways on from a state: every path that reaches it and goes on after, from its first step in
 * it; paths that take the same transitions on (with other event data, say) are one way, the
 * first kept. Shortest first.
 */
export function pathsOnward<TPath extends WalkablePath>(
  paths: readonly TPath[],
  stateId: string,
): Array<PathPlace<TPath> & { onward: number }> {
  const ways = new Map<string, PathPlace<TPath> & { onward: number }>();
  for (const path of paths) {
    const step = firstStepIn(path, stateId);
    if (step < 0 || step === path.trace.length - 1) continue;
    const rest = path.trace.slice(step + 1);
    // The same transitions with other data (another email typed) are the same way on.
    const key = rest.map((traced) => traced.transitions.join(',') || traced.event.type).join('\n');
    if (!ways.has(key)) ways.set(key, { path, step, onward: rest.length });
  }
  return [...ways.values()].sort((a, b) => a.onward - b.onward);
}
