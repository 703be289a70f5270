import { refuse } from './errors';
import { toNumber, type Bag } from './params';

/**
 * List parameters of the search calls (`category_ids`, `brand_ids`, `filter`): a JSON array
 * string as the SPA sends them (`[1,2]`, `["top_rated"]`); a comma-separated string, a single
 * value or a repeated key are tolerated. An empty list means "no filter". Anything malformed
 * is a 403 with the field's name as the code, never a 500.
 */

function items(b: Bag, field: string, example: string): unknown[] | undefined {
  const v = b[field];
  if (v === undefined || v === null) return undefined;
  if (Array.isArray(v)) return v.flatMap((x) => (typeof x === 'string' ? split(x) : [x]));
  if (typeof v === 'number') return [v];
  if (typeof v !== 'string') throw malformed(field, example);
  return split(v, () => malformed(field, example));

  function split(s: string, onBad?: () => Error): unknown[] {
    const text = s.trim();
    if (text === '') return [];
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) return parsed;
      } catch {
        // falls through
      }
      throw onBad ? onBad() : malformed(field, example);
    }
    return text
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x !== '');
  }
}

function malformed(field: string, example: string) {
  return refuse(field, `The ${field.replace(/_/g, ' ')} must be a JSON array, e.g. ${example}.`);
}

/** Positive integer ids, de-duplicated, in the order given (at most 100). */
export function idList(b: Bag, field: string): number[] | undefined {
  const raw = items(b, field, '[1,2]');
  if (raw === undefined) return undefined;
  const ids: number[] = [];
  for (const x of raw) {
    const n = toNumber(x);
    if (n === undefined || !Number.isSafeInteger(n) || n < 1)
      throw refuse(field, `The ${field.replace(/_/g, ' ')} must be a list of ids.`);
    if (!ids.includes(n)) ids.push(n);
  }
  if (ids.length > 100)
    throw refuse(field, `The ${field.replace(/_/g, ' ')} may list at most 100 ids.`);
  return ids.length > 0 ? ids : undefined;
}

/** Short strings (at most 20 of them), de-duplicated. */
export function stringList(b: Bag, field: string): string[] | undefined {
  const raw = items(b, field, '["top_rated"]');
  if (raw === undefined) return undefined;
  const out: string[] = [];
  for (const x of raw) {
    if (typeof x !== 'string' || x.length > 50)
      throw refuse(field, `The ${field.replace(/_/g, ' ')} must be a list of words.`);
    if (!out.includes(x)) out.push(x);
  }
  if (out.length > 20)
    throw refuse(field, `The ${field.replace(/_/g, ' ')} may list at most 20 values.`);
  return out.length > 0 ? out : undefined;
}
