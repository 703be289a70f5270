import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { pageModules } from '../../server/http/page-modules';

/** A build's manifest (the shape Vite writes) in a directory of its own. */
function built(manifest: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'page-modules-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_initial-1.js'] },
  '_initial-1.js': { file: 'assets/initial-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_initial-1.js', '_price-1.js'] },
  '_price-1.js': { file: 'assets/price-1.js' },
  'src/features/store/StorePage.tsx': {
    file: 'assets/StorePage-1.js',
    isDynamicEntry: true,
    imports: ['_initial-1.js', '_card-1.js'],
  },
  'src/features/cart/CartButton.tsx': {
    file: 'assets/CartButton-1.js',
    isDynamicEntry: true,
    imports: ['_initial-1.js'],
  },
};

describe('pageModules', () => {
  it("lists the views' chunks and what they import, less what the entry loads", () => {
    const chunksOf = pageModules(built(manifest));
    expect(
      chunksOf(['src/features/store/StorePage.tsx', 'src/features/cart/CartButton.tsx']),
    ).toEqual([
      '/assets/StorePage-1.js',
      '/assets/card-1.js',
      '/assets/price-1.js',
      '/assets/CartButton-1.js',
    ]);
  });

  it('says once that a module is not in the build, and lists the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const chunksOf = pageModules(built(manifest));
    expect(chunksOf(['src/nowhere.tsx', 'src/features/cart/CartButton.tsx'])).toEqual([
      '/assets/CartButton-1.js',
    ]);
    chunksOf(['src/nowhere.tsx']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('lists nothing for a build without a manifest', () => {
    const chunksOf = pageModules(mkdtempSync(join(tmpdir(), 'page-modules-')));
    expect(chunksOf(['src/features/store/StorePage.tsx'])).toEqual([]);
  });
});
