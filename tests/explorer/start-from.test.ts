import { describe, expect, it } from 'vitest';
import { stepPictures, type GalleryIndex } from '../../src/explorer/flows-data';
import { pathsOnward, reachableStates, shortestWayTo } from '../../src/explorer/start-from';
import type { TracedStep } from '../../src/explorer/trace';

function path(id: string, states: string[][]) {
  const trace: TracedStep[] = states.map((active, index) => ({
    event: { type: index === 0 ? 'xstate.init' : `E${active.join('+')}` },
    states: active,
    transitions: [],
  }));
  return { id, description: id, trace };
}

const a = path('a', [['m.idle'], ['m.busy', 'm.busy.one'], ['m.done']]);
const b = path('b', [['m.idle'], ['m.busy', 'm.busy.one'], ['m.busy', 'm.busy.two'], ['m.done']]);
const c = path('c', [['m.idle'], ['m.other'], ['m.busy', 'm.busy.two']]);

describe('start from a state', () => {
  it('lists the states some path reaches', () => {
    expect(reachableStates([a, b, c])).toEqual([
      'm.idle',
      'm.busy',
      'm.busy.one',
      'm.done',
      'm.busy.two',
      'm.other',
    ]);
  });

  it('finds the shortest way into a state, the earlier path on a tie', () => {
    expect(shortestWayTo([a, b, c], 'm.busy.two')).toMatchObject({ path: { id: 'b' }, step: 2 });
    expect(shortestWayTo([a, b, c], 'm.busy')).toMatchObject({ path: { id: 'a' }, step: 1 });
    expect(shortestWayTo([a, b, c], 'm.nowhere')).toBeUndefined();
  });

  it('lists the ways on, one per sequence of onward events, shortest first', () => {
    const onward = pathsOnward(
      [
        a,
        b,
        c,
        path(
          'a-again',
          a.trace.map((s) => s.states),
        ),
      ],
      'm.busy',
    );
    expect(onward.map((way) => [way.path.id, way.step, way.onward])).toEqual([
      ['a', 1, 1],
      ['b', 1, 2],
    ]);
    // A path that ends in the state goes nowhere on.
    expect(pathsOnward([c], 'm.busy.two')).toEqual([]);
  });
});

describe('the pictures of a step', () => {
  const gallery: GalleryIndex = {
    version: 1,
    takenAt: '2026-11-28T00:00:00.000Z',
    pictures: {
      'm.busy': { 'en-light-1280': 'gallery/en-light-1280/m.busy.png' },
      'm.busy.one': { 'en-light-1280': 'gallery/en-light-1280/m.busy.one.png' },
    },
  };
  it('shows the innermost active states that have one', () => {
    expect(stepPictures(gallery, ['m.busy', 'm.busy.one']).map((p) => p.state)).toEqual([
      'm.busy.one',
    ]);
    expect(stepPictures(gallery, ['m.busy', 'm.busy.two'])).toEqual([]);
    expect(stepPictures(undefined, ['m.busy'])).toEqual([]);
  });
});
