/** What `npm run flows:diff` reports: changes of one machine, each of a kind at a place. */

export const changeKinds = [
  'machine-added',
  'machine-removed',
  'state-added',
  'state-removed',
  'state-moved',
  'state-renamed',
  'state-type-changed',
  'initial-changed',
  'tags-changed',
  'invoke-changed',
  'actions-changed',
  'transition-added',
  'transition-removed',
  'transition-retargeted',
  'guard-changed',
  'event-renamed',
  'delay-changed',
  'path-added',
  'path-removed',
  'path-changed',
] as const;

export type ChangeKind = (typeof changeKinds)[number];

export type Change = {
  kind: ChangeKind;
  /**
   * A state path (`placing.retrying`, `(machine)`), a transition (`placing · SUBMIT #0`, see
   * transitionPlace), `<state> entry` / `<state> exit`, `delays.<name>`, or a path's key.
   */
  where: string;
  before?: string;
  after?: string;
  /** Path changes: the explorer's id of the path (the new version's; the old one's for a gone path). */
  pathId?: string;
};

export type MachineDiff = {
  machine: string;
  status: 'added' | 'removed' | 'changed' | 'unchanged';
  changes: Change[];
  /**
   * The ids of the affected paths in the new version: added, changed, and `pathsThrough`.
   */
  affectedPathIds: string[];
  /** What could not be compared, in words (paths that could not be generated). */
  notes: string[];
  /** Paths of the same steps as before that enter a changed state or may take a changed transition (./paths-through). */
  pathsThrough: string[];
};

export type FlowsDiff = { ref: string; machines: MachineDiff[] };

export function countByKind(changes: Change[]): Partial<Record<ChangeKind, number>> {
  const counts: Partial<Record<ChangeKind, number>> = {};
  for (const change of changes) counts[change.kind] = (counts[change.kind] ?? 0) + 1;
  return counts;
}
