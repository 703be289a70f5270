/**
 * Single edits of a machine's normalized description, each with the change `flows:diff` must
 * report for it (kind and place): the mutation test of issue 44 (tests/explorer/flows-diff-mutations.test.ts).
 */
import type { ChangeKind } from '../../../src/explorer/diff/changes';
import {
  MACHINE_PLACE,
  transitionPlace,
  type MachineDescription,
  type StateDescription,
  type TransitionDescription,
} from '../../../src/explorer/diff/description';

export type Expected = { kind: ChangeKind; where: string };

export type Mutation = {
  machine: string;
  edit: string;
  after: MachineDescription;
  expected: Expected[];
};

/** Edits of one kind tried per machine at most. */
const PER_MACHINE = 3;

const isPlainEvent = (event: string) => event !== 'always' && !/^(after|done|error):/.test(event);
const place = (t: TransitionDescription) => transitionPlace(t.source, t.event, t.index);
const groupOf = (d: MachineDescription, t: Pick<TransitionDescription, 'source' | 'event'>) =>
  d.transitions.filter((other) => other.source === t.source && other.event === t.event);
const childrenOf = (d: MachineDescription, parent: string | null) =>
  d.states.filter((state) => state.parent === parent);
const initialOf = (d: MachineDescription, parent: string | null) =>
  parent === null ? d.initial : d.states.find((s) => s.path === parent)?.initial;
const isUnder = (path: string, ancestor: string) =>
  path === ancestor || path.startsWith(`${ancestor}.`);

/** Priorities again after transitions were added or removed (in list order per source and event). */
function reindex(d: MachineDescription): MachineDescription {
  const seen = new Map<string, number>();
  for (const t of d.transitions) {
    const key = `${t.source}\u0000${t.event}`;
    t.index = seen.get(key) ?? 0;
    seen.set(key, t.index + 1);
  }
  return d;
}

function edits<T>(
  items: T[],
  make: (item: T) => Omit<Mutation, 'machine'> | null,
): Array<Omit<Mutation, 'machine'>> {
  const made: Array<Omit<Mutation, 'machine'>> = [];
  for (const item of items) {
    if (made.length >= PER_MACHINE) break;
    const mutation = make(item);
    if (mutation) made.push(mutation);
  }
  return made;
}

/** Renames every path under `from` to be under `to` (states, sources, targets, initial keys). */
function relocate(d: MachineDescription, from: string, to: string, parent: string | null) {
  const move = (path: string) => (isUnder(path, from) ? to + path.slice(from.length) : path);
  for (const state of d.states) {
    if (state.path === from) {
      state.key = to.split('.').pop()!;
      state.parent = parent;
    } else if (state.parent !== null) state.parent = move(state.parent);
    state.path = move(state.path);
  }
  for (const t of d.transitions) {
    t.source = t.source === '' ? '' : move(t.source);
    t.targets = t.targets.map(move).sort();
  }
}

function addState(d: MachineDescription): Array<Omit<Mutation, 'machine'>> {
  const parents = [null, ...d.states.filter((s) => s.type === 'compound').map((s) => s.path)];
  return edits(parents, (parent) => {
    const path = parent ? `${parent}.mutantState` : 'mutantState';
    const after = structuredClone(d);
    const sibling = childrenOf(d, parent)[0]!;
    const state: StateDescription = {
      path,
      key: 'mutantState',
      parent,
      type: 'atomic',
      entry: [],
      exit: [],
      invoke: [],
      tags: [],
    };
    after.states.push(state);
    after.transitions.push({
      source: path,
      event: 'MUTANT_LEAVE',
      index: 0,
      guard: null,
      targets: [sibling.path],
      actions: [],
      reenter: false,
    });
    return { edit: 'add a state', after, expected: [{ kind: 'state-added', where: path }] };
  });
}

/** Atomic states that are not their parent's initial state and have a sibling. */
function looseLeaves(d: MachineDescription) {
  return d.states.filter(
    (s) =>
      s.type === 'atomic' &&
      initialOf(d, s.parent) !== s.key &&
      childrenOf(d, s.parent).length >= 2,
  );
}

