/**
 * `--fail-on=removed-paths,removed-states`: which changes make `npm run flows:diff` exit 1, so CI
 * can hold a pull request for a reviewer. A condition is a short name below, a change kind
 * (`guard-changed`), or `any`.
 */
import { changeKinds, type ChangeKind, type FlowsDiff } from './changes';

export const failConditions: Record<string, ChangeKind[]> = {
  'removed-paths': ['path-removed'],
  'changed-paths': ['path-changed'],
  'removed-states': ['state-removed'],
  'removed-transitions': ['transition-removed'],
  'removed-machines': ['machine-removed'],
  removed: ['machine-removed', 'state-removed', 'transition-removed', 'path-removed'],
  any: [...changeKinds],
};

/** The change kinds a `--fail-on` value names; throws on an unknown name. */
export function parseFailOn(value: string): ChangeKind[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return [
    ...new Set(
      names.flatMap((name) => {
        if (failConditions[name]) return failConditions[name];
        if ((changeKinds as readonly string[]).includes(name)) return [name as ChangeKind];
        throw new Error(
          `--fail-on: unknown condition "${name}" (one of ${Object.keys(failConditions).join(', ')}, or a change kind: ${changeKinds.join(', ')})`,
        );
      }),
    ),
  ];
}

/** Each machine and kind that trips the gate, as `checkout: 3 path-removed`. */
export function failures(diff: FlowsDiff, kinds: ChangeKind[]): string[] {
  return diff.machines.flatMap((machine) =>
    kinds.flatMap((kind) => {
      const count = machine.changes.filter((change) => change.kind === kind).length;
      return count ? [`${machine.machine}: ${count} ${kind}`] : [];
    }),
  );
}
