import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise, not, type AnyStateMachine } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import { canonicalMachine } from '../../src/explorer/diff/canonical-machine';
import { changeKinds, type Change } from '../../src/explorer/diff/changes';
import type { PathDescription } from '../../src/explorer/diff/description';
import { diffMachine, diffMachines } from '../../src/explorer/diff/diff-machines';
import { failures, parseFailOn } from '../../src/explorer/diff/fail-on';
import { diffMarkdown } from '../../src/explorer/diff/markdown';
import { changeMarks } from '../../src/explorer/diff/marks';
import { changeCoverage } from '../../src/explorer/diff/change-coverage';
import { summarize } from '../../src/explorer/coverage';
import { machinePaths } from '../../src/explorer/generated-paths';
import { takenTransitions } from '../../src/explorer/selection';
import { describeMachine } from '../../src/explorer/diff/normalize';
import { pathsThrough } from '../../src/explorer/diff/paths-through';
import { generatePaths } from '../../src/explorer/model/model';
import { machineModels } from '../../src/explorer/model/models';
import { listTransitions } from '../../src/explorer/machine-graph';

type Config = Record<string, unknown> & { states: Record<string, Record<string, unknown>> };

const doorConfig = (): Config => ({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: { target: 'opening', guard: 'unlocked' }, LOCK: 'locked' } },
    locked: { tags: ['secure'], on: { UNLOCK: 'closed' } },
    opening: { invoke: { id: 'motor', src: 'motor', onDone: 'open', onError: 'closed' } },
    open: {
      initial: 'idle',
      states: {
        idle: { after: { autoClose: 'closing' } },
        closing: { entry: 'beep', always: '#door.closed' },
      },
    },
  },
});

function implementations(delay = 1000) {
  return {
    guards: { unlocked: () => true, doorFree: () => true },
    actors: { motor: fromPromise(async () => 'done'), fastMotor: fromPromise(async () => 'done') },
    delays: { autoClose: delay, slowClose: 5000 },
    actions: { beep: () => {}, log: () => {} },
  };
}

const machineOf = (config: Config, delay?: number) =>
  createMachine(config as never, implementations(delay) as never) as unknown as AnyStateMachine;
const describeDoor = (config: Config, delay?: number) =>
  describeMachine(machineOf(config, delay), null);

/** The changes between the door and the door edited by `edit`. */
function changesAfter(
  edit: (config: Config) => void,
  delay?: number,
): Array<Pick<Change, 'kind' | 'where'>> {
  const config = doorConfig();
  edit(config);
  return diffMachine(describeDoor(doorConfig()), describeDoor(config, delay)).changes.map(
    ({ kind, where }) => ({ kind, where }),
  );
}

describe('describeMachine (the normalized description)', () => {
  const description = describeDoor(doorConfig());

  it('lists states by key path, sorted, with their initial child, tags and invokes', () => {
    expect(description.states.map((state) => state.path)).toEqual([
      'closed',
      'locked',
      'open',
      'open.closing',
      'open.idle',
      'opening',
    ]);
    expect(description.initial).toBe('closed');
    expect(description.states.find((s) => s.path === 'open')).toMatchObject({
      type: 'compound',
      initial: 'idle',
    });
    expect(description.states.find((s) => s.path === 'locked')!.tags).toEqual(['secure']);
    expect(description.states.find((s) => s.path === 'opening')!.invoke).toEqual([
      { id: 'motor', src: 'motor' },
    ]);
  });

  it('names events, delays and actor results without node ids, and hides the delay machinery', () => {
    expect(description.transitions.map((t) => `${t.source} ${t.event} → ${t.targets}`)).toEqual([
      'closed LOCK → locked',
      'closed OPEN → opening',
      'locked UNLOCK → closed',
      'open.closing always → closed',
      'open.idle after:autoClose → open.closing',
      'opening done:motor → open',
      'opening error:motor → closed',
    ]);
    expect(description.states.find((s) => s.path === 'open.idle')).toMatchObject({
      entry: [],
      exit: [],
    });
    expect(description.states.find((s) => s.path === 'open.closing')!.entry).toEqual(['beep']);
    expect(description.delays).toEqual({ autoClose: 1000, slowClose: 5000 });
  });

  it('names guards and actions by what the machine refers to, never by function source', () => {
    const machine = createMachine({
      id: 'names',
      initial: 'a',
      states: {
        a: {
          on: {
            GO: [
              {
                guard: not('ready'),
                target: 'b',
                actions: { type: 'say', params: { word: 'hi' } },
              },
              { guard: { type: 'within', params: { max: 3 } }, target: 'b' },
              { guard: () => true, target: 'b', actions: () => {} },
            ],
          },
        },
        b: {},
      },
    }) as unknown as AnyStateMachine;
    const go = describeMachine(machine, null).transitions;
    expect(go.map((t) => [t.guard, t.actions])).toEqual([
      ['not(ready)', ['say({"word":"hi"})']],
      ['within({"max":3})', []],
      ['inline', ['inline']],
    ]);
  });
});

