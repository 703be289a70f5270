import { describe, expect, it } from 'vitest';
import { machineBrowserPaths } from '../../e2e/model/support/paths';
import { browserModels, notInBrowserReason } from '../../src/explorer/browser-tests';
import { reachedStates, selectForBrowser, takenTransitions } from '../../src/explorer/selection';
import type { TracedStep } from '../../src/explorer/trace';

/** A path through `states`, taking the transition `<from> | <event> | #0` at each step. */
function pathThrough(id: string, events: string[], states: string[]) {
  const trace: TracedStep[] = states.map((state, index) => ({
    event: { type: index === 0 ? 'xstate.init' : events[index - 1]! },
    states: [state],
    transitions: index === 0 ? [] : [`${states[index - 1]} | ${events[index - 1]} | #0`],
  }));
  return { id, trace };
}

const covered = (paths: Array<{ trace: TracedStep[] }>) => ({
  states: new Set(paths.flatMap((path) => [...reachedStates(path.trace)])),
  transitions: new Set(paths.flatMap((path) => [...takenTransitions(path.trace)])),
});

describe('selectForBrowser', () => {
  it('takes one path that covers what two shorter ones do', () => {
    const toB = pathThrough('a-b', ['GO'], ['a', 'b']);
    const toC = pathThrough('a-b-c', ['GO', 'ON'], ['a', 'b', 'c']);
    const alsoToB = pathThrough('a-b again', ['GO'], ['a', 'b']);
    expect(selectForBrowser([toB, toC, alsoToB]).map((path) => path.id)).toEqual(['a-b-c']);
  });

  it('prefers the shorter of two paths that add as much, and keeps the given order', () => {
    const long = pathThrough('long', ['GO', 'BACK', 'GO'], ['a', 'b', 'a', 'b']);
    const short = pathThrough('short', ['GO', 'BACK'], ['a', 'b', 'a']);
    const other = pathThrough('other', ['SKIP', 'ON'], ['a', 'd', 'e']);
    expect(selectForBrowser([long, other, short]).map((path) => path.id)).toEqual([
      'other',
      'short',
    ]);
  });

  it.each(Object.keys(browserModels))(
    '%s: the chosen paths reach every state and take every transition the runnable ones do',
    (machineId) => {
      const { all, inBrowser } = machineBrowserPaths(machineId);
      const runnable = all.filter((path) => !notInBrowserReason(machineId, path));
      expect(covered(inBrowser)).toEqual(covered(runnable));
      expect(inBrowser.every((path) => runnable.includes(path))).toBe(true);
    },
  );
});
