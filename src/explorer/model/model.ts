/**
 * Path generation for model-based tests of the storefront's statecharts (DESIGN §3).
 *
 * A `MachineModel` pairs a machine with the sample data its traversal needs: input variants
 * (guards on input need one traversal each), concrete payloads per event type, sample outputs
 * and errors per invoke id, and explicit scenarios for loops that shortest/simple paths do not
 * walk twice. `generatePaths` turns a model into paths with `TestModel` from 'xstate/graph'
 * (shortest paths, simple paths, `getPathsFromEvents` scenarios). The same paths are listed and
 * replayed on the diagram by the flow explorer (src/explorer/generated-paths.ts), replayed against
 * real actors by the vitest model tests (tests/machines/support/replay.ts, coverage.ts), run in
 * the browser by the Playwright model tests (e2e/model) and counted by `scripts/flows-paths.ts`.
 *
 * Product code (the explorer loads it): no test runner import here or in ./models.
 */
import {
  __unsafe_getAllOwnEventDescriptors as ownEventDescriptors,
  initialTransition,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  type EventFromLogic,
  type InputFrom,
  type StateValue,
} from 'xstate';
import { TestModel } from 'xstate/graph';

/** One way to start the machine; a traversal is made per variant. */
export type InputVariant<TInput = unknown> = {
  name: string;
  /** What the variant stands for, e.g. "signed in, guest id stored". */
  description: string;
  input: TInput;
};

type EventOf<TMachine extends AnyStateMachine> = EventFromLogic<TMachine>;
type PayloadOf<TEvent, TType> = TEvent extends { type: TType } ? Omit<TEvent, 'type'> : never;

/** Concrete payloads (without `type`) for every event type the machine accepts. */
export type EventSamples<TMachine extends AnyStateMachine> = {
  [TType in EventOf<TMachine>['type']]: Array<PayloadOf<EventOf<TMachine>, TType>>;
};

/** A named event sequence replayed as one path (retry loops, polling loops, fallbacks). */
export type Scenario = {
  name: string;
  /** Name of the input variant it starts from. */
  variant: string;
  events: AnyEventObject[];
};

/** A restriction of the simple-path traversal to some events (e.g. one region of a parallel state). */
export type SimplePathScope = {
  name: string;
  filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
};

export type MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> = {
  machine: TMachine;
  variants: Array<InputVariant<InputFrom<TMachine>>>;
  /**
   * The part of the context that changes behaviour (what guards read). The traversal's state is
   * the state value plus this; everything else (counters, typed text, server answers) is left out
   * so that the graph stays finite. Omit when no guard reads the context.
   */
  behaviour?: (context: ContextFrom<TMachine>) => unknown;
  /** Payload samples per event type: every type must be listed (`[{}]` for events without payload). */
  events: EventSamples<TMachine>;
  /**
   * Which samples to try in a snapshot (all when omitted). For events that change nothing the
   * behaviour key sees (add-ons, typed text), trying them in one state instead of all keeps the
   * number of edges, and so of shortest paths, down without losing a transition.
   */
  sampleFilter?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
  /** Sample outputs per invoke id, each one a `xstate.done.actor.<id>` step. */
  done: Record<string, unknown[]>;
  /** Sample rejections per invoke id, each one a `xstate.error.actor.<id>` step. */
  errors: Record<string, unknown[]>;
  scenarios?: Scenario[];
  /**
   * Simple paths of the whole graph by default. A machine whose graph has too many simple
   * paths (parallel regions) lists scopes instead: one simple-path traversal per scope.
   */
  simplePathScopes?: SimplePathScope[];
};

/** Keeps the model's literal types while checking its shape. */
export function defineModel<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
): MachineModel {
  return model as unknown as MachineModel;
}

export type PathGenerator = 'shortest' | 'simple' | 'scenario';

/** `state` is the snapshot after `event`; the first step is `xstate.init` with the initial snapshot. */
export type PathStep = { event: AnyEventObject; state: AnyMachineSnapshot };

export type GeneratedPath = {
  /** Stable within one generation: `<machineId>/<variant>/<generator>/<n>`. */
  id: string;
  machineId: string;
  variant: InputVariant;
  generator: PathGenerator;
  /** Scenario or simple-path scope name. */
  name?: string;
  description: string;
  steps: PathStep[];
};

export type StepKind = 'init' | 'event' | 'done' | 'error' | 'after';

const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';
const AFTER_PATTERN = /^xstate\.after\.([^.]+)\.(.+)$/;

export function stepKind(event: AnyEventObject): StepKind {
  if (event.type === 'xstate.init') return 'init';
  if (event.type.startsWith(DONE_PREFIX)) return 'done';
  if (event.type.startsWith(ERROR_PREFIX)) return 'error';
  if (AFTER_PATTERN.test(event.type)) return 'after';
  return 'event';
}