describe('a no-op refactor', () => {
  it('(keys reordered, helpers renamed, same behaviour) describes alike and reports nothing', () => {
    const reordered: Config = {
      states: {
        open: {
          states: {
            closing: { always: '#door.closed', entry: 'beep' },
            idle: { after: { autoClose: 'closing' } },
          },
          initial: 'idle',
        },
        opening: { invoke: { onError: 'closed', onDone: 'open', src: 'motor', id: 'motor' } },
        locked: { on: { UNLOCK: 'closed' }, tags: ['secure'] },
        closed: { on: { LOCK: 'locked', OPEN: { guard: 'unlocked', target: 'opening' } } },
      },
      initial: 'closed',
      id: 'door',
    };
    function isUnlockedRenamedHelper() {
      return true;
    }
    const renamedHelpers = createMachine(
      reordered as never,
      {
        ...implementations(),
        guards: { unlocked: isUnlockedRenamedHelper, doorFree: isUnlockedRenamedHelper },
        actions: { beep: function renamedBeep() {}, log: () => {} },
      } as never,
    ) as unknown as AnyStateMachine;
    const before = describeDoor(doorConfig());
    const after = describeMachine(renamedHelpers, null);
    expect(after).toEqual(before);
    expect(diffMachine(before, after)).toMatchObject({ status: 'unchanged', changes: [] });
  });
});

