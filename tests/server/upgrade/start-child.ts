/**
 * One instance's start-up work (server/startup.ts, as `npm start` does it) on the database of
 * the environment (DATA_DIR or DATABASE_URL), for upgrade.test.ts's instances starting
 * together. The migrations are the real ones plus a last one that takes PROBE_MS, so that the
 * instances' work overlaps. Writes `ready` once its database is open, starts on a line on
 * stdin, then writes what it did as JSON and exits.
 */
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { migrations } from '../../../server/db/migrations';
import { openDatabase } from '../../../server/db/open';
import { prepareDatabase } from '../../../server/startup';

const PROBE_MIGRATION = '9999_test_probe';

const probe: Migration = {
  async up(db) {
    await sql`create table upgrade_probe (id integer primary key)`.execute(db);
    await sql`insert into upgrade_probe (id) values (1)`.execute(db);
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.PROBE_MS ?? 500)));
  },
};

async function main() {
  const { db } = openDatabase();
  try {
    await sql`select 1`.execute(db);
    console.log('ready');
    const lines = createInterface({ input: process.stdin });
    await new Promise((resolve) => lines.once('line', resolve));
    lines.close();
    const done = await prepareDatabase(db, { ...migrations, [PROBE_MIGRATION]: probe });
    console.log(JSON.stringify(done));
  } finally {
    await db.destroy();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.log(JSON.stringify({ error: err instanceof Error ? err.message : String(err) }));
    process.exit(1);
  },
);
