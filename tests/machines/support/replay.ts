/**
 * Replays a generated path against a real actor of the machine.
 *
 * - Every actor the machine can invoke is replaced by a stub that parks a deferred promise,
 *   keyed by the invoke id (the child actor's id). A `xstate.done.actor.<id>` step resolves it
 *   with the step's `output`, a `xstate.error.actor.<id>` step rejects it with the step's `error`;
 *   nothing settles by itself, so transient states stay observable.
 * - Time is XState's `SimulatedClock`. A `xstate.after.<delay>.<stateId>` step first advances the
 *   clock by the delay minus 1 ms and checks that nothing happened yet, then by the last 1 ms: the
 *   named delay's exact value is checked on every path that walks it.
 * - Ordinary events are sent.
 * After every step the actor must be where the path says (same state value and status), and hold
 * exactly the context that XState's pure `transition()` computes for the same events (the path's
 * own snapshots are one representative per traversal vertex, so their context may come from
 * another sample event). Then the test's own assertions run with what the step emitted and
 * invoked.
 */
import assert from 'node:assert/strict';
import {
  createActor,
  fromPromise,
  initialTransition,
  transition,
  SimulatedClock,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InspectedMicrostepEvent,
} from 'xstate';
import {
  behaviourKey,
  delayMs,
  invokeIdOf,
  parseAfterEvent,
  stepKind,
  type GeneratedPath,
  type MachineModel,
  type PathStep,
} from '../../../src/explorer/model/model';

type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** One start of an invoked actor: which invoke, which implementation, with what input. */
export type InvokeCall = { id: string; src: string; input: unknown; step: number };

export type StepContext = {
  model: MachineModel;
  path: GeneratedPath;
  /** Index into `path.steps` (0 is `xstate.init`). */
  index: number;
  step: PathStep;
  event: AnyEventObject;
  /** The actor's snapshot after the step. */
  snapshot: AnyMachineSnapshot;
  /** The actor's snapshot before the step (undefined for the initial step). */
  previous: AnyMachineSnapshot | undefined;
  /** Events the machine emitted during this step, in order. */
  emitted: AnyEventObject[];
  /** Everything emitted since the start. */
  allEmitted: AnyEventObject[];
  /** Actors invoked during this step. */
  calls: InvokeCall[];
  allCalls: InvokeCall[];
  /** The path's steps up to and including this one. */
  history: PathStep[];
  actor: AnyActorRef;
  clock: SimulatedClock;
  /** Lets pending promise callbacks run (after advancing `clock` in an assertion, say). */
  settle: () => Promise<void>;
};

export type ReplayOptions = {
  onStep?: (context: StepContext) => void | Promise<void>;
  /** Every microstep of the machine, including those of the initial macrostep (coverage). */
  onMicrostep?: (event: InspectedMicrostepEvent) => void;
  onStart?: (snapshot: AnyMachineSnapshot) => void;
};

export type ReplayResult = {
  emitted: AnyEventObject[];
  calls: InvokeCall[];
  final: AnyMachineSnapshot;
};

/** Promise callbacks run in microtasks; one macrotask turn lets all of them finish. */
export const settle = () =>
  new Promise<void>((resolve) =>
    typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0),
  );

/** What one replay collects; the stubs find it through the actor system they run in. */
type ReplaySession = {
  parked: Map<string, Deferred>;
  calls: InvokeCall[];
  currentStep: () => number;
};
const sessions = new WeakMap<object, ReplaySession>();

/**
 * The machine with every actor replaced by a parking stub. Made once per machine (`provide`
 * rebuilds the whole state node tree); each replay registers its session under its actor system.
 */
const stubbedMachines = new WeakMap<AnyStateMachine, AnyStateMachine>();
function stubbed(machine: AnyStateMachine): AnyStateMachine {
  let result = stubbedMachines.get(machine);
  if (!result) {
    const actors = Object.fromEntries(
      Object.keys(machine.implementations.actors).map((src) => [
        src,
        fromPromise<unknown, unknown>(({ input, self, system }) => {
          const session = sessions.get(system);
          if (!session) throw new Error(`invoke "${self.id}" outside a replay`);
          session.calls.push({ id: self.id, src, input, step: session.currentStep() });
          return new Promise((resolve, reject) => session.parked.set(self.id, { resolve, reject }));
        }),
      ]),
    );
    result = machine.provide({ actors } as never) as AnyStateMachine;
    stubbedMachines.set(machine, result);
  }
  return result;
}