function removeState(d: MachineDescription): Array<Omit<Mutation, 'machine'>> {
  const candidates = looseLeaves(d);
  return edits(candidates, (state) => {
    const incoming = d.transitions.filter(
      (t) => t.source !== state.path && t.targets.includes(state.path),
    );
    // Two candidates of one event with the same guard: which one went is not told by the guard.
    const ambiguous = incoming.some((t) =>
      groupOf(d, t).some((other) => other !== t && other.guard === t.guard),
    );
    if (ambiguous) return null;
    const after = structuredClone(d);
    after.states = after.states.filter((s) => s.path !== state.path);
    after.transitions = after.transitions.filter(
      (t) => t.source !== state.path && !t.targets.includes(state.path),
    );
    return {
      edit: 'remove a state',
      after: reindex(after),
      expected: [
        { kind: 'state-removed', where: state.path },
        ...incoming.map((t) => ({ kind: 'transition-removed' as const, where: place(t) })),
      ],
    };
  });
}

function retarget(d: MachineDescription): Array<Omit<Mutation, 'machine'>> {
  return edits(
    d.transitions.filter((t) => t.targets.length === 1),
    (t) => {
      const target = d.states.find((s) => s.path !== t.targets[0] && s.type !== 'history');
      if (!target) return null;
      const after = structuredClone(d);
      after.transitions[d.transitions.indexOf(t)]!.targets = [target.path];
      return {
        edit: 'retarget a transition',
        after,
        expected: [{ kind: 'transition-retargeted', where: place(t) }],
      };
    },
  );
}

function renameEvent(d: MachineDescription): Array<Omit<Mutation, 'machine'>> {
  const events = [...new Set(d.transitions.map((t) => t.event).filter(isPlainEvent))];
  const one = edits(
    d.transitions.filter((t) => isPlainEvent(t.event) && groupOf(d, t).length === 1),
    (t) => {
      const after = structuredClone(d);
      after.transitions[d.transitions.indexOf(t)]!.event = `${t.event}_RENAMED`;
      return {
        edit: 'rename an event in one state',
        after,
        expected: [
          { kind: 'event-renamed', where: transitionPlace(t.source, `${t.event}_RENAMED`, 0) },
        ],
      };
    },
  );
  const everywhere = edits(events, (event) => {
    const uses = d.transitions.filter((t) => t.event === event);
    if (uses.some((t) => groupOf(d, t).length !== 1)) return null;
    const after = structuredClone(d);
    for (const t of after.transitions) if (t.event === event) t.event = `${event}_RENAMED`;
    return {
      edit: 'rename an event everywhere',
      after,
      expected: uses.map((t) => ({
        kind: 'event-renamed' as const,
        where: transitionPlace(t.source, `${event}_RENAMED`, 0),
      })),
    };
  });
  return [...one, ...everywhere];
}

function swapGuard(d: MachineDescription): Array<Omit<Mutation, 'machine'>> {
  const guards = [...new Set(d.transitions.map((t) => t.guard).filter((g): g is string => !!g))];
  const guarded = edits(
    d.transitions.filter((t) => t.guard),
    (t) => {
      const other = guards.find((g) => g !== t.guard) ?? `not(${t.guard})`;
      const after = structuredClone(d);
      after.transitions[d.transitions.indexOf(t)]!.guard = other;
      return {
        edit: 'swap a guard',
        after,
        expected: [{ kind: 'guard-changed', where: place(t) }],
      };
    },
  );
  const unguarded = edits(
    d.transitions.filter((t) => !t.guard && groupOf(d, t).length === 1),
    (t) => {
      const after = structuredClone(d);
      after.transitions[d.transitions.indexOf(t)]!.guard = 'mutantGuard';
      return {
        edit: 'guard a transition',
        after,
        expected: [{ kind: 'guard-changed', where: place(t) }],
      };
    },
  );
  return [...guarded, ...unguarded];
}

function changeDelay(d: MachineDescription): Array<Omit<Mutation, 'machine'>> {
  const transitions = edits(
    d.transitions.filter((t) => t.event.startsWith('after:') && groupOf(d, t).length === 1),
    (t) => {
      const delay = t.event.slice('after:'.length);
      const event = /^\d+$/.test(delay) ? `after:${Number(delay) + 250}` : `after:${delay}Longer`;
      if (d.transitions.some((o) => o.source === t.source && o.event === event)) return null;
      const after = structuredClone(d);
      after.transitions[d.transitions.indexOf(t)]!.event = event;
      return {
        edit: 'change the delay of a transition',
        after,
        expected: [{ kind: 'delay-changed', where: transitionPlace(t.source, event, 0) }],
      };
    },
  );
  const named = edits(Object.keys(d.delays), (name) => {
    const after = structuredClone(d);
    const value = d.delays[name];
    after.delays[name] = typeof value === 'number' ? value + 250 : 1000;
    return {
      edit: 'change a named delay',
      after,
      expected: [{ kind: 'delay-changed', where: `delays.${name}` }],
    };
  });
  return [...transitions, ...named];
}

