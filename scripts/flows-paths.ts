/**
 * Writes the generated paths of every machine to e2e/model/paths/<machineId>.json, for the
 * Playwright model tests, and prints a summary. Run: `tsx scripts/flows-paths.ts`
 * (`npm run flows:paths`).
 *
 * The paths are the same ones the vitest model tests replay (src/flows/model): per input
 * variant, the shortest paths to every edge of the behaviour graph, simple paths and the named
 * scenarios. Each step has a `kind`:
 *   init   the machine starts with the variant's input
 *   event  an ordinary event (`event` holds type and payload)
 *   done   invoke `invokeId` resolves with `event.output` (release the held network route)
 *   error  invoke `invokeId` rejects with `event.error` (errors as {name, message, ...fields})
 *   after  the named delay `delay.name` of `delay.ms` elapses in state `delay.stateId` (page.clock)
 * and `state`, the state value after the step (`status` too when the machine is finished).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { AnyStateMachine } from 'xstate';
import { machineRegistry } from '../machines';
import { formatTable, listStateNodes, listTransitions } from '../tests/machines/support/coverage';
import { delayMs, generatePaths, pathToJson, toJsonValue } from '../src/flows/model/model';
import { machineModels } from '../src/flows/model/models';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'e2e', 'model', 'paths');

function invokesOf(machine: AnyStateMachine) {
  return listStateNodes(machine).flatMap((node) =>
    node.invoke.map((invoke) => ({ id: invoke.id, src: invoke.src, state: node.id })),
  );
}

function delaysOf(machine: AnyStateMachine) {
  return Object.fromEntries(
    Object.keys(machine.implementations.delays).map((name) => [name, delayMs(machine, name)]),
  );
}

mkdirSync(outDir, { recursive: true });
const rows: Array<Array<string | number>> = [];
for (const entry of machineRegistry) {
  const { machine } = entry;
  const model = machineModels[machine.id];
  if (!model) throw new Error(`No test model for machine "${machine.id}" (src/flows/model/models)`);
  const paths = generatePaths(model);
  const file = join(outDir, `${machine.id}.json`);
  const document = {
    machineId: machine.id,
    title: entry.title,
    generatedBy: 'scripts/flows-paths.ts',
    variants: model.variants.map((variant) => ({
      name: variant.name,
      description: variant.description,
      input: toJsonValue(variant.input),
    })),
    invokes: invokesOf(machine),
    delays: delaysOf(machine),
    paths: paths.map((path) => pathToJson(model, path)),
  };
  // Formatted as `prettier --write .` would, so that formatting the repo leaves them unchanged.
  const options = { ...(await resolveConfig(file)), parser: 'json' };
  writeFileSync(file, await format(JSON.stringify(document), options));
  const byGenerator = (generator: string) =>
    paths.filter((path) => path.generator === generator).length;
  rows.push([
    machine.id,
    listStateNodes(machine).length,
    listTransitions(machine).length,
    model.variants.length,
    paths.length,
    `${byGenerator('shortest')}/${byGenerator('simple')}/${byGenerator('scenario')}`,
    relative(root, file),
  ]);
}
console.log(
  formatTable(
    ['machine', 'states', 'transitions', 'variants', 'paths', 'shortest/simple/scenario', 'file'],
    rows,
  ),
);
