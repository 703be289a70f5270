/**
 * The names a description uses for a machine's implementations: the name the machine refers to
 * (`'storeToken'`, `{ type: 'storeGuestId', params }`), the built-in's type (`xstate.assign`), the
 * combinator with its parts (`not(hasToken)`), or `inline`. Never a function's own name or source:
 * renaming a helper changes nothing here.
 */

function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value === 'object')
    return (
      Object.getPrototypeOf(value) === Object.prototype && Object.values(value!).every(isPlainData)
    );
  return false;
}

/** JSON with sorted keys, so that key order never matters. */
export function sortedJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/** Two lists of names, in order. */
export function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, at) => name === b[at]);
}

function withParams(name: string, params: unknown): string {
  return params !== undefined && isPlainData(params) ? `${name}(${sortedJson(params)})` : name;
}

export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const type = (action as { type?: unknown }).type;
    return typeof type === 'string' ? type : 'inline';
  }
  if (action && typeof action === 'object' && 'type' in action) {
    const { type, params } = action as { type: unknown; params?: unknown };
    return withParams(String(type), params);
  }
  return 'inline';
}

export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const parts = (guard as { guards?: unknown[] }).guards;
    const kind = (guard as { check?: unknown }).check ? guard.name : '';
    if (Array.isArray(parts) && kind) return `${kind}(${parts.map(guardName).join(', ')})`;
    const stateValue = (guard as { stateValue?: unknown }).stateValue;
    if (stateValue !== undefined) return `stateIn(${sortedJson(stateValue)})`;
    return 'inline';
  }
  if (typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: unknown; params?: unknown };
    return withParams(String(type), params);
  }
  return 'inline';
}

/** A named actor, or `inline` for logic written in the invoke itself. */
export function actorName(src: unknown): string {
  return typeof src === 'string' && !src.startsWith('xstate.invoke.') ? src : 'inline';
}
