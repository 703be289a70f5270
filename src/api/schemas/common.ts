import { any, boolean, coerce, nullable, number, optional, string, type Struct } from 'superstruct';

/*
 * The coercions below take every value (`any()`) and pick what they change themselves: a
 * narrower condition (`string()`) is checked with superstruct's `is`, which builds a StructError
 * (a TypeError, with its stack) for every value it does not match: every number of an answer.
 * That was the largest part of decoding a page's answers on the server.
 */

/** Numbers arrive as numbers or as strings ("1", "23.75") (CONTRACT "Transport"). */
export const Num = coerce(number(), any(), (value: unknown) => {
  if (typeof value !== 'string') return value;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
});

/** 0/1, "0"/"1" or booleans, read as a boolean. */
export const Flag = coerce(boolean(), any(), (value: unknown) =>
  typeof value === 'number' || typeof value === 'string'
    ? value === 1 || value === '1' || value === 'true'
    : value,
);

export const Text = coerce(string(), any(), (value: unknown) =>
  typeof value === 'number' ? String(value) : value,
);

/** A field that may be missing or null. */
export function maybe<T>(struct: Struct<T>) {
  return optional(nullable(struct));
}

/** A field that may be missing or null, read as `fallback` then. */
export function orDefault<T>(struct: Struct<T>, fallback: T): Struct<T, null> {
  return coerce(struct, any(), (value: unknown) =>
    value === null || value === undefined ? fallback : value,
  ) as unknown as Struct<T, null>;
}
