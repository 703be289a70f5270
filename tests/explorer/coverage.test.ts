import { createActor, createMachine, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  addRecords,
  coverageTable,
  emptyRun,
  mergeRuns,
  summarize,
  type CoverageRecord,
} from '../../src/explorer/coverage';
import { createCoverageRecorder } from '../../src/explorer/coverage-recorder';

const door = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: [
          { guard: 'locked', target: 'jammed' },
          { guard: 'light', target: 'open' },
          { target: 'open' },
        ],
      },
    },
    open: { on: { CLOSE: 'closed' } },
    jammed: { type: 'final' },
  },
}).provide({ guards: { locked: () => false, light: () => true } });

/** The coverage records of one run of `machine` through `events`. */
function recordsOfRun(machine: AnyStateMachine, events: Array<{ type: string }>) {
  const records: CoverageRecord[] = [];
  const record = createCoverageRecorder();
  const actor = createActor(machine, {
    inspect: (event) => {
      const made = record(event);
      if (made) records.push(made);
    },
  });
  actor.start();
  for (const event of events) actor.send(event);
  actor.stop();
  return records;
}

const recordsOf = (events: Array<{ type: string }>) => recordsOfRun(door, events);

/** A machine where some events find no guard that lets them through. */
const gateMachine = createMachine({
  id: 'gate',
  initial: 'shut',
  on: { 'PUSH.*': { guard: 'strong', target: '.open' } },
  states: {
    shut: {
      initial: 'waiting',
      on: {
        PUSH: [
          { guard: 'strong', target: 'open' },
          { guard: 'keyed', target: 'open' },
        ],
      },
      states: {
        // At rest here: its eventless guard is tried after every event and refused.
        waiting: { always: { guard: 'strong', target: '#gate.open' } },
      },
    },
    open: { on: { SHUT: 'shut' } },
  },
});
/** How many times XState really asked each guard. */
const tried = { strong: 0, keyed: 0 };
const gate = gateMachine.provide({
  guards: {
    strong: () => (tried.strong++, false),
    keyed: () => (tried.keyed++, false),
  },
});

const gateRecords = (events: Array<{ type: string }>) => recordsOfRun(gate, events);

describe('coverage from inspection events', () => {
  it('records the initial state, the transitions taken and the guards seen', () => {
    const run = addRecords(emptyRun(), recordsOf([{ type: 'OPEN' }, { type: 'CLOSE' }]));
    expect(run.machines.door).toEqual({
      states: ['door.closed', 'door.open'],
      transitions: ['door.closed | OPEN | #1', 'door.open | CLOSE | #0'],
      guards: {
        'door.closed | OPEN | #0': { passed: 0, failed: 1 },
        'door.closed | OPEN | #1': { passed: 1, failed: 0 },
      },
    });
  });

  it("records the guards refused when no transition was taken: the event's along the active states, and the eventless ones at rest", () => {
    tried.strong = tried.keyed = 0;
    const run = addRecords(emptyRun(), gateRecords([{ type: 'PUSH' }, { type: 'PUSH.HARD' }]));
    // As many refusals recorded as XState asked the guards.
    expect(tried).toEqual({ strong: 1 + 2 + 3, keyed: 1 });
    expect(run.machines.gate).toEqual({
      states: ['gate.shut', 'gate.shut.waiting'],
      transitions: [],
      guards: {
        // PUSH: both candidates of the active state refused, then the machine's.
        'gate.shut | PUSH | #0': { passed: 0, failed: 1 },
        'gate.shut | PUSH | #1': { passed: 0, failed: 1 },
        // The machine's partial descriptor: XState matches both PUSH and PUSH.HARD with it.
        'gate | PUSH.* | #0': { passed: 0, failed: 2 },
        // At rest after the start and after each event.
        'gate.shut.waiting | always | #0': { passed: 0, failed: 3 },
      },
    });
  });

  it('records nothing refused for an event no state listens to', () => {
    const records = gateRecords([{ type: 'SHUT' }]);
    const run = addRecords(emptyRun(), records);
    expect(Object.keys(run.machines.gate!.guards)).toEqual(['gate.shut.waiting | always | #0']);
  });

  it('merges runs and counts against the machine: reached, unit-only, not reached', () => {
    const one = { ...addRecords(emptyRun(), recordsOf([{ type: 'OPEN' }])), tests: 1 };
    const two = {
      ...addRecords(emptyRun(), recordsOf([{ type: 'OPEN' }, { type: 'CLOSE' }])),
      tests: 1,
    };
    const run = mergeRuns(one, two);
    expect(run.tests).toBe(2);
    expect(run.machines.door!.guards['door.closed | OPEN | #1']).toEqual({ passed: 2, failed: 0 });
    const summary = summarize(door, run.machines.door, {
      states: new Set(['door.jammed']),
      transitions: new Set(['door.closed | OPEN | #0']),
    });
    expect(summary.states).toEqual({ reached: 2, total: 3 });
    expect(summary.transitions).toEqual({ reached: 2, total: 4 });
    expect(summary.stateReach.get('door.jammed')).toBe('unit');
    expect(summary.transitionReach.get('door.closed | OPEN | #0')).toBe('unit');
    expect(summary.transitionReach.get('door.closed | OPEN | #2')).toBe('none');
    expect(coverageTable([summary])).toBe(
      ['machine  states      %  transitions    %', 'door        2/3  66.7%          2/4  50%'].join(
        '\n',
      ),
    );
  });

  it('counts nothing for a machine the run never saw', () => {
    const summary = summarize(door, undefined);
    expect(summary.states.reached).toBe(0);
    expect([...summary.stateReach.values()].every((reach) => reach === 'none')).toBe(true);
  });
});

