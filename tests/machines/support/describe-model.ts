/**
 * The vitest side of the harness: one test per generated path, replayed against a real actor,
 * with per-state assertions keyed like `snapshot.matches(key)` ('choosing.point.zoneReady',
 * 'stored', …) and an assertion for every step. A last test fails when a per-state key never
 * matched, so a misspelt key cannot silently assert nothing.
 */
import { describe, expect, it } from 'vitest';
import {
  generatePaths,
  type GeneratedPath,
  type MachineModel,
} from '../../../src/explorer/model/model';
import { replayPath, type StepContext } from './replay';

export type StateAssertions = Record<string, (context: StepContext) => void | Promise<void>>;

export type ModelSpec = {
  /** Runs after every step whose snapshot matches the key. */
  states?: StateAssertions;
  /** Runs after every step. */
  everyStep?: (context: StepContext) => void | Promise<void>;
  /** Runs once per path after its last step. */
  afterPath?: (path: GeneratedPath, last: StepContext) => void | Promise<void>;
};

export function describeModel(model: MachineModel, spec: ModelSpec): GeneratedPath[] {
  const paths = generatePaths(model);
  const matchedKeys = new Set<string>();
  const states = spec.states ?? {};

  describe(`${model.machine.id}: generated paths`, () => {
    it('has paths for every input variant', () => {
      for (const variant of model.variants) {
        expect(
          paths.some((path) => path.variant.name === variant.name),
          variant.name,
        ).toBe(true);
      }
    });

    it.each(paths.map((path) => [`${path.id} ${path.description}`, path] as const))(
      '%s',
      async (_title, path) => {
        let last: StepContext | undefined;
        await replayPath(model, path, {
          onStep: async (context) => {
            last = context;
            await spec.everyStep?.(context);
            for (const [key, assertion] of Object.entries(states)) {
              if (context.snapshot.matches(key)) {
                matchedKeys.add(key);
                await assertion(context);
              }
            }
          },
        });
        await spec.afterPath?.(path, last!);
      },
    );

    it('every per-state assertion ran at least once', () => {
      expect(Object.keys(states).filter((key) => !matchedKeys.has(key))).toEqual([]);
    });
  });
  return paths;
}

/** The last step (at or before this one) whose event has the given type. */
export function lastEvent(context: StepContext, type: string) {
  for (let index = context.history.length - 1; index >= 0; index--) {
    const { event } = context.history[index]!;
    if (event.type === type) return event;
  }
  return undefined;
}

/** The toasts and navigations emitted in this step, as plain objects. */
export function effectsOf(context: StepContext) {
  return context.emitted.filter((event) => event.type === 'toast' || event.type === 'navigate');
}

/** The step moved the machine into `key` (it was not there before; re-entries do not count). */
export function entered(context: StepContext, key: string): boolean {
  return context.snapshot.matches(key) && !context.previous?.matches(key);
}
