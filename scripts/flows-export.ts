/**
 * Writes every machine of the registry as JSON (Stately Studio), SCXML and Mermaid to
 * flows-export/ (git-ignored), or to the folder given as the first argument.
 * Run: `npm run flows:export` (`tsx scripts/flows-export.ts [folder]`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineRegistry } from '../machines';
import { exportFileName, exportFormats, exportMachine } from '../src/explorer/exports';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(process.argv[2] ?? join(root, 'flows-export'));

mkdirSync(outDir, { recursive: true });
for (const { machine } of machineRegistry) {
  for (const { format } of exportFormats)
    writeFileSync(join(outDir, exportFileName(machine, format)), exportMachine(machine, format));
}
console.log(
  `${machineRegistry.length} machines × ${exportFormats.map((f) => f.format).join(', ')} → ${relative(process.cwd(), outDir) || '.'}`,
);
