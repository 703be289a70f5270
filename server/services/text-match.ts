import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * Case-insensitive "contains every word" matching, in SQL both engines run:
 * `lower(column) LIKE '%word%' ESCAPE '!'` per word, the words bound as parameters (LIKE's own
 * wildcards in the input are escaped, so `50%` means 50%).
 */

/** Up to 6 lower-cased words of a search text. */
export function searchTerms(text: string | undefined): string[] {
  if (text === undefined) return [];
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.trim())
    .filter((w) => w !== '')
    .slice(0, 6);
}

export function containsAll(column: string, terms: string[]): Expression<SqlBool>[] {
  return terms.map(
    (term) =>
      sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${term.replace(/[!%_]/g, '!$&')}%`} escape '!'`,
  );
}
