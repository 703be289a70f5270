import { machineRegistry } from '../../../machines';
import { browserPaths } from '../../../src/flows/browser-tests';
import { tracePath, type TracedStep } from '../../../src/flows/trace';
import { generatePaths, type GeneratedPath } from '../../../src/flows/model/model';
import { machineModels } from '../../../src/flows/model/models';

export type BrowserPath = GeneratedPath & { trace: TracedStep[] };

/** A machine's generated paths (src/flows/model), traced, and those the browser runs. */
export function machineBrowserPaths(machineId: string) {
  const entry = machineRegistry.find((candidate) => candidate.machine.id === machineId);
  const model = machineModels[machineId];
  if (!entry || !model) throw new Error(`no machine or model "${machineId}"`);
  const all: BrowserPath[] = generatePaths(model).map((path) => ({
    ...path,
    trace: tracePath(entry.machine, {
      input: path.variant.input,
      events: path.steps.map((step) => step.event),
    }),
  }));
  return { machine: entry.machine, all, inBrowser: browserPaths(machineId, all) };
}