/**
 * A machine whose child states refuse an event or an eventless move that their parent then
 * takes: XState tries the deepest active state first and goes outward (and into every region
 * of a parallel state) until a state takes it.
 */
const nestedMachine = createMachine({
  id: 'nested',
  initial: 'shut',
  states: {
    shut: {
      initial: 'locked',
      on: { PUSH: 'open', KNOCK: { target: '.unlocked' } },
      states: {
        locked: {
          on: { PUSH: { guard: 'keyed', target: 'unlocked' }, KNOCK: { guard: 'keyed' } },
        },
        unlocked: {},
      },
    },
    open: {
      initial: 'swinging',
      always: { target: 'resting' },
      states: {
        swinging: { always: { guard: 'keyed', target: 'still' } },
        still: {},
      },
    },
    resting: {
      type: 'parallel',
      on: { SHUT: 'shut' },
      states: {
        hinge: { on: { SHUT: { guard: 'keyed', target: '#nested.shut' } } },
        latch: {
          initial: 'up',
          states: { up: { on: { SHUT: { guard: 'oiled', target: 'down' } } }, down: {} },
        },
      },
    },
  },
});
const nestedTried = { keyed: 0, oiled: 0 };
const nested = nestedMachine.provide({
  guards: {
    keyed: () => (nestedTried.keyed++, false),
    oiled: () => (nestedTried.oiled++, false),
  },
});

const nestedRecords = (events: Array<{ type: string }>) => recordsOfRun(nested, events);

