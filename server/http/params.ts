import { refuse } from './errors';

/**
 * Coercion of query and body values. Numbers may arrive as strings ("1", "23.75"); anything
 * that does not make sense is a 403 with the field's name as the code, never a 500.
 */

export type Bag = Record<string, unknown>;

/** The request body or query as a plain object (anything else counts as empty). */
export function bag(value: unknown): Bag {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Bag) : {};
}

function present(v: unknown): boolean {
  return v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
}

export function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string') {
    const s = v.trim().replace(/^"(.*)"$/, '$1');
    if (s === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s)) return undefined;
    const n = Number(s);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

export function optionalNumber(b: Bag, field: string, label = field): number | undefined {
  const v = b[field];
  if (!present(v)) return undefined;
  const n = toNumber(v);
  if (n === undefined) throw refuse(field, `The ${label} must be a number.`);
  return n;
}

export function requiredNumber(b: Bag, field: string, label = field): number {
  const n = optionalNumber(b, field, label);
  if (n === undefined) throw refuse(field, `The ${label} field is required.`);
  return n;
}

export function optionalInt(
  b: Bag,
  field: string,
  opts: { min?: number; max?: number; label?: string } = {},
): number | undefined {
  const label = opts.label ?? field.replace(/_/g, ' ');
  const n = optionalNumber(b, field, label);
  if (n === undefined) return undefined;
  if (!Number.isSafeInteger(n)) throw refuse(field, `The ${label} must be an integer.`);
  if (opts.min !== undefined && n < opts.min)
    throw refuse(field, `The ${label} must be at least ${opts.min}.`);
  if (opts.max !== undefined && n > opts.max)
    throw refuse(field, `The ${label} may not be greater than ${opts.max}.`);
  return n;
}

export function requiredInt(
  b: Bag,
  field: string,
  opts: { min?: number; max?: number; label?: string } = {},
): number {
  const n = optionalInt(b, field, opts);
  if (n === undefined)
    throw refuse(field, `The ${opts.label ?? field.replace(/_/g, ' ')} field is required.`);
  return n;
}

export function optionalString(b: Bag, field: string, maxLength = 500): string | undefined {
  const v = b[field];
  if (!present(v)) return undefined;
  if (typeof v !== 'string' && typeof v !== 'number')
    throw refuse(field, `The ${field.replace(/_/g, ' ')} must be a string.`);
  const s = String(v).trim();
  if (s.length > maxLength)
    throw refuse(
      field,
      `The ${field.replace(/_/g, ' ')} may not be greater than ${maxLength} characters.`,
    );
  return s;
}

export function requiredString(b: Bag, field: string, message?: string, maxLength = 500): string {
  const s = optionalString(b, field, maxLength);
  if (s === undefined)
    throw refuse(field, message ?? `The ${field.replace(/_/g, ' ')} field is required.`);
  return s;
}

/** Pagination: `limit` (default `defaultLimit`, capped) and a 1-based page `offset`. */
export function paging(
  b: Bag,
  defaultLimit: number,
  maxLimit = 100,
): { limit: number; offset: number } {
  const limit = optionalInt(b, 'limit', { min: 1 }) ?? defaultLimit;
  const offset = optionalInt(b, 'offset', { min: 1 }) ?? 1;
  return { limit: Math.min(limit, maxLimit), offset };
}

/** A value that may be a JSON string of an array/object (multipart and old clients send those). */
export function jsonish(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  if (s === '') return undefined;
  if (s.startsWith('[') || s.startsWith('{')) {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      return v;
    }
  }
  return v;
}

/** `type=all|veg|non_veg` (6amMart's veg filter; `filter=` on items/recommended). */
export function vegType(b: Bag, field = 'type'): 'all' | 'veg' | 'non_veg' {
  const v = optionalString(b, field, 20) ?? 'all';
  if (v !== 'all' && v !== 'veg' && v !== 'non_veg')
    throw refuse(field, `The ${field} must be all, veg or non_veg.`);
  return v;
}
