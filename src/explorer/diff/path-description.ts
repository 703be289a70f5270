/**
 * Generated paths as the diff compares them: each step's event and the active leaf states after
 * it, by key path; a path is known across versions by its variant, generator and events.
 */
import type { AnyEventObject, StateValue } from 'xstate';
import type { GeneratedPath } from '../model/model';
import type { PathDescription } from './description';
import { sortedJson } from './implementation-names';

const AFTER_EVENT = /^xstate\.after\.([^.]+)\.(.+)$/;

/** The active leaf states of a state value: `{ a: { b: 'c' }, d: 'e' }` → `a.b.c`, `d.e`. */
export function leafStates(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  return Object.entries(value)
    .flatMap(([key, child]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return child === undefined || (typeof child === 'object' && !Object.keys(child).length)
        ? [path]
        : leafStates(child as StateValue, path);
    })
    .sort();
}

/**
 * A step's event as text: its type, then its payload as JSON with sorted keys (`SUBMIT`,
 * `ADD {"qty":2}`); a delay as `after:<delay>@<state path>`.
 */
export function stepEvent(event: AnyEventObject, statePaths: Map<string, string>): string {
  const after = AFTER_EVENT.exec(event.type);
  if (after) return `after:${after[1]}@${statePaths.get(after[2]!) ?? after[2]}`;
  const { type, ...payload } = JSON.parse(JSON.stringify(event, errorReplacer)) as AnyEventObject;
  return Object.keys(payload).length ? `${type} ${sortedJson(payload)}` : type;
}

function errorReplacer(_key: string, value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message } : value;
}

export function pathKey(
  path: Pick<PathDescription, 'variant' | 'generator' | 'name'>,
  events: string[],
): string {
  const head = `${path.variant}/${path.generator}${path.name ? `:${path.name}` : ''}`;
  return `${head}: ${events.length ? events.join(' → ') : '(start)'}`;
}

export function describePaths(
  paths: GeneratedPath[],
  statePaths: Map<string, string>,
): PathDescription[] {
  const seen = new Map<string, number>();
  return paths
    .map((path) => {
      const steps = path.steps.map((step) => ({
        event: stepEvent(step.event, statePaths),
        states: leafStates(step.state.value),
      }));
      const described = {
        variant: path.variant.name,
        generator: path.generator,
        ...(path.name ? { name: path.name } : {}),
      };
      let key = pathKey(
        described,
        steps.slice(1).map((step) => step.event),
      );
      const count = (seen.get(key) ?? 0) + 1;
      seen.set(key, count);
      if (count > 1) key = `${key} (${count})`;
      return { key, ...described, id: path.id, steps };
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
