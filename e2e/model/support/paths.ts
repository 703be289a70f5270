import { machineRegistry } from '../../../machines';
import { browserPaths } from '../../../src/explorer/browser-tests';
import { tracePath, type TracedStep } from '../../../src/explorer/trace';
import { generatePaths, type GeneratedPath } from '../../../src/explorer/model/model';
import { machineModels } from '../../../src/explorer/model/models';

export type BrowserPath = GeneratedPath & { trace: TracedStep[] };

/** A machine's generated paths (src/explorer/model), traced, and those the browser runs. */
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
