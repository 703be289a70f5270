import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A hydrating view's `module` (lazy-view.ts) is how the server finds its code in the build's
 * manifest: it must be the very file its importer loads, or the page lists the wrong code.
 */
const root = resolve(__dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

/** What `import('…')` in `file` loads, as a source file of the project. */
function importedBy(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/import\('([^']+)'\)/g)].flatMap(([, spec]) => {
    const base = spec!.startsWith('@/')
      ? join(root, 'src', spec!.slice(2))
      : resolve(dirname(file), spec!);
    const found = ['.tsx', '.ts'].map((ext) => base + ext).find(existsSync);
    return found ? [relative(root, found)] : [];
  });
}

describe("hydrating views' modules", () => {
  const declared = sources(join(root, 'src')).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [
      ...text.matchAll(/module: '([^']+)'/g),
      ...text.matchAll(/page\(\s*'([^']+)',/g),
    ].map(([, module]) => ({ file, module: module! }));
  });

  it('are declared by every route and the top bar', () => {
    expect(declared.length).toBeGreaterThan(30);
  });

  it.each(declared.map((d) => [relative(root, d.file), d.module]))(
    '%s: %s is a file it imports',
    (file, module) => {
      expect(importedBy(join(root, file))).toContain(module);
    },
  );
});