describe('diffMachine reports each kind of change at its place', () => {
  it('states added, removed, renamed and moved', () => {
    expect(changesAfter((c) => (c.states.jammed = { on: { FIX: 'closed' } }))).toEqual([
      { kind: 'state-added', where: 'jammed' },
    ]);
    expect(
      changesAfter((c) => {
        delete c.states.locked;
        c.states.closed = { on: { OPEN: { target: 'opening', guard: 'unlocked' } } };
      }),
    ).toEqual([
      { kind: 'state-removed', where: 'locked' },
      { kind: 'transition-removed', where: 'closed · LOCK #0' },
    ]);
    expect(
      changesAfter((c) => {
        c.states.bolted = c.states.locked!;
        delete c.states.locked;
        c.states.closed = {
          on: { OPEN: { target: 'opening', guard: 'unlocked' }, LOCK: 'bolted' },
        };
      }),
    ).toEqual([{ kind: 'state-renamed', where: 'bolted' }]);
    expect(
      changesAfter((c) => {
        const open = c.states.open as { states: Record<string, unknown> };
        open.states.locked = { tags: ['secure'], on: { UNLOCK: '#door.closed' } };
        delete c.states.locked;
        c.states.closed = {
          on: { OPEN: { target: 'opening', guard: 'unlocked' }, LOCK: 'open.locked' },
        };
      }),
    ).toEqual([{ kind: 'state-moved', where: 'open.locked' }]);
  });

  it('initial states, tags, invoked actors and entry actions', () => {
    expect(changesAfter((c) => (c.initial = 'locked'))).toEqual([
      { kind: 'initial-changed', where: '(machine)' },
    ]);
    expect(
      changesAfter((c) => ((c.states.open as { initial: string }).initial = 'closing')),
    ).toEqual([{ kind: 'initial-changed', where: 'open' }]);
    expect(changesAfter((c) => (c.states.locked!.tags = ['secure', 'quiet']))).toEqual([
      { kind: 'tags-changed', where: 'locked' },
    ]);
    expect(
      changesAfter(
        (c) =>
          (c.states.opening = {
            invoke: { id: 'motor', src: 'fastMotor', onDone: 'open', onError: 'closed' },
          }),
      ),
    ).toEqual([{ kind: 'invoke-changed', where: 'opening' }]);
    expect(changesAfter((c) => (c.states.locked!.entry = ['log']))).toEqual([
      { kind: 'actions-changed', where: 'locked entry' },
    ]);
  });

  it('transitions added, removed, retargeted, their guards, actions, events and delays', () => {
    const closedOn = (on: Record<string, unknown>) => (c: Config) => (c.states.closed = { on });
    const open = { target: 'opening', guard: 'unlocked' };
    expect(changesAfter(closedOn({ OPEN: open, LOCK: 'locked', KNOCK: 'closed' }))).toEqual([
      { kind: 'transition-added', where: 'closed · KNOCK #0' },
    ]);
    expect(changesAfter(closedOn({ LOCK: 'locked' }))).toEqual([
      { kind: 'transition-removed', where: 'closed · OPEN #0' },
    ]);
    expect(changesAfter(closedOn({ OPEN: open, LOCK: 'opening' }))).toEqual([
      { kind: 'transition-retargeted', where: 'closed · LOCK #0' },
    ]);
    expect(
      changesAfter(closedOn({ OPEN: { ...open, guard: 'doorFree' }, LOCK: 'locked' })),
    ).toEqual([{ kind: 'guard-changed', where: 'closed · OPEN #0' }]);
    expect(changesAfter(closedOn({ OPEN: { ...open, actions: 'log' }, LOCK: 'locked' }))).toEqual([
      { kind: 'actions-changed', where: 'closed · OPEN #0' },
    ]);
    expect(changesAfter(closedOn({ OPEN: open, BOLT: 'locked' }))).toEqual([
      { kind: 'event-renamed', where: 'closed · BOLT #0' },
    ]);
    expect(
      changesAfter(closedOn({ OPEN: [{ ...open, guard: 'doorFree' }, open], LOCK: 'locked' })),
    ).toEqual([{ kind: 'transition-added', where: 'closed · OPEN #0' }]);
    const idle = (after: Record<string, string>) => (c: Config) =>
      ((c.states.open as { states: Record<string, unknown> }).states.idle = { after });
    expect(changesAfter(idle({ slowClose: 'closing' }))).toEqual([
      { kind: 'delay-changed', where: 'open.idle · after:slowClose #0' },
    ]);
    expect(changesAfter(() => {}, 2000)).toEqual([
      { kind: 'delay-changed', where: 'delays.autoClose' },
    ]);
  });

  it('machines added and removed as a whole', () => {
    const door = describeDoor(doorConfig());
    const gate = { ...door, id: 'gate' };
    const diff = diffMachines('main', [door], [gate]);
    expect(diff.machines.map((m) => [m.machine, m.status, m.changes[0]!.kind])).toEqual([
      ['gate', 'added', 'machine-added'],
      ['door', 'removed', 'machine-removed'],
    ]);
  });
});

