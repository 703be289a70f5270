/**
 * The machine descriptions of a git ref, made from the ref's own source: a temporary detached
 * worktree (node_modules linked to this checkout's), the exporter run there, the worktree
 * removed. The ref's own `scripts/flows-describe.ts` is used when it writes this format; an older
 * ref (before the exporter, or of another format) is read by this checkout's exporter by path.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DESCRIPTION_FORMAT, type DescriptionFile } from '../../src/explorer/diff/description';

const EXPORTER = 'scripts/flows-describe.ts';

export function git(root: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/** Runs an exporter and reads what it wrote; `root` is the checkout whose machines it reads. */
export function runExporter(
  repoRoot: string,
  options: { exporter: string; cwd: string; root?: string; out: string },
): DescriptionFile {
  const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
  const args = [
    options.exporter,
    ...(options.root ? ['--root', options.root] : []),
    '--out',
    options.out,
  ];
  execFileSync(tsx, args, { cwd: options.cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  return JSON.parse(readFileSync(options.out, 'utf8')) as DescriptionFile;
}

export type RefDescriptions = {
  file: DescriptionFile;
  /** `ref`: the ref's own exporter; `this checkout`: this checkout's, reading the ref's machines. */
  exporter: 'ref' | 'this checkout';
};

export function refDescriptions(repoRoot: string, commit: string): RefDescriptions {
  const temp = mkdtempSync(join(tmpdir(), 'flows-diff-'));
  const tree = join(temp, 'tree');
  const out = join(temp, 'ref.json');
  git(repoRoot, ['worktree', 'add', '--detach', '--quiet', tree, commit]);
  try {
    symlinkSync(realpathSync(join(repoRoot, 'node_modules')), join(tree, 'node_modules'));
    if (existsSync(join(tree, EXPORTER))) {
      try {
        const own = runExporter(repoRoot, { exporter: EXPORTER, cwd: tree, out });
        if (own.format === DESCRIPTION_FORMAT) return { file: own, exporter: 'ref' };
      } catch {
        // The ref's exporter failed: this checkout's reads the ref's machines below.
      }
    }
    const file = runExporter(repoRoot, {
      exporter: join(repoRoot, EXPORTER),
      cwd: repoRoot,
      root: tree,
      out,
    });
    return { file, exporter: 'this checkout' };
  } finally {
    git(repoRoot, ['worktree', 'remove', '--force', tree]);
    rmSync(temp, { recursive: true, force: true });
  }
}
