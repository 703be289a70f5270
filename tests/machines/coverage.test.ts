/**
 * Coverage gate: every state node and every transition of every machine in `machineRegistry`
 * must be reached by the generated paths (all input variants, shortest and simple paths and
 * scenarios), replayed against real actors. The definitions of "state" and "transition" are in
 * `support/coverage.ts`. Nothing is excluded: a state or transition that cannot be reached is a
 * machine bug to report, not to hide here.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines';
import { formatTable, MachineCoverage } from './support/coverage';
import { generatePaths } from '../../src/explorer/model/model';
import { machineModels } from '../../src/explorer/model/models';
import { replayPath } from './support/replay';

const results: MachineCoverage[] = [];

describe('coverage gate', () => {
  it('has a test model for every machine of the registry, and none more', () => {
    expect(Object.keys(machineModels).sort()).toEqual(
      machineRegistry.map((entry) => entry.machine.id).sort(),
    );
  });

  it.each(machineRegistry.map((entry) => [entry.machine.id, entry] as const))(
    '%s: every state and transition is reached',
    async (id, entry) => {
      const model = machineModels[id];
      expect(model, `no test model for ${id}`).toBeDefined();
      expect(model!.machine).toBe(entry.machine);
      const coverage = new MachineCoverage(entry.machine);
      results.push(coverage);
      const paths = generatePaths(model!);
      coverage.paths = paths.length;
      for (const path of paths) {
        await replayPath(model!, path, {
          onMicrostep: coverage.recordMicrostep,
          onStart: coverage.recordSnapshot,
        });
      }
      expect(coverage.missingStates, `${id}: states never reached`).toEqual([]);
      expect(
        coverage.missingTransitions.map((transition) => transition.key),
        `${id}: transitions never taken`,
      ).toEqual([]);
    },
  );

  afterAll(() => {
    const rows = results.map((coverage) => [
      coverage.machine.id,
      `${coverage.coveredStates}/${coverage.states.length}`,
      `${coverage.coveredTransitions}/${coverage.transitions.length}`,
      coverage.paths,
    ]);
    console.log(
      `\nMachine coverage\n${formatTable(['machine', 'states', 'transitions', 'paths'], rows)}\n`,
    );
  });
});