describe('path changes', () => {
  const path = (key: string, id: string, states: string[][]): PathDescription => ({
    key,
    id,
    variant: 'v',
    generator: 'shortest',
    steps: states.map((active, at) => ({ event: at ? `E${at}` : 'xstate.init', states: active })),
  });
  const base = describeDoor(doorConfig());

  it('paths new, gone and changed step by step, old states read by their new names', () => {
    const before = {
      ...base,
      paths: [
        path('v/shortest: E1', 'door/v/shortest/1', [['closed'], ['locked']]),
        path('v/shortest: E1 → E2', 'door/v/shortest/2', [['closed'], ['locked'], ['closed']]),
        path('v/shortest: E1 → E2 → E3', 'door/v/shortest/3', [
          ['closed'],
          ['opening'],
          ['open.idle'],
          ['closed'],
        ]),
      ],
    };
    const after = {
      ...base,
      paths: [
        path('v/shortest: E1', 'door/v/shortest/1', [['closed'], ['locked']]),
        path('v/shortest: E1 → E2', 'door/v/shortest/2', [['closed'], ['locked'], ['opening']]),
        path('v/shortest: E4', 'door/v/shortest/3', [['closed'], ['open.idle']]),
      ],
    };
    const diff = diffMachine(before, after);
    expect(diff.changes).toEqual([
      {
        kind: 'path-changed',
        where: 'v/shortest: E1 → E2',
        before: 'step 2: closed',
        after: 'step 2: opening',
        pathId: 'door/v/shortest/2',
      },
      { kind: 'path-added', where: 'v/shortest: E4', pathId: 'door/v/shortest/3' },
      { kind: 'path-removed', where: 'v/shortest: E1 → E2 → E3', pathId: 'door/v/shortest/3' },
    ]);
    expect(diff.affectedPathIds).toEqual(['door/v/shortest/2', 'door/v/shortest/3']);
  });

  it('a renamed state changes no path that only passes through it', () => {
    const renamed = structuredClone(base);
    for (const state of renamed.states)
      if (state.path === 'locked') Object.assign(state, { path: 'bolted', key: 'bolted' });
    for (const t of renamed.transitions) {
      if (t.source === 'locked') t.source = 'bolted';
      t.targets = t.targets.map((target) => (target === 'locked' ? 'bolted' : target));
    }
    const before = { ...base, paths: [path('v/shortest: E1', 'p1', [['closed'], ['locked']])] };
    const after = { ...renamed, paths: [path('v/shortest: E1', 'p1', [['closed'], ['bolted']])] };
    expect(diffMachine(before, after).changes.map((c) => c.kind)).toEqual(['state-renamed']);
  });
});

describe('the Markdown summary and --fail-on', () => {
  const config = doorConfig();
  delete config.states.locked;
  config.states.closed = { on: { OPEN: { target: 'opening', guard: 'unlocked' } } };
  const diff = diffMachines('main', [describeDoor(doorConfig())], [describeDoor(config)]);

  it('lists the changed machine with its counts, changes and a link into the explorer', () => {
    const markdown = diffMarkdown(diff, { explorerBase: 'http://localhost:8080' });
    expect(markdown).toContain('# Flow changes against `main`');
    expect(markdown).toContain(
      '| [door](http://localhost:8080/flows/door?diff=main) | changed | 1 | 1 |',
    );
    expect(markdown).toContain('- state removed: `locked`');
    expect(markdown).toContain('- transition removed: `closed · LOCK #0`');
  });

  it('says after each change what the browser does with it, when told', () => {
    const markdown = diffMarkdown(diff, {
      coverageNote: (machine, change) =>
        change.kind === 'transition-removed' ? `note of ${machine}` : undefined,
    });
    expect(markdown).toContain(
      '- transition removed: `closed · LOCK #0` (was locked) — note of door',
    );
    expect(markdown).not.toMatch(/state removed[^\n]*note of/);
  });

  it('says so when nothing changed', () => {
    const same = diffMachines('main', [describeDoor(doorConfig())], [describeDoor(doorConfig())]);
    expect(diffMarkdown(same)).toContain('No machine changed (1 compared).');
  });

  it('fails on the conditions named, and only on those', () => {
    expect(failures(diff, parseFailOn('removed-states'))).toEqual(['door: 1 state-removed']);
    expect(failures(diff, parseFailOn('removed-paths,guard-changed'))).toEqual([]);
    expect(parseFailOn('any')).toEqual([...changeKinds]);
    expect(() => parseFailOn('removed-things')).toThrow(/unknown condition/);
  });
});

