import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The static import graph of `src/` and `machines/` (dynamic `import()` and `import type` left
 * out), as paths relative to the project: what a module has loaded by the time it runs.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const ALIASES: [string, string][] = [
  ['@/', 'src/'],
  ['@machines/', 'machines/'],
];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?!type\s)[^'"]*?\bfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

export function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix));
  const base = alias
    ? alias[1] + spec.slice(alias[0].length)
    : spec.startsWith('.')
      ? relative(ROOT, resolve(ROOT, dirname(from), spec))
      : null;
  if (base === null) return null;
  const found = EXTENSIONS.map((ext) => base + ext).find(
    (path) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile(),
  );
  return found ?? null;
}

export function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => [
      file,
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(STATIC_IMPORT)]
        .map((match) => resolveImport(file, (match[1] ?? match[2])!))
        .filter((path): path is string => path !== null),
    ]),
  );
}

/** Every module `from` loads statically, itself included. */
export function reachable(graph: Map<string, string[]>, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(graph.get(file) ?? []));
  }
  return seen;
}
