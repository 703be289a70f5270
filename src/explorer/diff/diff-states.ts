/** State changes between two versions of a machine: added, removed, moved, renamed, and what a kept state holds. */
import type { Change } from './changes';
import { placeOf, type MachineDescription, type StateDescription } from './description';
import { sameNames } from './implementation-names';
import { mapPath, type StateMapping } from './state-mapping';

const list = (items: string[]) => (items.length ? items.join(', ') : '—');
const invokes = (state: StateDescription) =>
  list(
    state.invoke.map((invoke) =>
      invoke.id === invoke.src ? invoke.id : `${invoke.id}: ${invoke.src}`,
    ),
  );
const typeOf = (state: StateDescription) =>
  state.history ? `${state.type} (${state.history})` : state.type;

function initialPath(parent: string, key: string | null | undefined): string | null {
  if (key === undefined || key === null) return null;
  return parent ? `${parent}.${key}` : key;
}

/** Only the outermost state of an added or removed subtree: its children come and go with it. */
function outermost(states: StateDescription[]): StateDescription[] {
  const paths = new Set(states.map((state) => state.path));
  return states.filter((state) => state.parent === null || !paths.has(state.parent));
}

function inside(state: StateDescription, all: StateDescription[]): string {
  const count = all.filter((other) => other.path.startsWith(`${state.path}.`)).length;
  return count ? `${state.type}, ${count} state${count === 1 ? '' : 's'} inside` : state.type;
}

function keptStateChanges(
  old: StateDescription,
  now: StateDescription,
  mapping: StateMapping,
): Change[] {
  const changes: Change[] = [];
  const where = now.path;
  if (typeOf(old) !== typeOf(now))
    changes.push({ kind: 'state-type-changed', where, before: typeOf(old), after: typeOf(now) });
  const oldInitial = initialPath(old.path, old.initial);
  const before = oldInitial === null ? null : mapPath(mapping, oldInitial);
  const after = initialPath(now.path, now.initial);
  if (before !== after && old.type === now.type)
    changes.push({ kind: 'initial-changed', where, before: before ?? '—', after: after ?? '—' });
  if (!sameNames(old.tags, now.tags))
    changes.push({ kind: 'tags-changed', where, before: list(old.tags), after: list(now.tags) });
  if (invokes(old) !== invokes(now))
    changes.push({ kind: 'invoke-changed', where, before: invokes(old), after: invokes(now) });
  for (const moment of ['entry', 'exit'] as const)
    if (!sameNames(old[moment], now[moment]))
      changes.push({
        kind: 'actions-changed',
        where: `${where} ${moment}`,
        before: list(old[moment]),
        after: list(now[moment]),
      });
  return changes;
}

export function diffStates(
  before: MachineDescription,
  after: MachineDescription,
  mapping: StateMapping,
): Change[] {
  const changes: Change[] = [];
  const kept = new Set(mapping.map.values());
  for (const state of outermost(before.states.filter((s) => !mapping.map.has(s.path))))
    changes.push({
      kind: 'state-removed',
      where: state.path,
      before: inside(state, before.states),
    });
  for (const state of outermost(after.states.filter((s) => !kept.has(s.path))))
    changes.push({ kind: 'state-added', where: state.path, after: inside(state, after.states) });
  for (const { from, to } of mapping.renamed)
    changes.push({ kind: 'state-renamed', where: to, before: from, after: to });
  for (const { from, to } of mapping.moved)
    changes.push({ kind: 'state-moved', where: to, before: from, after: to });

  const rootBefore = before.initial === null ? '—' : mapPath(mapping, before.initial);
  const rootAfter = after.initial ?? '—';
  if (rootBefore !== rootAfter)
    changes.push({
      kind: 'initial-changed',
      where: placeOf(''),
      before: rootBefore,
      after: rootAfter,
    });

  const nowByPath = new Map(after.states.map((state) => [state.path, state]));
  for (const old of before.states) {
    const path = mapping.map.get(old.path);
    if (path !== undefined) changes.push(...keptStateChanges(old, nowByPath.get(path)!, mapping));
  }

  const names = [...new Set([...Object.keys(before.delays), ...Object.keys(after.delays)])].sort();
  for (const name of names) {
    const was = before.delays[name];
    const is = after.delays[name];
    if (was !== is)
      changes.push({
        kind: 'delay-changed',
        where: `delays.${name}`,
        before: was === undefined ? '—' : String(was),
        after: is === undefined ? '—' : String(is),
      });
  }
  return changes;
}
