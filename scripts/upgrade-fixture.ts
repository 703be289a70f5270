/**
 * `npx tsx scripts/upgrade-fixture.ts [commit]`: remakes the upgrade fixture
 * (tests/fixtures/previous-release.json.gz), the database of the previous release that
 * tests/server/upgrade.test.ts migrates with the current code (issue 43, part 4).
 *
 * The previous release is `commit`; by default the last commit before the newest migration was
 * added (the parent of the newest commit under server/db/migrations). The script checks it out in
 * a temporary git worktree (node_modules linked from here), and runs that checkout's own
 * migrations, demo seed and provider (scripts/upgrade-fixture/activity.ts) on a new SQLite file,
 * then writes the file's rows (scripts/upgrade-fixture/dump.ts). It needs this repository's
 * history; the tests need only the fixture.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIXTURE_PATH } from '../tests/server/upgrade/fixture';
import { makeReleaseDatabase, SIGN_IN } from './upgrade-fixture/activity';
import { dumpSqlite } from './upgrade-fixture/dump';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

function previousRelease(): string {
  const newest = git('log', '-1', '--format=%H', '--', 'server/db/migrations');
  return `${newest}^`;
}

async function main() {
  const commit = git('rev-parse', '--verify', `${process.argv[2] ?? previousRelease()}^{commit}`);
  const [subject = '', date = ''] = git('show', '-s', '--format=%s%n%cI', commit).split('\n');
  const tmp = mkdtempSync(join(tmpdir(), 'storefront-release-'));
  const root = join(tmp, 'release');
  git('worktree', 'add', '--detach', root, commit);
  try {
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
    const file = join(tmp, 'release.sqlite');
    const started = Date.now();
    await makeReleaseDatabase(root, file);
    const fixture = dumpSqlite(file, {
      release: { commit, subject: subject.slice(0, 120), date },
      signIn: SIGN_IN,
    });
    const json = JSON.stringify(fixture);
    const gz = gzipSync(json, { level: 9 });
    writeFileSync(FIXTURE_PATH, gz);
    const rows = fixture.tables.reduce((n, t) => n + t.rows.length, 0);
    console.log(
      `${FIXTURE_PATH}: release ${commit.slice(0, 7)} (${fixture.migrations.at(-1)}), ` +
        `${fixture.tables.length} tables, ${rows} rows, ${Math.round(gz.length / 1024)} KB ` +
        `(${Math.round(json.length / 1024)} KB of JSON), made in ${Date.now() - started} ms`,
    );
  } finally {
    git('worktree', 'remove', '--force', root);
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.stack : err);
    process.exit(1);
  },
);