function addAction(d: MachineDescription): Array<Omit<Mutation, 'machine'>> {
  const onTransitions = edits(d.transitions, (t) => {
    const after = structuredClone(d);
    after.transitions[d.transitions.indexOf(t)]!.actions.push('mutantAction');
    return {
      edit: 'add an action to a transition',
      after,
      expected: [{ kind: 'actions-changed', where: place(t) }],
    };
  });
  const onEntry = edits(d.states, (state) => {
    const after = structuredClone(d);
    after.states[d.states.indexOf(state)]!.entry.push('mutantAction');
    return {
      edit: 'add an entry action',
      after,
      expected: [{ kind: 'actions-changed', where: `${state.path} entry` }],
    };
  });
  return [...onTransitions, ...onEntry];
}

function changeInitial(d: MachineDescription): Array<Omit<Mutation, 'machine'>> {
  const parents = [null, ...d.states.filter((s) => s.type === 'compound').map((s) => s.path)];
  return edits(parents, (parent) => {
    const initial = initialOf(d, parent);
    const other = childrenOf(d, parent).find((s) => s.key !== initial && s.type !== 'history');
    if (!other) return null;
    const after = structuredClone(d);
    if (parent === null) after.initial = other.key;
    else after.states.find((s) => s.path === parent)!.initial = other.key;
    return {
      edit: 'change an initial state',
      after,
      expected: [{ kind: 'initial-changed', where: parent ?? MACHINE_PLACE }],
    };
  });
}

function renameState(d: MachineDescription): Array<Omit<Mutation, 'machine'>> {
  return edits(d.states, (state) => {
    const to = state.parent ? `${state.parent}.${state.key}Renamed` : `${state.key}Renamed`;
    const after = structuredClone(d);
    relocate(after, state.path, to, state.parent);
    if (initialOf(d, state.parent) === state.key) {
      if (state.parent === null) after.initial = `${state.key}Renamed`;
      else after.states.find((s) => s.path === state.parent)!.initial = `${state.key}Renamed`;
    }
    return { edit: 'rename a state', after, expected: [{ kind: 'state-renamed', where: to }] };
  });
}

function moveState(d: MachineDescription): Array<Omit<Mutation, 'machine'>> {
  const candidates = looseLeaves(d);
  return edits(candidates, (state) => {
    const parents = [null, ...d.states.filter((s) => s.type === 'compound').map((s) => s.path)];
    const parent = parents.find(
      (p) => p !== state.parent && !childrenOf(d, p).some((child) => child.key === state.key),
    );
    if (parent === undefined) return null;
    const to = parent === null ? state.key : `${parent}.${state.key}`;
    const after = structuredClone(d);
    relocate(after, state.path, to, parent);
    return { edit: 'move a state', after, expected: [{ kind: 'state-moved', where: to }] };
  });
}

function changeTagsAndInvokes(d: MachineDescription): Array<Omit<Mutation, 'machine'>> {
  const tags = edits(d.states, (state) => {
    const after = structuredClone(d);
    after.states[d.states.indexOf(state)]!.tags = [...state.tags, 'mutantTag'].sort();
    return { edit: 'tag a state', after, expected: [{ kind: 'tags-changed', where: state.path }] };
  });
  const invokes = edits(
    d.states.filter((s) => s.invoke.length),
    (state) => {
      const after = structuredClone(d);
      after.states[d.states.indexOf(state)]!.invoke[0]!.src = 'mutantActor';
      return {
        edit: 'invoke another actor',
        after,
        expected: [{ kind: 'invoke-changed', where: state.path }],
      };
    },
  );
  return [...tags, ...invokes];
}

const generators = [
  addState,
  removeState,
  retarget,
  renameEvent,
  swapGuard,
  changeDelay,
  addAction,
  changeInitial,
  renameState,
  moveState,
  changeTagsAndInvokes,
];

/** Every single edit of every machine (at most PER_MACHINE of each kind per machine). */
export function mutations(descriptions: MachineDescription[]): Mutation[] {
  return descriptions.flatMap((d) =>
    generators.flatMap((generate) => generate(d).map((m) => ({ ...m, machine: d.id }))),
  );
}
