import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/**
 * The database a previous release made (issue 43, part 4): its rows as JSON, dialect-neutral,
 * gzipped (the demo seed's 2,300 items are most of it). `scripts/upgrade-fixture.ts` makes it
 * from that release's own code; `load.ts` puts it into a fresh SQLite or PostgreSQL database.
 */

export const FIXTURE_PATH = 'tests/fixtures/previous-release.json.gz';

export interface FixtureTable {
  name: string;
  columns: string[];
  /** each row's values in `columns`' order */
  rows: unknown[][];
}

export interface Fixture {
  /** The commit of the release that made it. */
  release: { commit: string; subject: string; date: string };
  /** The migrations it had run, in order. */
  migrations: string[];
  /** A customer of it who signs in with a password (the seed's demo customer). */
  signIn: { phone: string; password: string };
  /** SQLite's schema as the release made it (sqlite_master, but Kysely's and SQLite's own). */
  schema: { type: string; name: string; sql: string | null }[];
  /** Every table but the migrator's, SQLite's own and the search index's, parents first. */
  tables: FixtureTable[];
}

export function readFixture(path = FIXTURE_PATH): Fixture {
  return JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as Fixture;
}
