// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/*
 * The house's map (docs/ARCHITECTURE.md) is kept by dependency-cruiser's rules
 * (.dependency-cruiser.cjs, run by `npm run lint`): a rule that names a folder that is not there
 * keeps nothing, and a folder no rule names has no arrows drawn for it.
 */

type Paths = { path?: string | string[]; pathNot?: string | string[] };
type Rule = { name: string; from: Paths; to: Paths };
const rules = (
  createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as { forbidden: Rule[] }
).forbidden;

/** The folders a pattern names: `^src/(app|system)/` names src/app and src/system. */
function foldersOf(pattern: string): string[] {
  const match = /^\^(src|machines|server|tests|e2e)(?:\/\(?([a-z0-9|-]+)\)?\/)?/.exec(pattern);
  if (!match) return [];
  const [, top, below] = match;
  if (below === undefined || !pattern.startsWith(`^${top}/`)) return [top!];
  return below.split('|').map((name) => `${top}/${name}`);
}

const patternsOf = (paths: Paths) =>
  [paths.path, paths.pathNot].flat().filter((p): p is string => typeof p === 'string');

const named = rules.flatMap((rule) =>
  [...patternsOf(rule.from), ...patternsOf(rule.to)].flatMap((pattern) =>
    foldersOf(pattern).map((folder) => ({ rule: rule.name, folder })),
  ),
);

describe('the dependency rules', () => {
  it('name only folders that exist', () => {
    expect(named.length).toBeGreaterThan(20);
    const missing = named.filter(({ folder }) => !existsSync(folder));
    expect(missing).toEqual([]);
  });

  it("name every folder of src/ (each layer's arrows are kept)", () => {
    const folders = readdirSync('src', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/${entry.name}`);
    const unnamed = folders.filter((folder) => !named.some((n) => n.folder === folder));
    expect(unnamed).toEqual([]);
  });
});
