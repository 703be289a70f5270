/**
 * The new version's paths that go through a changed place: a path that enters a changed state, or
 * sends a changed transition's event while in its source state (with guards, the path may have
 * taken another candidate of that event: "may take" is what a reviewer replays). Eventless
 * (`always`) transitions are no step of a path and are not followed here.
 */
import type { Change } from './changes';
import { MACHINE_PLACE, type PathDescription, type PathStepDescription } from './description';
import { eventName } from './normalize';

const TRANSITION_PLACE = /^(.*) · (.*) #\d+$/;
const AFTER_STEP = /^after:([^@]+)@(.+)$/;
const STATE_KINDS = new Set<Change['kind']>([
  'state-added',
  'state-moved',
  'state-renamed',
  'state-type-changed',
  'initial-changed',
  'tags-changed',
  'invoke-changed',
]);

type Places = {
  states: string[];
  transitions: Array<{ source: string; event: string }>;
  delays: string[];
};

export function changedPlaces(changes: Change[]): Places {
  const places: Places = { states: [], transitions: [], delays: [] };
  for (const change of changes) {
    const transition = TRANSITION_PLACE.exec(change.where);
    if (change.kind.startsWith('path-') || change.kind.startsWith('machine-')) continue;
    if (change.where.startsWith('delays.')) places.delays.push(change.where.slice(7));
    else if (transition && !STATE_KINDS.has(change.kind))
      places.transitions.push({
        source: transition[1] === MACHINE_PLACE ? '' : transition[1]!,
        event: transition[2]!,
      });
    else if (STATE_KINDS.has(change.kind) || / (entry|exit)$/.test(change.where))
      places.states.push(change.where.replace(/ (entry|exit)$/, '').replace(MACHINE_PLACE, ''));
  }
  return places;
}

const within = (leaf: string, state: string) =>
  state === '' || leaf === state || leaf.startsWith(`${state}.`);

function stepTakes(
  previous: PathStepDescription,
  step: PathStepDescription,
  places: Places,
): boolean {
  const after = AFTER_STEP.exec(step.event);
  const event = after ? `after:${after[1]}` : eventName(step.event.split(' ', 1)[0]!);
  if (after && places.delays.includes(after[1]!)) return true;
  return places.transitions.some(
    (transition) =>
      transition.event === event &&
      (after
        ? within(after[2]!, transition.source)
        : previous.states.some((leaf) => within(leaf, transition.source))),
  );
}

/** Ids of the paths through a changed place. */
export function pathsThrough(paths: PathDescription[], changes: Change[]): string[] {
  const places = changedPlaces(changes);
  if (!places.states.length && !places.transitions.length && !places.delays.length) return [];
  return paths
    .filter((path) =>
      path.steps.some(
        (step, at) =>
          step.states.some((leaf) =>
            places.states.some((state) => within(leaf, state) && state !== ''),
          ) ||
          (at > 0 && stepTakes(path.steps[at - 1]!, step, places)),
      ),
    )
    .map((path) => path.id);
}
