/**
 * Generated paths of two versions: a path is the same path when its variant, generator and events
 * are (old states and delays read by their new names); such a path changed when a step ends in
 * other states. The others are new or gone.
 */
import type { Change } from './changes';
import type { PathDescription, PathStepDescription } from './description';
import { pathKey } from './path-description';
import { mapPath, type StateMapping } from './state-mapping';

const AFTER_STEP = /^after:([^@]+)@(.+)$/;

function mapStep(step: PathStepDescription, mapping: StateMapping): PathStepDescription {
  const after = AFTER_STEP.exec(step.event);
  return {
    event: after ? `after:${after[1]}@${mapPath(mapping, after[2]!)}` : step.event,
    states: step.states.map((state) => mapPath(mapping, state)).sort(),
  };
}

/** The old path as the new version would name it. */
function renamed(path: PathDescription, mapping: StateMapping): PathDescription {
  const steps = path.steps.map((step) => mapStep(step, mapping));
  const suffix = / \(\d+\)$/.exec(path.key)?.[0] ?? '';
  return {
    ...path,
    steps,
    key:
      pathKey(
        path,
        steps.slice(1).map((step) => step.event),
      ) + suffix,
  };
}

const statesText = (step: PathStepDescription | undefined) =>
  step ? step.states.join(', ') : '(no step)';

export type PathChanges = { changes: Change[]; affectedPathIds: string[] };

export function diffPaths(
  before: PathDescription[],
  after: PathDescription[],
  mapping: StateMapping,
): PathChanges {
  const olds = new Map(
    before.map((path) => renamed(path, mapping)).map((path) => [path.key, path]),
  );
  const nows = new Map(after.map((path) => [path.key, path]));
  const changes: Change[] = [];
  const affectedPathIds: string[] = [];
  for (const [key, now] of nows) {
    const old = olds.get(key);
    if (!old) {
      changes.push({ kind: 'path-added', where: key, pathId: now.id });
      affectedPathIds.push(now.id);
      continue;
    }
    const step = now.steps.findIndex(
      (nowStep, at) => statesText(nowStep) !== statesText(old.steps[at]),
    );
    if (step >= 0) {
      changes.push({
        kind: 'path-changed',
        where: key,
        before: `step ${step}: ${statesText(old.steps[step])}`,
        after: `step ${step}: ${statesText(now.steps[step])}`,
        pathId: now.id,
      });
      affectedPathIds.push(now.id);
    }
  }
  for (const [key, old] of olds)
    if (!nows.has(key)) changes.push({ kind: 'path-removed', where: key, pathId: old.id });
  return { changes, affectedPathIds };
}