describe('paths through a changed place', () => {
  const step = (event: string, states: string[]) => ({ event, states });
  const through = (id: string, steps: ReturnType<typeof step>[]): PathDescription => ({
    key: id,
    id,
    variant: 'v',
    generator: 'shortest',
    steps,
  });
  const paths = [
    through('locks', [step('xstate.init', ['closed']), step('LOCK', ['locked'])]),
    through('opens', [
      step('xstate.init', ['closed']),
      step('OPEN', ['opening']),
      step('xstate.done.actor.motor {"output":"done"}', ['open.idle']),
      step('after:autoClose@open.idle', ['closed']),
    ]),
  ];

  it('are the paths that send a changed transition’s event in its source, or enter a changed state', () => {
    expect(pathsThrough(paths, [{ kind: 'actions-changed', where: 'closed · LOCK #0' }])).toEqual([
      'locks',
    ]);
    expect(
      pathsThrough(paths, [{ kind: 'guard-changed', where: 'opening · done:motor #0' }]),
    ).toEqual(['opens']);
    expect(pathsThrough(paths, [{ kind: 'delay-changed', where: 'delays.autoClose' }])).toEqual([
      'opens',
    ]);
    expect(pathsThrough(paths, [{ kind: 'tags-changed', where: 'open' }])).toEqual(['opens']);
    expect(pathsThrough(paths, [{ kind: 'actions-changed', where: 'locked entry' }])).toEqual([
      'locks',
    ]);
    expect(pathsThrough(paths, [{ kind: 'transition-added', where: 'locked · KNOCK #0' }])).toEqual(
      [],
    );
  });
});

describe('paths that could not be generated', () => {
  it('are not compared, and the summary says why', () => {
    const door = describeDoor(doorConfig());
    const diff = diffMachines('main', [door], [{ ...door, pathsError: 'no sample for KNOCK' }]);
    expect(diff.machines[0]).toMatchObject({
      status: 'unchanged',
      notes: ['paths not compared: now, no sample for KNOCK'],
    });
    const markdown = diffMarkdown(diff);
    expect(markdown).toContain('| unchanged | 0 | 0 | not compared |');
    expect(markdown).toContain('> paths not compared: now, no sample for KNOCK');
  });
});

describe('a real edit with its generated paths', () => {
  it('session: CANCEL of the logout dialog now signs out; the paths through it change step by step', () => {
    const paths = (machine: AnyStateMachine) =>
      generatePaths({ ...machineModels.session!, machine: canonicalMachine(machine) });
    const original = sessionMachine.config as unknown as Config;
    const dialog = original.states.confirmingLogout!;
    const config: Config = {
      ...original,
      states: {
        ...original.states,
        confirmingLogout: {
          ...dialog,
          on: { ...(dialog.on as object), CANCEL: { target: 'signedOut' } },
        },
      },
    };
    const edited = createMachine(
      config as never,
      sessionMachine.implementations as never,
    ) as unknown as AnyStateMachine;
    const diff = diffMachine(
      describeMachine(sessionMachine, paths(sessionMachine)),
      describeMachine(edited, paths(edited)),
    );
    const structural = diff.changes.filter((change) => !change.kind.startsWith('path-'));
    expect(structural).toEqual([
      {
        kind: 'transition-retargeted',
        where: 'confirmingLogout · CANCEL #0',
        before: 'signedIn',
        after: 'signedOut',
      },
    ]);
    const changed = diff.changes.filter((change) => change.kind === 'path-changed');
    expect(changed.length).toBeGreaterThan(0);
    for (const change of changed) {
      expect(change.where).toMatch(/LOGOUT → CANCEL/);
      expect(change.after).toMatch(/signedOut/);
    }
    expect(diff.affectedPathIds.length).toBeGreaterThanOrEqual(changed.length);
  });
});

