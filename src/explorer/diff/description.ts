/**
 * The normalized description of a machine that `npm run flows:diff` compares: what the machine
 * does, by names (states by their key path, guards, actions, actors and delays by their
 * implementation names), never by function source or key order. Two versions of a machine that
 * behave alike describe alike, whatever their formatting or helper names.
 */

/** Bumped when the shape below changes: descriptions of another format are not compared. */
export const DESCRIPTION_FORMAT = 1;

/** Where the machine's own transitions (`on` at the top) hang: the root has no key path. */
export const MACHINE_PLACE = '(machine)';

export type StateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export type InvokeDescription = { id: string; src: string };

export type StateDescription = {
  /** Keys from the root joined by dots: `placing.retrying` (not the node id, which may be custom). */
  path: string;
  key: string;
  parent: string | null;
  type: StateType;
  /** `shallow` or `deep`, history states only. */
  history?: string;
  /** The initial child's key, compound states only. */
  initial?: string;
  entry: string[];
  exit: string[];
  invoke: InvokeDescription[];
  tags: string[];
};

/**
 * One candidate of a source state for one event, in priority order (`index`). Events read
 * `SUBMIT`, `always`, `after:<delay>`, `done:<invoke id>`, `error:<invoke id>`, `done:state`.
 */
export type TransitionDescription = {
  /** State path, '' for the machine itself. */
  source: string;
  event: string;
  index: number;
  guard: string | null;
  /** State paths; empty for a targetless transition. */
  targets: string[];
  actions: string[];
  reenter: boolean;
};

/** One step of a generated path: the event (JSON, `after:<delay>@<state path>` for delays) and the active leaf states after it. */
export type PathStepDescription = { event: string; states: string[] };

export type PathDescription = {
  /** Variant, generator (and scenario or scope) and the events: what identifies a path across versions. */
  key: string;
  variant: string;
  generator: string;
  name?: string;
  /** The explorer's id of the path in this version (`<machine>/<variant>/<generator>/<n>`). */
  id: string;
  steps: PathStepDescription[];
};

export type MachineDescription = {
  id: string;
  /** The root's initial child key. */
  initial: string | null;
  states: StateDescription[];
  transitions: TransitionDescription[];
  /** Named delays: milliseconds, or `function` for a delay computed from the context. */
  delays: Record<string, number | string>;
  /** The generated paths; null when the machine has no test model or they could not be made. */
  paths: PathDescription[] | null;
  /** Why there are no paths, when their generation failed (a model behind its machine). */
  pathsError?: string;
};

export type DescriptionFile = { format: number; machines: MachineDescription[] };

/** A state's place for people: its path, or `(machine)` for the root. */
export function placeOf(path: string): string {
  return path === '' ? MACHINE_PLACE : path;
}

/** Where a transition is: `placing · SUBMIT #0`. */
export function transitionPlace(source: string, event: string, index: number): string {
  return `${placeOf(source)} · ${event} #${index}`;
}
