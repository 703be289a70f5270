import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Module-level state in the SPA's code (issue 40): a value a module keeps for the whole process
 * (a `let`, or a collection made at import) is shared by every page a server renders at once and
 * outlives a test's app. New state belongs to the app's system (src/system/app-system.ts) or to
 * storage; what is kept today is listed here, each with why, and the list must stay true.
 */
const ALLOWED: Record<string, string> = {
  // The browser's own page: one app per tab, never imported by the server's render.
  'src/platform/storage.ts#listeners': 'subscribers to this tab’s storage',
  'src/platform/outbox-store.ts#opening': 'this tab’s IndexedDB connection, opened once',
  'src/platform/maps/google.ts#configured': 'the Maps script loader, configured once per tab',
  'src/service-worker/sw.ts#networkFailed': 'the service worker’s own global scope',
  'src/components/use-first-mounted.ts#holders': 'which instance of a view mounted first',
  'src/components/use-first-mounted.ts#listeners': 'subscribers to the first-mounted holders',
  'src/platform/cookie-mirror.ts#visitorWritten': 'what this tab last wrote to its cookie copy',
  'src/explorer/flows-data.ts#cached': 'the explorer’s data file, fetched once per tab',
  // Filled once, the same for every system and request.
  'src/components/feature-slots.ts#filled':
    'the feature slots, filled once at start (main, server entry)',
  'src/app/ssr/i18n.ts#catalogues': 'the language catalogues, read once per process',
  'src/app/ssr/i18n.ts#instances': 'one i18n instance per language, per process',
  'src/app/routes.tsx#pageKeys': 'one key per page, made from the route table, never changed',
  'src/domain/zone-clock.ts#zoneFormats': 'Intl formats by time zone: immutable once made',
  // Keyed by an object that belongs to one system: nothing is shared between systems.
  'src/app/query-client.ts#answeredByServer': 'keyed by one query client’s queries',
  'src/api/client.ts#apiOfQueries': 'keyed by one app’s query client: its API client',
  'src/system/flows/profile-edit.ts#chosenPhotos': 'keyed by a photo chosen in one app',
  'src/system/flows/chat-composer.ts#chosenFiles': 'keyed by an attachment chosen in one app',
  'src/i18n/use-translation.ts#translators': 'keyed by one i18n instance',
  'src/explorer/trace.ts#stubs': 'keyed by a machine: its stubbed copy, the same for everyone',
};

const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'AsyncLocalStorage']);
const root = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * A module-level `let` or `var`, or a `const` made a collection to fill (`new Map()`, `[]`,
 * `{}`); a constant's table (an UPPER_CASE name, or a `Readonly…` type) is not state.
 */
function isState(list: ts.VariableDeclarationList, decl: ts.VariableDeclaration): boolean {
  if (!(list.flags & ts.NodeFlags.Const)) return true;
  const name = decl.name.getText();
  if (/^[A-Z0-9_]+$/.test(name) || decl.type?.getText().startsWith('Readonly')) return false;
  const init = decl.initializer;
  if (!init) return false;
  if (ts.isNewExpression(init)) return COLLECTIONS.has(init.expression.getText());
  if (ts.isArrayLiteralExpression(init) || ts.isObjectLiteralExpression(init))
    return init.getChildAt(1).getChildCount() === 0;
  return false;
}

function moduleState(): string[] {
  return sourceFiles(join(root, 'src')).flatMap((file) => {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const path = relative(root, file);
    return source.statements.flatMap((statement) =>
      ts.isVariableStatement(statement)
        ? statement.declarationList.declarations
            .filter((decl) => isState(statement.declarationList, decl))
            .map((decl) => `${path}#${decl.name.getText()}`)
        : [],
    );
  });
}

describe('module-level state in src/', () => {
  const found = moduleState();

  it('is only what the allow list names, with why', () => {
    expect(found.filter((key) => !(key in ALLOWED))).toEqual([]);
  });

  it('the allow list names only state that is still there', () => {
    expect(Object.keys(ALLOWED).filter((key) => !found.includes(key))).toEqual([]);
  });
});
