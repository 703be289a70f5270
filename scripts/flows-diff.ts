/**
 * Compares every machine of the working tree with the same machine at a git ref: states,
 * transitions, guards, actions, delays, invoked actors, tags, initial states and the generated
 * paths (src/explorer/diff). Run: `npm run flows:diff -- [<ref>] [--md <file>] [--json <file>]
 * [--fail-on=removed-paths,removed-states] [--explorer <base url>]`. The ref defaults to the merge
 * base with main. The Markdown summary goes to stdout unless `--md` names a file; `--fail-on`
 * exits 1 when such changes exist (src/explorer/diff/fail-on.ts lists the conditions). The diff
 * is also left for the explorer's diff view in `flows-data/diffs/<ref>.json` (FLOWS_DATA_DIR).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DESCRIPTION_FORMAT } from '../src/explorer/diff/description';
import { DIFFS_DIR, diffFileName, type DiffFile } from '../src/explorer/diff/diff-file';
import { diffMachines } from '../src/explorer/diff/diff-machines';
import { failures, parseFailOn } from '../src/explorer/diff/fail-on';
import { diffMarkdown } from '../src/explorer/diff/markdown';
import { coverageNotes } from './flows-diff/coverage-notes';
import { git, refDescriptions, runExporter } from './flows-diff/ref-descriptions';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv: string[]) {
  const options: { ref?: string; md?: string; json?: string; failOn: string[]; explorer: string } =
    {
      failOn: [],
      explorer: '',
    };
  for (let at = 0; at < argv.length; at++) {
    const arg = argv[at]!;
    const [name, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => inline ?? argv[++at] ?? '';
    if (name === '--md') options.md = value();
    else if (name === '--json') options.json = value();
    else if (name === '--fail-on') options.failOn.push(value());
    else if (name === '--explorer') options.explorer = value().replace(/\/$/, '');
    else if (name!.startsWith('--')) throw new Error(`Unknown option ${name}`);
    else options.ref = arg;
  }
  return options;
}

try {
  const options = parseArgs(process.argv.slice(2));
  const failKinds = options.failOn.flatMap(parseFailOn);
  const ref = options.ref ?? git(root, ['merge-base', 'HEAD', 'main']);
  const commit = git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  const label = options.ref ?? commit.slice(0, 12);

  const { file: before, exporter } = refDescriptions(root, commit);
  const temp = mkdtempSync(join(tmpdir(), 'flows-diff-'));
  const out = join(temp, 'working-tree.json');
  const after = runExporter(root, {
    exporter: join(root, 'scripts/flows-describe.ts'),
    cwd: root,
    out,
  });
  rmSync(temp, { recursive: true, force: true });
  if (before.format !== DESCRIPTION_FORMAT || after.format !== DESCRIPTION_FORMAT)
    throw new Error(
      `Descriptions of format ${before.format} and ${after.format}, not ${DESCRIPTION_FORMAT}`,
    );

  const diff = diffMachines(label, before.machines, after.machines);
  const dataDir = process.env.FLOWS_DATA_DIR?.trim() || 'flows-data';
  const markdown = diffMarkdown(diff, {
    explorerBase: options.explorer,
    coverageNote: coverageNotes(diff, dataDir === 'off' ? undefined : resolve(root, dataDir)),
  });
  if (options.json)
    writeFileSync(options.json, `${JSON.stringify({ ...diff, commit, exporter }, null, 2)}\n`);
  if (dataDir !== 'off') {
    const explorerFile = join(resolve(root, dataDir), DIFFS_DIR, diffFileName(label));
    mkdirSync(dirname(explorerFile), { recursive: true });
    const kept: DiffFile = { ...diff, commit, madeAt: new Date().toISOString() };
    writeFileSync(explorerFile, `${JSON.stringify(kept)}\n`);
    console.error(
      `For the explorer (/flows/<machine>?diff=${label}): ${relative(root, explorerFile)}`,
    );
  }
  const changed = diff.machines.filter((machine) => machine.status !== 'unchanged').length;
  if (options.md) {
    writeFileSync(options.md, markdown);
    console.log(
      `${changed} of ${diff.machines.length} machines changed against ${label} → ${options.md}`,
    );
  } else process.stdout.write(markdown);

  const tripped = failures(diff, failKinds);
  if (tripped.length) {
    console.error(`flows:diff --fail-on: ${tripped.join('; ')}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`flows:diff: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