/** The invoke id of a `xstate.done.actor.<id>` / `xstate.error.actor.<id>` event. */
export function invokeIdOf(event: AnyEventObject): string {
  if (event.type.startsWith(DONE_PREFIX)) return event.type.slice(DONE_PREFIX.length);
  if (event.type.startsWith(ERROR_PREFIX)) return event.type.slice(ERROR_PREFIX.length);
  throw new Error(`${event.type} is not an actor done/error event`);
}

/** Delay name and state id of a `xstate.after.<delay>.<stateId>` event. */
export function parseAfterEvent(event: AnyEventObject): { delay: string; stateId: string } {
  const match = AFTER_PATTERN.exec(event.type);
  if (!match) throw new Error(`${event.type} is not a delayed event`);
  return { delay: match[1]!, stateId: match[2]! };
}

/** The milliseconds of a named delay (or a numeric one), as the machine's implementations say. */
export function delayMs(
  machine: AnyStateMachine,
  delay: string,
  snapshot?: AnyMachineSnapshot,
): number {
  if (/^\d+$/.test(delay)) return Number(delay);
  const implementation = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof implementation === 'number') return implementation;
  if (typeof implementation === 'function' && snapshot) {
    return (implementation as (args: { context: unknown }) => number)({
      context: snapshot.context,
    });
  }
  throw new Error(`Delay "${delay}" of machine "${machine.id}" is not a named number`);
}

/** Helpers for scenarios: the same events the traversal generates. */
export const done = (invokeId: string, output: unknown): AnyEventObject => ({
  type: DONE_PREFIX + invokeId,
  output,
});
export const fail = (invokeId: string, error: unknown): AnyEventObject => ({
  type: ERROR_PREFIX + invokeId,
  error,
});
export const after = (delay: string, stateId: string): AnyEventObject => ({
  type: `xstate.after.${delay}.${stateId}`,
});

/** Errors kept readable in serialized events (`JSON.stringify(new Error('x'))` is `{}`). */
function jsonReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) {
    return { ...value, name: value.name, message: value.message };
  }
  return value;
}

export function serializeEvent(event: AnyEventObject): string {
  return JSON.stringify(event, jsonReplacer);
}

/** The events to try in a snapshot: each accepted type, once per sample payload. */
export function sampleEvents(model: MachineModel, snapshot: AnyMachineSnapshot): AnyEventObject[] {
  if (snapshot.status !== 'active') return [];
  const events = ownEventDescriptors(snapshot).flatMap((type) => expandEventType(model, type));
  const { sampleFilter } = model;
  return sampleFilter ? events.filter((event) => sampleFilter(snapshot, event)) : events;
}

function expandEventType(model: MachineModel, type: string): AnyEventObject[] {
  const machineId = model.machine.id;
  if (type.startsWith(DONE_PREFIX) || type.startsWith(ERROR_PREFIX)) {
    const isDone = type.startsWith(DONE_PREFIX);
    const id = invokeIdOf({ type });
    const samples = (isDone ? model.done : model.errors)[id];
    if (!samples?.length) {
      throw new Error(
        `Model of "${machineId}" has no sample ${isDone ? 'output' : 'error'} for invoke "${id}"`,
      );
    }
    return samples.map((sample) => (isDone ? { type, output: sample } : { type, error: sample }));
  }
  if (AFTER_PATTERN.test(type)) return [{ type }];
  if (type.startsWith('xstate.') || type === '*') {
    throw new Error(
      `Model of "${machineId}": event descriptor "${type}" is not supported by the harness`,
    );
  }
  const payloads = (model.events as Record<string, Array<Record<string, unknown>>>)[type];
  if (!payloads?.length)
    throw new Error(`Model of "${machineId}" has no sample payload for event "${type}"`);
  return payloads.map((payload) => ({ ...payload, type }));
}

/** Value + behaviour-relevant context: the traversal's notion of "the same state". */
export function behaviourKey(model: MachineModel, snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({
    value: snapshot.value,
    status: snapshot.status,
    behaviour: model.behaviour
      ? (model.behaviour as (context: unknown) => unknown)(snapshot.context)
      : undefined,
  });
}

/**
 * The vertex of the shortest-path traversal: the behaviour key of the state *and* the step that
 * led to it ("<key> via <event> from <previous key>"). So every edge of the behaviour graph —
 * every sample event from every behaviour state, self-loops included (a targetless transition,
 * a re-entry, CHECKOUT with an empty cart, PLACE_ORDER with an invalid form) — becomes a vertex,
 * and the shortest paths to all vertices walk every edge. Finite: the previous state enters with
 * its behaviour key only, not with its own "via".
 */
