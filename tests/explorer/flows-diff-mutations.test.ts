/**
 * Issue 44's mutation test: single edits across the registry's machines, each reported as that
 * kind of change at that place and nothing else; no-op refactors (keys reordered, implementation
 * functions renamed, the description's lists in another order) report nothing.
 */
import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import { machineRegistry } from '../../machines';
import { generatePaths } from '../../src/explorer/model/model';
import { machineModels } from '../../src/explorer/model/models';
import { canonicalMachine } from '../../src/explorer/diff/canonical-machine';
import { diffMachine, diffMachines } from '../../src/explorer/diff/diff-machines';
import { changeMarks, MARK_OF } from '../../src/explorer/diff/marks';
import { describeMachine } from '../../src/explorer/diff/normalize';
import { configMutations } from './support/config-mutations';
import { mutations } from './support/description-mutations';

const descriptions = machineRegistry.map(({ machine }) => describeMachine(machine, null));
const all = mutations(descriptions);

describe('the mutation test of flows:diff', () => {
  it('makes at least 200 single edits, each kind of the issue on many machines', () => {
    expect(all.length).toBeGreaterThanOrEqual(200);
    const byEdit: Record<string, number> = {};
    for (const { edit } of all) byEdit[edit] = (byEdit[edit] ?? 0) + 1;
    for (const edit of [
      'add a state',
      'remove a state',
      'retarget a transition',
      'rename an event in one state',
      'swap a guard',
      'change the delay of a transition',
      'change a named delay',
      'add an action to a transition',
      'change an initial state',
    ])
      expect(byEdit[edit] ?? 0, edit).toBeGreaterThanOrEqual(5);
  });

  it('reports every edit as its kind of change, in its machine and place, and nothing else (100%)', () => {
    const wrong = all.flatMap((mutation) => {
      const after = descriptions.map((d) => (d.id === mutation.machine ? mutation.after : d));
      const changed = diffMachines('ref', descriptions, after).machines.filter(
        (machine) => machine.changes.length,
      );
      const diff = changed[0] ?? { machine: '(none)', changes: [] };
      const got = diff.changes.map(({ kind, where }) => ({ kind, where }));
      const sort = (list: typeof got) =>
        [...list].sort((a, b) => `${a.kind} ${a.where}`.localeCompare(`${b.kind} ${b.where}`));
      return changed.length === 1 &&
        diff.machine === mutation.machine &&
        JSON.stringify(sort(got)) === JSON.stringify(sort(mutation.expected))
        ? []
        : [{ machine: mutation.machine, edit: mutation.edit, expected: mutation.expected, got }];
    });
    expect(wrong).toEqual([]);
  });
});

describe('the mutation test on the machines’ own configs', () => {
  const edits = machineRegistry.flatMap(({ machine }) => configMutations(machine));

  it('makes edits on every machine', () => {
    expect(edits.length).toBeGreaterThanOrEqual(200);
    expect(new Set(edits.map((edit) => edit.machine)).size).toBe(machineRegistry.length);
  });

  it('reports each as its kind of change at its place, and nothing else (100%)', () => {
    const wrong = edits.flatMap((mutation) => {
      const before = descriptions.find((d) => d.id === mutation.machine)!;
      const got = diffMachine(before, describeMachine(mutation.after, null)).changes.map(
        ({ kind, where }) => ({ kind, where }),
      );
      return JSON.stringify(got) === JSON.stringify(mutation.expected)
        ? []
        : [{ machine: mutation.machine, edit: mutation.edit, expected: mutation.expected, got }];
    });
    expect(wrong).toEqual([]);
  });

  it('the diff view marks each reported state and transition change on the new drawing (100%)', () => {
    let marked = 0;
    const unmarked = edits.flatMap((mutation) => {
      const before = descriptions.find((d) => d.id === mutation.machine)!;
      const { changes } = diffMachine(before, describeMachine(mutation.after, null));
      return changes
        .filter((change) => MARK_OF[change.kind])
        .flatMap((change) => {
          const marks = changeMarks(mutation.after, [change]);
          if (marks.states.size + marks.transitions.size === 0)
            return [{ machine: mutation.machine, edit: mutation.edit, change }];
          marked++;
          return [];
        });
    });
    expect(unmarked).toEqual([]);
    expect(marked).toBeGreaterThanOrEqual(100);
  });
});

function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, inner]) => [key, reverseKeys(inner)]),
    );
  return value;
}

/** Plain guard and action functions under another function name, same behaviour, same implementation names. */
function renamedFunctions(implementations: Record<string, unknown>): Record<string, unknown> {
  const rename = (group: unknown) =>
    Object.fromEntries(
      Object.entries((group ?? {}) as Record<string, unknown>).map(([name, value]) => {
        if (typeof value !== 'function' || 'type' in value || 'resolve' in value)
          return [name, value];
        const fn = value as (...args: unknown[]) => unknown;
        const renamed = { [`${name}RenamedHelper`]: (...args: unknown[]) => fn(...args) };
        return [name, renamed[`${name}RenamedHelper`]];
      }),
    );
  return {
    ...implementations,
    guards: rename(implementations.guards),
    actions: rename(implementations.actions),
  };
}

/** Machines whose paths are few enough to generate twice within the test's time. */
const withPaths = new Set(
  machineRegistry
    .map(({ machine }) => machine.id)
    .filter((id) => !['location', 'checkout', 'parcelOrder'].includes(id)),
);

describe('no-op refactors report nothing', () => {
  it.each(machineRegistry.map(({ machine }) => [machine.id, machine] as const))(
    '%s: keys reordered and implementation functions renamed (paths included)',
    (id, machine) => {
      const refactored = createMachine(
        reverseKeys(machine.config) as never,
        renamedFunctions(machine.implementations as unknown as Record<string, unknown>) as never,
      ) as unknown as AnyStateMachine;
      const model = machineModels[id]!;
      const paths = (m: AnyStateMachine) =>
        withPaths.has(id) ? generatePaths({ ...model, machine: canonicalMachine(m) }) : null;
      const diff = diffMachine(
        describeMachine(machine, paths(machine)),
        describeMachine(refactored, paths(refactored)),
      );
      expect(diff.changes).toEqual([]);
    },
  );

  it.each(descriptions.map((d) => [d.id, d] as const))(
    '%s: its description with states and transitions listed in another order',
    (_id, description) => {
      const shuffled = {
        ...structuredClone(description),
        states: [...description.states].reverse(),
        // Candidates of one event keep their priority (index); only the list order changes.
        transitions: [...description.transitions].sort((a, b) =>
          b.source === a.source && b.event === a.event
            ? a.index - b.index
            : `${b.source} ${b.event}`.localeCompare(`${a.source} ${a.event}`),
        ),
      };
      expect(diffMachine(description, shuffled).changes).toEqual([]);
    },
  );
});
