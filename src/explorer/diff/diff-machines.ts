/** Two versions of every machine → what changed in each (./changes), machines matched by id. */
import type { FlowsDiff, MachineDiff } from './changes';
import type { MachineDescription } from './description';
import { diffPaths } from './diff-paths';
import { diffStates } from './diff-states';
import { diffTransitions } from './diff-transitions';
import { pathsThrough } from './paths-through';
import { mapStates } from './state-mapping';

export function diffMachine(before: MachineDescription, after: MachineDescription): MachineDiff {
  const mapping = mapStates(before, after);
  const paths =
    before.paths && after.paths
      ? diffPaths(before.paths, after.paths, mapping)
      : { changes: [], affectedPathIds: [] };
  const structural = [
    ...diffStates(before, after, mapping),
    ...diffTransitions(before, after, mapping),
  ];
  const changes = [...structural, ...paths.changes];
  const listed = new Set(paths.affectedPathIds);
  const through = pathsThrough(after.paths ?? [], structural).filter((id) => !listed.has(id));
  const notes = [
    ...(before.pathsError ? [`paths not compared: at the ref, ${before.pathsError}`] : []),
    ...(after.pathsError ? [`paths not compared: now, ${after.pathsError}`] : []),
  ];
  return {
    machine: after.id,
    status: changes.length ? 'changed' : 'unchanged',
    notes,
    changes,
    affectedPathIds: [...paths.affectedPathIds, ...through],
    pathsThrough: through,
  };
}

export function diffMachines(
  ref: string,
  before: MachineDescription[],
  after: MachineDescription[],
): FlowsDiff {
  const olds = new Map(before.map((machine) => [machine.id, machine]));
  const nows = new Set(after.map((machine) => machine.id));
  const machines: MachineDiff[] = after.map((machine) => {
    const old = olds.get(machine.id);
    if (old) return diffMachine(old, machine);
    return {
      machine: machine.id,
      status: 'added',
      notes: [],
      changes: [
        {
          kind: 'machine-added',
          where: machine.id,
          after: `${machine.states.length} states, ${machine.transitions.length} transitions`,
        },
      ],
      affectedPathIds: (machine.paths ?? []).map((path) => path.id),
      pathsThrough: [],
    };
  });
  for (const machine of before)
    if (!nows.has(machine.id))
      machines.push({
        machine: machine.id,
        status: 'removed',
        notes: [],
        changes: [
          {
            kind: 'machine-removed',
            where: machine.id,
            before: `${machine.states.length} states, ${machine.transitions.length} transitions`,
          },
        ],
        affectedPathIds: [],
        pathsThrough: [],
      });
  return { ref, machines };
}
