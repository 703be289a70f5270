import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';

/**
 * What an app page opened with `?inspect` tells the live explorer (`/flows?live`) over a
 * BroadcastChannel of the same origin: nothing leaves the browser. Every event and context is
 * redacted (./redact.ts) before it is posted.
 */
export const LIVE_CHANNEL = 'storefront-flows-live';

type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

/** One actor of one page: `actor` is unique per page, `page` per page load. */
export type LiveActor = {
  page: string;
  actor: string;
  /** The machine's id (the explorer draws it when it knows it). */
  machine: string;
  /** active, done, error or stopped. */
  status: string;
  value: StateValue;
  context: Plain;
  /** The page's address when the actor was last seen (path and search only). */
  url: string;
};

export type LiveTransition = {
  page: string;
  actor: string;
  machine: string;
  /** The event's type, and the event itself redacted. */
  type: string;
  event: Plain;
  from: string;
  to: string;
  time: number;
};

export type LiveMessage =
  | { kind: 'actor'; actor: LiveActor }
  | { kind: 'transition'; actor: LiveActor; transition: LiveTransition }
  /** The explorer has opened: every inspected page posts its actors again. */
  | { kind: 'hello' };

/** `{ checkout: { payment: 'choosing' } }` → `checkout.payment.choosing`; regions joined by `, `. */
export function formatStateValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => {
      if (child === undefined) return key;
      const inner = formatStateValue(child);
      return typeof child === 'string' || Object.keys(child).length === 1
        ? `${key}.${inner}`
        : `${key}.(${inner})`;
    })
    .join(', ');
}

/** The ids of the state nodes a state value makes active, parents included (as drawn). */
export function activeStateIds(machine: AnyStateMachine, value: StateValue): Set<string> {
  const ids = new Set<string>();
  const walk = (node: AnyStateNode, at: StateValue) => {
    const entries: Array<[string, StateValue | undefined]> =
      typeof at === 'string' ? [[at, undefined]] : Object.entries(at);
    for (const [key, child] of entries) {
      const next = node.states[key];
      if (!next) continue;
      ids.add(next.id);
      if (child !== undefined) walk(next, child);
    }
  };
  walk(machine.root, value);
  return ids;
}
