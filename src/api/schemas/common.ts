import {
  any,
  boolean,
  coerce,
  nullable,
  number,
  optional,
  string,
  union,
  type Struct,
} from 'superstruct';

/** Numbers arrive as numbers or as strings ("1", "23.75") (CONTRACT "Transport"). */
export const Num = coerce(number(), string(), (value) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
});

/** 0/1, "0"/"1" or booleans, read as a boolean. */
export const Flag = coerce(
  boolean(),
  union([number(), string()]),
  (value) => value === 1 || value === '1' || value === 'true',
);

export const Text = coerce(string(), number(), (value) => String(value));

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