export function edgeKey(model: MachineModel) {
  return (
    snapshot: AnyMachineSnapshot,
    event: AnyEventObject | undefined,
    previous?: AnyMachineSnapshot,
  ): string => {
    const key = behaviourKey(model, snapshot);
    if (!event || !previous) return key;
    return `${key} via ${serializeEvent(event)} from ${behaviourKey(model, previous)}`;
  };
}

function formatEvent(event: AnyEventObject): string {
  const { type, ...payload } = event;
  return Object.keys(payload).length
    ? `${type} ${serializeEvent(payload as AnyEventObject)}`
    : type;
}

export function formatStateValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => {
      const inner = formatStateValue(child as StateValue);
      return inner.includes(',') ? `${key}.{${inner}}` : `${key}.${inner}`;
    })
    .join(', ');
}

function describePath(steps: PathStep[]): string {
  const last = steps[steps.length - 1]!;
  const events = steps.slice(1).map((step) => formatEvent(step.event));
  return `${events.length ? events.join(' → ') : '(start)'} ⇒ ${formatStateValue(last.state.value)}`;
}

/** Drops paths whose event sequence is a prefix of (or equal to) another one's. */
function dropPrefixPaths(paths: PathStep[][]): PathStep[][] {
  const sequences = paths.map((steps) => steps.slice(1).map((step) => serializeEvent(step.event)));
  const order = sequences
    .map((_, index) => index)
    .sort((a, b) => sequences[b]!.length - sequences[a]!.length);
  const kept: number[] = [];
  for (const index of order) {
    const sequence = sequences[index]!;
    const covered = kept.some((other) =>
      sequence.every((event, at) => sequences[other]![at] === event),
    );
    if (!covered) kept.push(index);
  }
  return kept.sort((a, b) => a - b).map((index) => paths[index]!);
}

const quietLogger = { log: () => {}, error: () => {} };

/** Every path of a model: per variant, shortest paths, simple paths and the scenarios. */
export function generatePaths(model: MachineModel): GeneratedPath[] {
  const { machine } = model;
  const result: GeneratedPath[] = [];
  for (const variant of model.variants) {
    const testModel = new TestModel(machine, {
      input: variant.input,
      events: (snapshot: AnyMachineSnapshot) => sampleEvents(model, snapshot),
      serializeState: edgeKey(model),
      serializeEvent,
      stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => snapshot.matches(key),
      logger: quietLogger,
    });
    const push = (generator: PathGenerator, stepLists: PathStep[][], name?: string) => {
      for (const steps of stepLists) {
        result.push({
          id: `${machine.id}/${variant.name}/${generator}${name ? `:${name}` : ''}/${result.filter((p) => p.variant === variant && p.generator === generator && p.name === name).length + 1}`,
          machineId: machine.id,
          variant: variant as InputVariant,
          generator,
          ...(name ? { name } : {}),
          description: `[${variant.name}] ${describePath(steps)}`,
          steps,
        });
      }
    };

    const shortest = testModel
      .getShortestPaths({ allowDuplicatePaths: true })
      .map((path) => path.steps as PathStep[]);
    push('shortest', dropPrefixPaths(shortest));

    const scopes = model.simplePathScopes ?? [{ name: '', filterEvents: () => true }];
    for (const scope of scopes) {
      const simple = testModel
        .getSimplePaths({
          allowDuplicatePaths: true,
          // Edges (self-loops included) are the shortest paths' business; simple paths go
          // between behaviour states.
          serializeState: (snapshot: AnyMachineSnapshot) => behaviourKey(model, snapshot),
          filterEvents: scope.filterEvents,
        })
        .map((path) => path.steps as PathStep[]);
      push('simple', dropPrefixPaths(simple), scope.name || undefined);
    }

    for (const scenario of model.scenarios ?? []) {
      if (scenario.variant !== variant.name) continue;
      const [fromState] = initialTransition(machine, variant.input as never);
      const paths = testModel.getPathsFromEvents(scenario.events as never, {
        input: variant.input,
        fromState,
        serializeState: edgeKey(model),
        serializeEvent,
      });
      if (paths.length !== 1)
        throw new Error(`Scenario "${scenario.name}" of "${machine.id}" gave no path`);
      push('scenario', [paths[0]!.steps as PathStep[]], scenario.name);
    }
  }
  for (const scenario of model.scenarios ?? []) {
    if (!model.variants.some((variant) => variant.name === scenario.variant)) {
      throw new Error(
        `Scenario "${scenario.name}" of "${machine.id}" names an unknown variant "${scenario.variant}"`,
      );
    }
  }
  return result;
}
