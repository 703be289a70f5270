import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import bn from '@/i18n/locales/bn.json';
import en from '@/i18n/locales/en.json';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  );
}

/** i18next plural forms (`count_one`, `count_other`) answer to their base key. */
function baseKeys(keys: string[]): Set<string> {
  return new Set(keys.flatMap((key) => [key, key.replace(/_(zero|one|two|few|many|other)$/, '')]));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? sourceFiles(path)
      : /\.(ts|tsx)$/.test(name)
        ? [path]
        : [];
  });
}

describe('translations', () => {
  it('English and Bengali have the same keys', () => {
    expect(keysOf(bn as Tree).sort()).toEqual(keysOf(en as Tree).sort());
  });

  it('every literal key the views and machines use exists in English', () => {
    const known = baseKeys(keysOf(en as Tree));
    const used = new Set<string>();
    for (const file of [...sourceFiles('src'), ...sourceFiles('machines')]) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z.]+)'/g)) used.add(match[1]!);
      for (const match of text.matchAll(/messageKey: '([a-zA-Z]+\.[a-zA-Z.]+)'/g))
        used.add(match[1]!);
      for (const match of text.matchAll(/toastKey\('\w+', '([a-zA-Z]+\.[a-zA-Z.]+)'\)/g))
        used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });
});