describe('coverage of guards refused below the state that took the event', () => {
  it("records a child's refused guard when its parent's transition is taken", () => {
    nestedTried.keyed = nestedTried.oiled = 0;
    const run = addRecords(emptyRun(), nestedRecords([{ type: 'PUSH' }]));
    expect(run.machines.nested!.transitions).toEqual([
      'nested.open | always | #0',
      'nested.shut | PUSH | #0',
    ]);
    // keyed: once by the child's PUSH, once by open.swinging's eventless move.
    expect(nestedTried).toEqual({ keyed: 2, oiled: 0 });
    expect(run.machines.nested!.guards).toEqual({
      'nested.shut.locked | PUSH | #0': { passed: 0, failed: 1 },
      'nested.open.swinging | always | #0': { passed: 0, failed: 1 },
    });
  });

  it('records the refusals of every region of a parallel state before the parent takes the event', () => {
    nestedTried.keyed = nestedTried.oiled = 0;
    const run = addRecords(emptyRun(), nestedRecords([{ type: 'PUSH' }, { type: 'SHUT' }]));
    expect(run.machines.nested!.transitions).toContain('nested.resting | SHUT | #0');
    expect(nestedTried).toEqual({ keyed: 3, oiled: 1 });
    expect(run.machines.nested!.guards).toEqual({
      'nested.shut.locked | PUSH | #0': { passed: 0, failed: 1 },
      'nested.open.swinging | always | #0': { passed: 0, failed: 1 },
      'nested.resting.hinge | SHUT | #0': { passed: 0, failed: 1 },
      'nested.resting.latch.up | SHUT | #0': { passed: 0, failed: 1 },
    });
  });

  it("records a child's refused targetless guard when its parent's transition is taken", () => {
    nestedTried.keyed = nestedTried.oiled = 0;
    const run = addRecords(emptyRun(), nestedRecords([{ type: 'KNOCK' }]));
    expect(nestedTried).toEqual({ keyed: 1, oiled: 0 });
    expect(run.machines.nested!.guards).toEqual({
      'nested.shut.locked | KNOCK | #0': { passed: 0, failed: 1 },
    });
  });

  it('records them in the eventless moves made while the actor starts', () => {
    let asked = 0;
    const starting = createMachine({
      id: 'starting',
      initial: 'a',
      states: {
        a: {
          initial: 'x',
          always: { target: 'b' },
          states: { x: { always: { guard: 'ready', target: 'y' } }, y: {} },
        },
        b: {},
      },
    }).provide({ guards: { ready: () => (asked++, false) } });
    const records: CoverageRecord[] = [];
    const record = createCoverageRecorder();
    createActor(starting, {
      inspect: (event) => {
        const made = record(event);
        if (made) records.push(made);
      },
    })
      .start()
      .stop();
    const run = addRecords(emptyRun(), records);
    expect(asked).toBe(1);
    expect(run.machines.starting).toEqual({
      // Its initial states were entered, though no snapshot shows them.
      states: ['starting.a', 'starting.a.x', 'starting.b'],
      transitions: ['starting.a | always | #0'],
      guards: { 'starting.a.x | always | #0': { passed: 0, failed: 1 } },
    });
  });

  it('records no refusal where XState may have dropped an enabled eventless move for a conflicting one', () => {
    const asked = { yes: 0, no: 0 };
    const racing = createMachine({
      id: 'racing',
      initial: 'both',
      states: {
        both: {
          type: 'parallel',
          states: {
            left: { always: { guard: 'yes', target: '#racing.done' } },
            right: {
              always: [
                { guard: 'no', actions: [] },
                { guard: 'yes', target: '#racing.done' },
              ],
            },
          },
        },
        done: {},
      },
    }).provide({
      guards: { yes: () => (asked.yes++, true), no: () => (asked.no++, false) },
    });
    const records: CoverageRecord[] = [];
    const record = createCoverageRecorder();
    createActor(racing, {
      inspect: (event) => {
        const made = record(event);
        if (made) records.push(made);
      },
    })
      .start()
      .stop();
    // Both regions' moves were enabled; XState took the left one only (they exit the same states).
    expect(asked).toEqual({ yes: 2, no: 1 });
    expect(addRecords(emptyRun(), records).machines.racing).toEqual({
      states: ['racing.both', 'racing.both.left', 'racing.both.right', 'racing.done'],
      transitions: ['racing.both.left | always | #0'],
      guards: {
        'racing.both.left | always | #0': { passed: 1, failed: 0 },
        // Certainly refused: a move without a target conflicts with nothing. The right region's
        // second move is not counted at all: enabled, then dropped, it was neither.
        'racing.both.right | always | #0': { passed: 0, failed: 1 },
      },
    });
  });
});
