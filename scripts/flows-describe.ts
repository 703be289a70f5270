/**
 * Prints the normalized description (src/explorer/diff/description.ts) of every machine of the
 * registry, with its generated paths (made over src/explorer/diff/canonical-machine.ts's form of the
 * machine), as JSON: what `npm run flows:diff` compares.
 *
 * Run: `tsx scripts/flows-describe.ts [--root <checkout>] [--out <file>]`. `--root` reads the
 * machines, their test models and the path generation of another checkout (a git worktree of an
 * older commit, made before this script existed); the description is made by this file's code.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import type { MachineEntry } from '../machines';
import type { GeneratedPath, MachineModel } from '../src/explorer/model/model';
import { DESCRIPTION_FORMAT, type DescriptionFile } from '../src/explorer/diff/description';
import { canonicalMachine } from '../src/explorer/diff/canonical-machine';
import { describeMachine } from '../src/explorer/diff/normalize';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const ownRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(option('--root') ?? ownRoot);
const load = (path: string) => import(pathToFileURL(join(root, path)).href);

const { machineRegistry } = (await load('machines/index.ts')) as {
  machineRegistry: MachineEntry[];
};

/** The test models and the path generation; an old checkout without them describes no paths. */
async function pathMaker(): Promise<((machine: AnyStateMachine) => GeneratedPath[] | null) | null> {
  try {
    const { machineModels } = (await load('src/explorer/model/models/index.ts')) as {
      machineModels: Record<string, MachineModel>;
    };
    const { generatePaths } = (await load('src/explorer/model/model.ts')) as {
      generatePaths: (model: MachineModel) => GeneratedPath[];
    };
    return (machine) => {
      const model = machineModels[machine.id];
      // Over the machine with its keys sorted: a reordering of keys changes no path.
      return model ? generatePaths({ ...model, machine: canonicalMachine(model.machine) }) : null;
    };
  } catch (error) {
    console.error(`flows-describe: no paths for ${root} (${(error as Error).message})`);
    return null;
  }
}

const paths = await pathMaker();

const file: DescriptionFile = {
  format: DESCRIPTION_FORMAT,
  machines: machineRegistry.map(({ machine }) => {
    try {
      return describeMachine(machine, paths?.(machine) ?? null);
    } catch (error) {
      // A model behind its machine (an event renamed in the machine only): no paths, said why.
      const pathsError = error instanceof Error ? error.message : String(error);
      console.error(`flows-describe: no paths for ${machine.id}: ${pathsError}`);
      return { ...describeMachine(machine, null), pathsError };
    }
  }),
};
const json = `${JSON.stringify(file)}\n`;
const out = option('--out');
if (out) writeFileSync(out, json);
else process.stdout.write(json);
