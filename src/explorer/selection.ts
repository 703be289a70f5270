import type { TracedStep } from './trace';

/** What the end-to-end model tests need from a path to choose it. */
export type SelectablePath = {
  id: string;
  trace: TracedStep[];
};

/** The states a path reaches: active after a step, or left by a transition it took. */
export function reachedStates(trace: TracedStep[]): Set<string> {
  const states = new Set<string>();
  for (const step of trace) {
    for (const id of step.states) states.add(id);
    for (const key of step.transitions) states.add(key.split(' | ')[0]!);
  }
  return states;
}

export function takenTransitions(trace: TracedStep[]): Set<string> {
  return new Set(trace.flatMap((step) => step.transitions));
}

/** What a path covers: the states it reaches and the transitions it takes. */
function coverageOf(trace: TracedStep[]): Set<string> {
  return new Set([
    ...[...reachedStates(trace)].map((id) => `state ${id}`),
    ...[...takenTransitions(trace)].map((key) => `transition ${key}`),
  ]);
}

/**
 * The paths the browser runs (e2e/model): a small subset that still reaches every state and
 * takes every transition the given paths do. Each path costs a fresh page and its set-up, which
 * outweighs its steps, so the choice is greedy on coverage: again and again the path that adds
 * the most states and transitions not yet covered, the shorter one on a tie, then the earlier
 * one (so the choice is stable from one run to the next). Returned in the given order.
 */
export function selectForBrowser<TPath extends SelectablePath>(paths: TPath[]): TPath[] {
  const candidates = paths.map((path, order) => ({ path, order, covers: coverageOf(path.trace) }));
  const missing = new Set(candidates.flatMap((candidate) => [...candidate.covers]));
  const chosen: typeof candidates = [];
  while (missing.size > 0) {
    let best: (typeof candidates)[number] | undefined;
    let bestGain = 0;
    for (const candidate of candidates) {
      let gain = 0;
      for (const key of candidate.covers) if (missing.has(key)) gain++;
      const better =
        gain > bestGain ||
        (gain > 0 && gain === bestGain && candidate.path.trace.length < best!.path.trace.length);
      if (better) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const key of best.covers) missing.delete(key);
  }
  return chosen.sort((a, b) => a.order - b.order).map((candidate) => candidate.path);
}
