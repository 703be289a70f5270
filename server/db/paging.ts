import type { SelectQueryBuilder } from 'kysely';

/** One page of a list: `limit` rows, `offset` the 1-based page number (http/params.ts `paging`). */
export interface Page {
  limit: number;
  offset: number;
}

/**
 * Limits a query to one page, for Kysely's `$call`: `query.$call(onePage(page)).execute()`.
 * The contract's `offset` counts pages from 1, not rows.
 */
export function onePage({ limit, offset }: Page) {
  return <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) =>
    query.limit(limit).offset((offset - 1) * limit);
}
