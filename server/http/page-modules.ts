import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };

/**
 * The code a server-rendered page needs before it hydrates, as addresses: the chunks of the views
 * it rendered (the `module`s of src/components/lazy-view.ts, as the build's manifest names them)
 * and the chunks they import, less what the entry loads anyway. The page lists them and the
 * browser asks for them beside the entry (scripts/prepaint.mjs), not after it: one round trip
 * less before hydration, and the entry no longer adds a preload link per chunk in a long task.
 * A build without a manifest lists nothing; a module the manifest does not name is said once.
 */
export function pageModules(staticRoot: string): (modules: readonly string[]) => string[] {
  const path = join(staticRoot, '.vite', 'manifest.json');
  if (!existsSync(path)) return () => [];
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Chunk>;
  const withImports = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) withImports(imported, into);
  };
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) withImports(key, entry);
  const unknown = new Set<string>();
  return (modules) => {
    const keys = new Set<string>();
    for (const module of modules) {
      if (manifest[module]) withImports(module, keys);
      else if (!unknown.has(module)) {
        unknown.add(module);
        console.warn(`ssr: the build's manifest has no ${module} (its lazyView's module)`);
      }
    }
    return [...keys].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]!.file}`);
  };
}
