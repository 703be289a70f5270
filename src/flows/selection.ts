import type { TracedStep } from './trace';

/** What the end-to-end model tests need from a path to choose it. */
export type SelectablePath = {
  id: string;
  generator: 'shortest' | 'simple' | 'scenario';
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

/**
 * The paths the browser runs (e2e/model): a bounded subset that still reaches every state and
 * transition the generated paths reach. Shortest paths first, each kept when it adds a state or
 * a transition; then simple paths, kept when they add a transition; then the named scenarios,
 * kept when they add a state or a transition (a scenario can take a route the shortest paths
 * take only in ways no screen allows, such as a choice from a list the app never showed). Greedy, in generation order,
 * so the choice is stable from one run to the next.
 */
export function selectForBrowser<TPath extends SelectablePath>(paths: TPath[]): TPath[] {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const chosen: TPath[] = [];
  const consider = (path: TPath, countStates: boolean) => {
    const newStates = [...reachedStates(path.trace)].filter((id) => !states.has(id));
    const newTransitions = [...takenTransitions(path.trace)].filter((key) => !transitions.has(key));
    if (newTransitions.length === 0 && (!countStates || newStates.length === 0)) return;
    chosen.push(path);
    for (const id of reachedStates(path.trace)) states.add(id);
    for (const key of takenTransitions(path.trace)) transitions.add(key);
  };
  // Longest shortest-paths first: one long path covers what several short prefixes would.
  const shortest = paths
    .filter((path) => path.generator === 'shortest')
    .map((path, order) => ({ path, order }))
    .sort((a, b) => b.path.trace.length - a.path.trace.length || a.order - b.order);
  for (const { path } of shortest) consider(path, true);
  for (const path of paths.filter((candidate) => candidate.generator === 'simple'))
    consider(path, false);
  for (const path of paths.filter((candidate) => candidate.generator === 'scenario'))
    consider(path, true);
  return chosen.sort((a, b) => paths.indexOf(a) - paths.indexOf(b));
}
