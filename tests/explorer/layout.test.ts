import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines';
import { layoutFlow } from '../../src/explorer/layout';
import { listStates, listTransitions } from '../../src/explorer/machine-graph';

describe('layoutFlow', () => {
  it.each(machineRegistry.map((entry) => [entry.machine.id, entry.machine] as const))(
    '%s: every state is placed, inside the drawing, with room for its name',
    (_id, machine) => {
      const states = listStates(machine);
      const layout = layoutFlow(states, listTransitions(machine));
      expect(layout.states.map((state) => state.id).sort()).toEqual(
        states.map((state) => state.id).sort(),
      );
      for (const placed of layout.states) {
        expect(placed.width, placed.id).toBeGreaterThan(0);
        expect(placed.height, placed.id).toBeGreaterThan(0);
        expect(placed.x + placed.width, placed.id).toBeLessThanOrEqual(layout.width + 1);
        expect(placed.y + placed.height, placed.id).toBeLessThanOrEqual(layout.height + 1);
      }
    },
  );
});
