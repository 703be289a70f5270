/**
 * Single edits of a registry machine's own config (or its implementations), made again with
 * `createMachine`: the end-to-end half of the mutation test, from TypeScript config to reported
 * change. Top-level states only, so that no target needs resolving.
 */
import { createMachine, type AnyStateMachine } from 'xstate';
import { MACHINE_PLACE, transitionPlace } from '../../../src/explorer/diff/description';
import type { Expected } from './description-mutations';

type Node = Record<string, unknown> & {
  states?: Record<string, Node>;
  on?: Record<string, unknown>;
  initial?: string;
};

export type ConfigMutation = {
  machine: string;
  edit: string;
  after: AnyStateMachine;
  expected: Expected[];
};

/** A deep copy of plain objects and arrays; functions and other values are kept as they are. */
function copy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copy) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)])) as T;
  return value;
}

const list = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** A single unguarded candidate written as a target string or an object. */
function singleUnguarded(value: unknown): Record<string, unknown> | null {
  const candidates = list(value);
  if (candidates.length !== 1) return null;
  const [only] = candidates;
  if (typeof only === 'string') return { target: only };
  if (only && typeof only === 'object' && !('guard' in only))
    return { ...(only as Record<string, unknown>) };
  return null;
}

export function configMutations(machine: AnyStateMachine): ConfigMutation[] {
  const made: ConfigMutation[] = [];
  const implementations = machine.implementations as unknown as Record<
    string,
    Record<string, unknown>
  >;
  const make = (
    edit: string,
    change: (config: Node, impl: Record<string, Record<string, unknown>>) => Expected[] | null,
  ) => {
    const config = copy(machine.config) as Node;
    const impl = { ...implementations, delays: { ...implementations.delays } };
    const expected = change(config, impl);
    if (!expected) return;
    const after = createMachine(config as never, impl as never) as unknown as AnyStateMachine;
    made.push({ machine: machine.id, edit, after, expected });
  };
  const top = Object.keys((machine.config as Node).states ?? {});

  make('add a state', (config) => {
    config.states = { ...config.states, mutantState: {} };
    return [{ kind: 'state-added', where: 'mutantState' }];
  });
  make('change the initial state', (config) => {
    const other = top.find(
      (key) => key !== config.initial && config.states![key]!.type !== 'history',
    );
    if (!other || !config.initial) return null;
    config.initial = other;
    return [{ kind: 'initial-changed', where: MACHINE_PLACE }];
  });
  for (const key of top.slice(0, 3)) {
    make('tag a state', (config) => {
      const state = config.states![key]!;
      state.tags = [...list(state.tags), 'mutantTag'];
      return [{ kind: 'tags-changed', where: key }];
    });
    make('add an entry action', (config) => {
      const state = config.states![key]!;
      state.entry = [...list(state.entry), 'mutantAction'];
      return [{ kind: 'actions-changed', where: `${key} entry` }];
    });
    const events = Object.keys((machine.config as Node).states![key]!.on ?? {}).filter(
      (event) => event !== '*',
    );
    for (const event of events.slice(0, 2)) {
      make('guard a transition', (config) => {
        const on = config.states![key]!.on!;
        const only = singleUnguarded(on[event]);
        if (!only) return null;
        on[event] = { ...only, guard: 'mutantGuard' };
        return [{ kind: 'guard-changed', where: transitionPlace(key, event, 0) }];
      });
      make('rename an event', (config) => {
        const on = config.states![key]!.on!;
        if (list(on[event]).length !== 1 || on[`${event}_RENAMED`]) return null;
        on[`${event}_RENAMED`] = on[event];
        delete on[event];
        return [{ kind: 'event-renamed', where: transitionPlace(key, `${event}_RENAMED`, 0) }];
      });
      make('remove a transition', (config) => {
        const on = config.states![key]!.on!;
        const count = list(on[event]).length;
        delete on[event];
        return Array.from({ length: count }, (_, index) => ({
          kind: 'transition-removed' as const,
          where: transitionPlace(key, event, index),
        }));
      });
    }
  }
  for (const name of Object.keys(implementations.delays ?? {})) {
    make('change a named delay', (_config, impl) => {
      const value = impl.delays![name];
      if (typeof value !== 'number') return null;
      impl.delays![name] = value + 250;
      return [{ kind: 'delay-changed', where: `delays.${name}` }];
    });
  }
  return made;
}