function checkSameState(actual: AnyMachineSnapshot, step: PathStep, pure: AnyMachineSnapshot) {
  assert.deepStrictEqual(actual.value, step.state.value, 'state value differs from the path');
  assert.equal(actual.status, step.state.status, 'status differs from the path');
  assert.deepStrictEqual(
    pure.value,
    step.state.value,
    'the pure transition disagrees with the path',
  );
  assert.deepStrictEqual(actual.context, pure.context, 'context differs from the pure transition');
}

export async function replayPath(
  model: MachineModel,
  path: GeneratedPath,
  options: ReplayOptions = {},
): Promise<ReplayResult> {
  const clock = new SimulatedClock();
  const parked = new Map<string, Deferred>();
  const calls: InvokeCall[] = [];
  const emitted: AnyEventObject[] = [];
  const actorErrors: unknown[] = [];
  let index = 0;

  const actor = createActor(stubbed(model.machine), {
    input: path.variant.input,
    clock,
    inspect: (inspection) => {
      if (inspection.type === '@xstate.microstep') options.onMicrostep?.(inspection);
    },
  });
  sessions.set(actor.system, { parked, calls, currentStep: () => index });
  actor.on('*', (event: AnyEventObject) => emitted.push(event));
  actor.subscribe({ error: (error) => actorErrors.push(error) });

  let previous: AnyMachineSnapshot | undefined;
  let pure = initialTransition(model.machine, path.variant.input as never)[0] as AnyMachineSnapshot;
  for (index = 0; index < path.steps.length; index++) {
    const step = path.steps[index]!;
    const emittedBefore = emitted.length;
    const callsBefore = calls.length;
    try {
      const kind = stepKind(step.event);
      switch (kind) {
        case 'init':
          assert.equal(index, 0, 'xstate.init after the first step');
          actor.start();
          options.onStart?.(actor.getSnapshot());
          break;
        case 'done':
        case 'error': {
          const id = invokeIdOf(step.event);
          const deferred = parked.get(id);
          assert.ok(
            deferred && actor.getSnapshot().children[id],
            `no running invoke "${id}" to settle`,
          );
          parked.delete(id);
          if (kind === 'done') deferred.resolve(step.event.output);
          else deferred.reject(step.event.error);
          break;
        }
        case 'after': {
          const { delay } = parseAfterEvent(step.event);
          const ms = delayMs(model.machine, delay, previous);
          if (ms > 0) {
            clock.increment(ms - 1);
            await settle();
            assert.equal(
              behaviourKey(model, actor.getSnapshot()),
              behaviourKey(model, previous!),
              `moved before the ${ms} ms of delay "${delay}" were over`,
            );
          }
          clock.increment(ms > 0 ? 1 : 0);
          break;
        }
        case 'event':
          actor.send(step.event);
          break;
      }
      await settle();
      assert.deepStrictEqual(actorErrors, [], 'the actor failed');
      if (kind !== 'init')
        pure = transition(
          model.machine,
          pure as never,
          step.event as never,
        )[0] as AnyMachineSnapshot;
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      checkSameState(snapshot, step, pure);
      await options.onStep?.({
        model,
        path,
        index,
        step,
        event: step.event,
        snapshot,
        previous,
        emitted: emitted.slice(emittedBefore),
        allEmitted: emitted.slice(),
        calls: calls.slice(callsBefore),
        allCalls: calls.slice(),
        history: path.steps.slice(0, index + 1),
        actor,
        clock,
        settle,
      });
      previous = actor.getSnapshot() as AnyMachineSnapshot;
    } catch (error) {
      if (error instanceof Error) {
        error.message = `${path.id}: ${path.description}\n  at step ${index} (${step.event.type})\n${error.message}`;
      }
      actor.stop();
      throw error;
    }
  }
  const final = actor.getSnapshot() as AnyMachineSnapshot;
  actor.stop();
  return { emitted, calls, final };
}
