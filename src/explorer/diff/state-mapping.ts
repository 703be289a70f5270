/**
 * Which state of the old version is which of the new one: the same key path, or a state renamed
 * (same parent, same transitions and content, another key) or moved (same key, another parent).
 * A renamed or moved state takes its descendants along.
 */
import type { MachineDescription, StateDescription, TransitionDescription } from './description';
import { sortedJson } from './implementation-names';

export type StateMapping = {
  /** Old path → new path, for every state that is in both versions. */
  map: Map<string, string>;
  renamed: Array<{ from: string; to: string }>;
  moved: Array<{ from: string; to: string }>;
};

/** An old path as the new version calls it (unchanged when it has no counterpart). */
export function mapPath(mapping: Pick<StateMapping, 'map'>, path: string): string {
  if (path === '') return '';
  return mapping.map.get(path) ?? path;
}

const depth = (path: string) => path.split('.').length;
const isUnder = (path: string, ancestor: string) => path.startsWith(`${ancestor}.`);

/** What a state is, apart from its key and place: its own transitions and content, children by key. */
function signature(
  state: StateDescription,
  transitions: TransitionDescription[],
  states: StateDescription[],
  rename: (path: string) => string,
): string {
  return sortedJson({
    type: state.type,
    history: state.history,
    initial: state.initial,
    entry: state.entry,
    exit: state.exit,
    invoke: state.invoke,
    tags: state.tags,
    children: states
      .filter((child) => child.parent === state.path)
      .map((child) => child.key)
      .sort(),
    transitions: transitions
      .filter((transition) => transition.source === state.path)
      .map((transition) => ({
        ...transition,
        source: undefined,
        targets: transition.targets.map(rename).sort(),
      })),
  });
}

export function mapStates(before: MachineDescription, after: MachineDescription): StateMapping {
  const newPaths = new Set(after.states.map((state) => state.path));
  const map = new Map<string, string>();
  for (const state of before.states) if (newPaths.has(state.path)) map.set(state.path, state.path);
  const taken = new Set(map.values());
  const renamed: StateMapping['renamed'] = [];
  const moved: StateMapping['moved'] = [];

  const byPath = new Map(after.states.map((state) => [state.path, state]));
  const removed = before.states
    .filter((state) => !newPaths.has(state.path))
    .sort((a, b) => depth(a.path) - depth(b.path));

  const take = (from: string, to: string) => {
    map.set(from, to);
    taken.add(to);
    for (const old of before.states) {
      if (!isUnder(old.path, from) || map.has(old.path)) continue;
      const path = to + old.path.slice(from.length);
      if (byPath.has(path) && !taken.has(path)) {
        map.set(old.path, path);
        taken.add(path);
      }
    }
  };

  for (const old of removed) {
    if (map.has(old.path)) continue;
    if (old.parent !== null && !map.has(old.parent)) continue; // gone with its parent
    const parent = old.parent === null ? null : map.get(old.parent)!;
    const free = after.states.filter((state) => !taken.has(state.path));
    const oldSignatureAs = (to: string) =>
      signature(old, before.transitions, before.states, (path) =>
        path === old.path
          ? to
          : isUnder(path, old.path)
            ? to + path.slice(old.path.length)
            : mapPath({ map }, path),
      );
    const newSignature = (state: StateDescription) =>
      signature(state, after.transitions, after.states, (path) => path);

    const renamedTo = free.find(
      (state) =>
        state.parent === parent &&
        state.key !== old.key &&
        newSignature(state) === oldSignatureAs(state.path),
    );
    if (renamedTo) {
      renamed.push({ from: old.path, to: renamedTo.path });
      take(old.path, renamedTo.path);
      continue;
    }
    const sameKey = free.filter(
      (state) => state.key === old.key && state.parent !== parent && state.type === old.type,
    );
    const movedTo =
      sameKey.find((state) => newSignature(state) === oldSignatureAs(state.path)) ??
      (sameKey.length === 1 ? sameKey[0] : undefined);
    if (movedTo) {
      moved.push({ from: old.path, to: movedTo.path });
      take(old.path, movedTo.path);
    }
  }
  return { map, renamed, moved };
}
