/**
 * Transition changes between two versions of a machine. Candidates of one state for one event
 * pair up by position (or, when some came or went, by guard); a pair may have its guard, targets
 * or actions changed. What is left pairs up across events when it is otherwise the same: an
 * event renamed, or a delay changed. The rest was added or removed. The transitions of an added or
 * removed state come and go with it and are not listed.
 */
import type { Change } from './changes';
import {
  transitionPlace,
  type MachineDescription,
  type TransitionDescription,
} from './description';
import { sameNames } from './implementation-names';
import { mapPath, type StateMapping } from './state-mapping';

const targetsText = (transition: TransitionDescription) =>
  (transition.targets.length ? transition.targets.join(', ') : '(stays)') +
  (transition.reenter ? ' (re-entered)' : '');
const actionsText = (actions: string[]) => (actions.length ? actions.join(', ') : '—');
const place = (transition: TransitionDescription) =>
  transitionPlace(transition.source, transition.event, transition.index);

const isPlainEvent = (event: string) => event !== 'always' && !/^(after|done|error):/.test(event);
const isDelay = (event: string) => event.startsWith('after:');

function sameBehaviour(a: TransitionDescription, b: TransitionDescription): boolean {
  return (
    a.guard === b.guard &&
    a.reenter === b.reenter &&
    sameNames(a.targets, b.targets) &&
    sameNames(a.actions, b.actions)
  );
}

function pairChanges(old: TransitionDescription, now: TransitionDescription): Change[] {
  const changes: Change[] = [];
  const where = place(now);
  if (old.guard !== now.guard)
    changes.push({
      kind: 'guard-changed',
      where,
      before: old.guard ?? '—',
      after: now.guard ?? '—',
    });
  if (targetsText(old) !== targetsText(now))
    changes.push({
      kind: 'transition-retargeted',
      where,
      before: targetsText(old),
      after: targetsText(now),
    });
  if (!sameNames(old.actions, now.actions))
    changes.push({
      kind: 'actions-changed',
      where,
      before: actionsText(old.actions),
      after: actionsText(now.actions),
    });
  return changes;
}

function groups(transitions: TransitionDescription[]): Map<string, TransitionDescription[]> {
  const map = new Map<string, TransitionDescription[]>();
  for (const transition of transitions) {
    const key = `${transition.source}\u0000${transition.event}`;
    map.set(key, [...(map.get(key) ?? []), transition]);
  }
  return map;
}

/** Pairs of one source and event: by position when as many, else by guard in order. */
function pairUp(olds: TransitionDescription[], nows: TransitionDescription[]) {
  if (olds.length === nows.length)
    return { pairs: olds.map((old, at) => [old, nows[at]!] as const), gone: [], come: [] };
  const used = new Set<number>();
  const pairs: Array<readonly [TransitionDescription, TransitionDescription]> = [];
  const gone: TransitionDescription[] = [];
  for (const old of olds) {
    const at = nows.findIndex((now, index) => !used.has(index) && now.guard === old.guard);
    if (at < 0) gone.push(old);
    else {
      used.add(at);
      pairs.push([old, nows[at]!]);
    }
  }
  return { pairs, gone, come: nows.filter((_, index) => !used.has(index)) };
}

export function diffTransitions(
  before: MachineDescription,
  after: MachineDescription,
  mapping: StateMapping,
): Change[] {
  const kept = new Set(mapping.map.values());
  const olds = before.transitions
    .filter((t) => t.source === '' || mapping.map.has(t.source))
    .map((t) => ({
      ...t,
      source: mapPath(mapping, t.source),
      targets: t.targets.map((target) => mapPath(mapping, target)).sort(),
    }));
  const nows = after.transitions.filter((t) => t.source === '' || kept.has(t.source));
  const oldGroups = groups(olds);
  const newGroups = groups(nows);
  const changes: Change[] = [];
  const gone: TransitionDescription[] = [];
  const come: TransitionDescription[] = [];
  for (const key of new Set([...oldGroups.keys(), ...newGroups.keys()])) {
    const result = pairUp(oldGroups.get(key) ?? [], newGroups.get(key) ?? []);
    for (const [old, now] of result.pairs) changes.push(...pairChanges(old, now));
    gone.push(...result.gone);
    come.push(...result.come);
  }

  const matched = new Set<TransitionDescription>();
  for (const old of gone) {
    const now = come.find(
      (candidate) =>
        !matched.has(candidate) &&
        candidate.source === old.source &&
        candidate.event !== old.event &&
        ((isPlainEvent(old.event) && isPlainEvent(candidate.event)) ||
          (isDelay(old.event) && isDelay(candidate.event))) &&
        sameBehaviour(old, candidate),
    );
    if (now) {
      matched.add(old);
      matched.add(now);
      changes.push({
        kind: isDelay(now.event) ? 'delay-changed' : 'event-renamed',
        where: place(now),
        before: old.event,
        after: now.event,
      });
    }
  }
  for (const old of gone)
    if (!matched.has(old))
      changes.push({ kind: 'transition-removed', where: place(old), before: targetsText(old) });
  for (const now of come)
    if (!matched.has(now))
      changes.push({ kind: 'transition-added', where: place(now), after: targetsText(now) });
  return changes;
}
