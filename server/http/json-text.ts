/**
 * Answers whose JSON is (mostly) written already: a list page whose items are kept as JSON
 * text (services/read-model/list-pages.ts) carries a function that writes the page's JSON from
 * those texts, exactly what `JSON.stringify` would write for it, or undefined when it can no
 * longer tell (the object was changed since). The app's reply serializer (app.ts) uses it, and
 * `JSON.stringify` for everything else, as Fastify does for routes without a response schema.
 */

const TEXT = Symbol('jsonText');

type WithText = { [TEXT]?: () => string | undefined };

/** `value`, its JSON written by `text` (undefined: use JSON.stringify) when it is the answer. */
export function withJsonText<T extends object>(value: T, text: () => string | undefined): T {
  Object.defineProperty(value, TEXT, { value: text, enumerable: false });
  return value;
}

/** The JSON `payload` keeps written, if it keeps one and has not changed since. */
export function keptJsonText(payload: unknown): string | undefined {
  return typeof payload === 'object' && payload !== null
    ? (payload as WithText)[TEXT]?.()
    : undefined;
}

/** The reply serializer: `JSON.stringify(payload)`, from the texts kept when it has them. */
export function jsonOf(payload: unknown): string {
  return keptJsonText(payload) ?? JSON.stringify(payload);
}
