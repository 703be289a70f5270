import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { directionOf } from '@/domain/language';
import { LANGUAGES } from '@/i18n';
import {
  featureFolders,
  featureTexts,
  firstPaintTexts,
  wholeCatalogue,
} from '@/i18n/whole-catalogue';
import { importGraph, reachable, sourceFiles as modulesIn } from './support/import-graph';

const en = wholeCatalogue<Tree>('en');
const bn = wholeCatalogue<Tree>('bn');
const ar = wholeCatalogue<Tree>('ar');

type Tree = { [key: string]: string | Tree };

const LOCALES: Record<string, Tree> = { en, bn, ar };

/**
 * Keys the code builds at run time (`t(\`orderStatus.${status}\`)`): every key under these
 * prefixes counts as used. Each prefix must still appear as a template literal in the source.
 */
const DYNAMIC_PREFIXES = [
  'orderStatus.',
  'tracking.steps.',
  'checkout.method.',
  'search.placeholder.',
  'search.tab.',
  'cards.tag.',
  'catalogue.unit.',
  'search.filter.',
  'home.hero.',
  'account.entries.',
  'flows.column.',
  'wallet.type.',
  'footer.networks.',
  'flows.generator.',
  'flows.coverage.reach.',
  'flows.gallery.look.',
  'landing.steps.',
  'search.layouts.',
  'wishlist.tab.',
  'wishlist.empty.',
  'address.type.',
  'checkout.orderTypes.',
  'flows.diff.kind.',
  'flows.diff.mark.',
  'flows.diff.legend.',
  'flows.diff.pathKind.',
];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function entriesOf(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : entriesOf(value, `${prefix}${key}.`),
  );
}

const keysOf = (tree: Tree) => entriesOf(tree).map(([key]) => key);
const baseOf = (key: string) => key.replace(PLURAL_SUFFIX, '');
const baseKeysOf = (tree: Tree) => [...new Set(keysOf(tree).map(baseOf))].sort();

/** i18next plural forms (`count_one`, `count_other`) answer to their base key. */
function baseKeys(keys: string[]): Set<string> {
  return new Set(keys.flatMap((key) => [key, baseOf(key)]));
}

function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort();
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

const source = [...sourceFiles('src'), ...sourceFiles('machines')]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

describe('translations', () => {
  it('every language of the switcher has a locale file', () => {
    expect(LANGUAGES.map((l) => l.code).sort()).toEqual(Object.keys(LOCALES).sort());
  });

  it.each(['bn', 'ar'])('%s has exactly the keys of English', (lang) => {
    expect(baseKeysOf(LOCALES[lang]!)).toEqual(baseKeysOf(en));
  });

  it.each(Object.keys(LOCALES))('%s has every plural form its language needs', (lang) => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const keys = new Set(keysOf(LOCALES[lang]!));
    const pluralBases = new Set(
      keysOf(en)
        .filter((k) => PLURAL_SUFFIX.test(k))
        .map(baseOf),
    );
    const missing = [...pluralBases].flatMap((base) =>
      categories.map((c) => `${base}_${c}`).filter((key) => !keys.has(key)),
    );
    expect(missing).toEqual([]);
  });

  it.each(['bn', 'ar'])('%s keeps the placeholders of English', (lang) => {
    const english = new Map(entriesOf(en).map(([key, text]) => [baseOf(key), text]));
    const differing = entriesOf(LOCALES[lang]!).flatMap(([key, text]) => {
      // A plural form may spell the number out ("one store"), so {{count}} is optional there.
      const optional = PLURAL_SUFFIX.test(key) ? ['count'] : [];
      const want = placeholdersOf(english.get(baseOf(key)) ?? '').filter(
        (p) => !optional.includes(p),
      );
      const have = placeholdersOf(text).filter((p) => !optional.includes(p));
      return want.join() === have.join() ? [] : [`${key}: ${have.join()} (en: ${want.join()})`];
    });
    expect(differing).toEqual([]);
  });

  it.each(Object.keys(LOCALES).filter((lang) => directionOf(lang) === 'rtl'))(
    '%s isolates its placeholders (a phone, a price or a name stays left to right inside Arabic)',
    (lang) => {
      const bare = entriesOf(LOCALES[lang]!).filter(([, text]) =>
        [...text.matchAll(/(.?)\{\{\s*(\w+)\s*\}\}/g)].some(
          ([, before, name]) => name !== 'count' && before !== '\u2068',
        ),
      );
      expect(bare.map(([key]) => key)).toEqual([]);
    },
  );

  it('every literal key the views and machines use exists in English', () => {
    const known = baseKeys(keysOf(en));
    const used = new Set<string>();
    for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z.]+)'/g)) used.add(match[1]!);
    for (const match of source.matchAll(/messageKey: '([a-zA-Z]+\.[a-zA-Z.]+)'/g))
      used.add(match[1]!);
    for (const match of source.matchAll(/toastKey\('\w+', '([a-zA-Z]+\.[a-zA-Z.]+)'\)/g))
      used.add(match[1]!);
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });

  it('every English key is used by a view or a machine', () => {
    const quoted = new Set(
      [...source.matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)['"`]/g)].map((m) => m[1]!),
    );
    const unused = baseKeysOf(en).filter(
      (key) => !quoted.has(key) && !DYNAMIC_PREFIXES.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });

  it.each(DYNAMIC_PREFIXES)('the dynamic prefix %s is still built in the code', (prefix) => {
    expect(source).toContain(`\`${prefix}\${`);
  });
});