describe('the diff view marks each change on the drawing of the new machine', () => {
  it('added and changed states and transitions by the ids and keys the diagram draws', () => {
    const config = doorConfig();
    config.states.jammed = { on: { KICK: 'closed' } };
    config.states.opening!.invoke = {
      id: 'motor',
      src: 'motor',
      onDone: 'open',
      onError: 'jammed',
    };
    config.states.locked!.tags = ['secure', 'quiet'];
    config.states.closed!.on = { OPEN: { target: 'opening', guard: 'doorFree' }, LOCK: 'locked' };
    const before = describeDoor(doorConfig());
    const edited = machineOf(config);
    const { changes } = diffMachine(before, describeMachine(edited, null));
    const marks = changeMarks(edited, changes);
    expect(Object.fromEntries(marks.states)).toEqual({
      'door.jammed': 'added',
      'door.locked': 'changed',
    });
    expect(Object.fromEntries(marks.transitions)).toEqual({
      'door.jammed | KICK | #0': 'added',
      'door.opening | xstate.error.actor.motor | #0': 'changed',
      'door.closed | OPEN | #0': 'changed',
    });
    // Every key is one the diagram draws.
    const keys = new Set(listTransitions(edited).map((transition) => transition.key));
    for (const key of marks.transitions.keys()) expect(keys.has(key)).toBe(true);
  });

  it('a removed state or transition is not drawn: it is only listed', () => {
    const config = doorConfig();
    delete config.states.locked;
    config.states.closed!.on = { OPEN: { target: 'opening', guard: 'unlocked' } };
    const edited = machineOf(config);
    const { changes } = diffMachine(describeDoor(doorConfig()), describeMachine(edited, null));
    // The removed state's own transition (UNLOCK) goes with it; LOCK into it is listed.
    expect(changes.map((change) => change.kind).sort()).toEqual([
      'state-removed',
      'transition-removed',
    ]);
    const marks = changeMarks(edited, changes);
    expect(marks.states.size + marks.transitions.size).toBe(0);
  });
});

describe('a change beside what the browser does with it (issue 44, part 4)', () => {
  const cancel: Change = {
    kind: 'transition-retargeted',
    where: 'confirmingLogout · CANCEL #0',
    before: 'signedIn',
    after: 'signedOut',
  };
  const CANCEL = 'session.confirmingLogout | CANCEL | #0';
  const { paths } = machinePaths(sessionMachine);

  it('names the model test that takes the changed transition, and its reach in the last run', () => {
    const reached = summarize(sessionMachine, { states: [], transitions: [CANCEL], guards: {} });
    const coverage = changeCoverage(sessionMachine, cancel, paths, reached)!;
    expect(coverage.reach).toBe('browser');
    expect(coverage.test?.file).toBe('e2e/model/session.spec.ts');
    const path = paths.find((candidate) => candidate.id === coverage.test?.title)!;
    expect(takenTransitions(path.trace).has(CANCEL)).toBe(true);
    expect(coverage.test?.command).toContain(`-g "${path.id}"`);

    const missed = summarize(sessionMachine, { states: [], transitions: [], guards: {} });
    expect(changeCoverage(sessionMachine, cancel, paths, missed)?.reach).toBe('none');
    expect(changeCoverage(sessionMachine, cancel, paths, undefined)?.reach).toBeUndefined();
  });

  it('has nothing to say of what the new machine no longer has', () => {
    const gone: Change = { kind: 'state-removed', where: 'confirmingLogout' };
    expect(changeCoverage(sessionMachine, gone, paths, undefined)).toBeUndefined();
  });
});
