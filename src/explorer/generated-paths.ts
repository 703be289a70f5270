/**
 * The generated paths of one machine, made in the page by the same code as `npm run flows:paths`
 * (./model: the machine's test model and `generatePaths`), each traced on the
 * machine for the replay, and the ones the browser runs marked. Loaded on demand: the model
 * code stays out of the explorer's first render.
 */
import type { AnyStateMachine } from 'xstate';
import { delayMs, generatePaths, type GeneratedPath } from './model/model';
import { machineModels } from './model/models';
import { browserPaths } from './browser-tests';
import { tracePath, type TracedStep } from './trace';

export type ExplorerPath = GeneratedPath & { trace: TracedStep[] };

export type MachinePaths = {
  paths: ExplorerPath[];
  /** Ids of the paths e2e/model runs in the browser. */
  inBrowser: Set<string>;
  delayMs: (delay: string) => number | undefined;
};

export function machinePaths(machine: AnyStateMachine): MachinePaths {
  const model = machineModels[machine.id];
  if (!model) return { paths: [], inBrowser: new Set(), delayMs: () => undefined };
  const paths = generatePaths(model).map((path) => ({
    ...path,
    trace: tracePath(machine, {
      input: path.variant.input,
      events: path.steps.map((step) => step.event),
    }),
  }));
  const inBrowser = new Set(browserPaths(machine.id, paths).map((path) => path.id));
  return {
    paths,
    inBrowser,
    delayMs: (delay) => {
      try {
        return delayMs(machine, delay);
      } catch {
        return undefined;
      }
    },
  };
}