/** The strings a module quotes that look like keys, and the dynamic prefixes it builds. */
function quotedKeys(text: string): { keys: Set<string>; prefixes: string[] } {
  return {
    keys: new Set(
      [...text.matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)['"`]/g)].map((m) => m[1]!),
    ),
    prefixes: [...text.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z]+)*\.)\$\{/g)].map((m) => m[1]!),
  };
}

describe('texts ship with the code that shows them', () => {
  const modules = [...modulesIn('src'), ...modulesIn('machines')];
  const graph = importGraph(modules);
  const quoted = new Map(modules.map((file) => [file, quotedKeys(readFileSync(file, 'utf8'))]));
  const quotes = (file: string, key: string) => {
    const q = quoted.get(file);
    return !!q && (q.keys.has(key) || q.prefixes.some((prefix) => key.startsWith(prefix)));
  };
  const firstPaint = reachable(graph, 'src/app/main.tsx');

  it('the first paint carries only the keys its own modules use', () => {
    const firstPaintModules = [...firstPaint].filter((file) => quoted.has(file));
    expect(firstPaintModules.length).toBeGreaterThan(10);
    const needless = baseKeysOf(firstPaintTexts('en') as Tree).filter(
      (key) => !firstPaintModules.some((file) => quotes(file, key)),
    );
    expect(needless).toEqual([]);
  });

  it.each(['en', 'bn', 'ar'])('%s: each key lives in one file only', (lang) => {
    const files = [firstPaintTexts(lang), ...featureFolders().map((f) => featureTexts(f, lang))];
    const all = files.flatMap((texts) => keysOf(texts as Tree));
    expect(all.filter((key, i) => all.indexOf(key) !== i)).toEqual([]);
  });

  it.each(featureFolders().flatMap((folder) => ['bn', 'ar'].map((lang) => [folder, lang])))(
    '%s/%s has exactly the keys of English',
    (folder, lang) => {
      expect(baseKeysOf(featureTexts(folder, lang) as Tree)).toEqual(
        baseKeysOf(featureTexts(folder, 'en') as Tree),
      );
    },
  );

  // Machines, domain rules and the API client are pure: the modules that use them load the texts.
  const pure = (file: string) => /^(machines|src\/domain|src\/api)\//.test(file);
  // The flow models (src/explorer/model) drive machines in tests and the explorer: they show no text.
  const showsTexts = (file: string) => !file.startsWith('src/explorer/model/');
  const importers = (file: string) =>
    modules.filter((m) => showsTexts(m) && graph.get(m)!.includes(file));
  function loadsTexts(file: string, textsModule: string, seen = new Set<string>()): boolean {
    if (seen.has(file)) return true;
    seen.add(file);
    if (reachable(graph, file).has(textsModule)) return true;
    const users = importers(file);
    return pure(file) && users.length > 0 && users.every((u) => loadsTexts(u, textsModule, seen));
  }

  it.each(featureFolders())(
    'every module quoting a key of the %s folder loads its texts module first',
    (folder) => {
      const textsModule = `src/i18n/texts/${folder}.ts`;
      expect(modules).toContain(textsModule);
      const keys = baseKeysOf(featureTexts(folder, 'en') as Tree);
      const missing = modules.flatMap((file) => {
        const needs = keys.filter((key) => quotes(file, key));
        return needs.length > 0 && !loadsTexts(file, textsModule) ? [`${file}: ${needs[0]}`] : [];
      });
      expect(missing).toEqual([]);
    },
  );
});
