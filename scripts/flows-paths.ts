/**
 * Prints, per machine, its states and transitions and the paths its test model generates. Run:
 * `tsx scripts/flows-paths.ts` (`npm run flows:paths`).
 *
 * The paths are the ones the flow explorer lists, the vitest model tests replay and e2e/model
 * runs in the browser (src/explorer/model): per input variant, the shortest paths to every edge of
 * the behaviour graph, simple paths and the named scenarios. Nothing is written: each of those
 * generates the paths itself from the model.
 */
import { machineRegistry } from '../machines';
import { listStateNodes, listTransitions } from '../src/explorer/machine-graph';
import { generatePaths } from '../src/explorer/model/model';
import { machineModels } from '../src/explorer/model/models';
import { formatTable } from '../tests/machines/support/coverage';

const rows: Array<Array<string | number>> = [];
for (const { machine } of machineRegistry) {
  const model = machineModels[machine.id];
  if (!model)
    throw new Error(`No test model for machine "${machine.id}" (src/explorer/model/models)`);
  const paths = generatePaths(model);
  const byGenerator = (generator: string) =>
    paths.filter((path) => path.generator === generator).length;
  rows.push([
    machine.id,
    listStateNodes(machine).length,
    listTransitions(machine).length,
    model.variants.length,
    paths.length,
    `${byGenerator('shortest')}/${byGenerator('simple')}/${byGenerator('scenario')}`,
  ]);
}
console.log(
  formatTable(
    ['machine', 'states', 'transitions', 'variants', 'paths', 'shortest/simple/scenario'],
    rows,
  ),
);
