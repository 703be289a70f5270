/**
 * `npm run flows:gallery`: a picture of every state a browser path reaches (issue 30, item 3).
 * Builds the app and its server rendering, then runs the model paths (e2e/model) once per look,
 * English light at 1280 px and Arabic dark at 390 px, with FLOWS_GALLERY set: each path
 * pictures the states it enters (e2e/model/support/gallery.ts) into flows-data/gallery/<look>/
 * (git-ignored), and this script writes the index the flow explorer reads and prints the count.
 * Only here: `npm test` takes no picture. A failing path still leaves the pictures of the states
 * before its failure.
 *
 * Env: E2E_PORT (4173), GALLERY_BUILD=0 (use dist/ and dist-ssr/ as they are), GALLERY_LOOKS
 * (both, comma-separated; empty: take none, only count what is there), GALLERY_SPECS (e2e/model).
 *
 * `-- --keep-as <ref>`: the gallery is also kept as the pictures of `ref`, in
 * flows-data/galleries/<ref>/: the flow explorer's diff view against that ref (`?diff=<ref>`)
 * shows them beside the pictures of the working tree, the share of pixels that changed.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machineBrowserPaths } from '../e2e/model/support/paths';
import { browserModels } from '../src/explorer/browser-tests';
import { keptGalleryDir } from '../src/explorer/diff/diff-file';
import { GALLERY_LOOKS, type GalleryIndex } from '../src/explorer/flows-data';
import { reachedStates } from '../src/explorer/selection';

const dir = join('flows-data', 'gallery');
const looks = (process.env.GALLERY_LOOKS?.split(',') ?? [...GALLERY_LOOKS]).filter((look) =>
  (GALLERY_LOOKS as readonly string[]).includes(look),
) as Array<(typeof GALLERY_LOOKS)[number]>;
const specs = process.env.GALLERY_SPECS?.split(' ') ?? ['e2e/model'];
const keepAsAt = process.argv.indexOf('--keep-as');
const keepAs = keepAsAt >= 0 ? process.argv[keepAsAt + 1] : undefined;
if (keepAsAt >= 0 && !keepAs) {
  console.error('flows:gallery: --keep-as needs a ref (the name flows:diff is given)');
  process.exit(2);
}

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    shell: false,
  });
  return result.status ?? 1;
}

// The e2e provider renders pages on the server (SSR=1 in playwright.config.ts): both builds.
if (
  process.env.GALLERY_BUILD !== '0' &&
  (run('npm', ['run', 'build']) !== 0 || run('npm', ['run', 'build:ssr']) !== 0)
)
  process.exit(1);
if (run('node', ['scripts/ensure-browser.mjs']) !== 0) process.exit(1);

const failed: string[] = [];
for (const look of looks) {
  rmSync(join(dir, look), { recursive: true, force: true });
  console.log(`\nflows:gallery: the model paths in ${look}`);
  const status = run('npx', ['playwright', 'test', ...specs, '--reporter=dot'], {
    FLOWS_GALLERY: look,
    E2E_LOCALE: look.split('-')[0]!,
    // The gallery's run leaves the last npm test's browser coverage as it is.
    FLOWS_COVERAGE: '0',
    // Pointer presses: the pictures show states, not focus rings.
    MODEL_KEYBOARD: '0',
  });
  if (status !== 0) failed.push(look);
}

// The index the explorer reads: per state, per look, its picture.
const index: GalleryIndex = { version: 1, takenAt: new Date().toISOString(), pictures: {} };
for (const look of GALLERY_LOOKS) {
  const lookDir = join(dir, look);
  if (!existsSync(lookDir)) continue;
  for (const file of readdirSync(lookDir).filter((name) => name.endsWith('.png'))) {
    const state = file.slice(0, -'.png'.length);
    (index.pictures[state] ??= {})[look] = `gallery/${look}/${file}`;
  }
}
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'index.json'), `${JSON.stringify(index, null, 1)}\n`);
if (keepAs) {
  // The same pictures, kept apart as the ref's: its index names them where they are kept.
  const kept = keptGalleryDir(keepAs);
  const keptDir = join('flows-data', kept);
  rmSync(keptDir, { recursive: true, force: true });
  cpSync(dir, keptDir, { recursive: true });
  const keptIndex: GalleryIndex = {
    ...index,
    pictures: Object.fromEntries(
      Object.entries(index.pictures).map(([state, byLook]) => [
        state,
        Object.fromEntries(
          Object.entries(byLook).map(([look, path]) => [
            look,
            path.replace(/^gallery\//, `${kept}/`),
          ]),
        ),
      ]),
    ),
  };
  writeFileSync(join(keptDir, 'index.json'), `${JSON.stringify(keptIndex, null, 1)}\n`);
  console.log(`flows:gallery: kept as the pictures of ${keepAs} → ${keptDir}`);
}

// What the browser paths reach, to say what has no picture: the states active after a step (a
// state passed through within one step, `routing` say, has no screen of its own to picture).
const paths = Object.keys(browserModels).flatMap(
  (machineId) => machineBrowserPaths(machineId).inBrowser,
);
const reached = new Set(paths.flatMap((path) => path.trace.flatMap((step) => step.states)));
// (A machine's own id is no state: reachedStates names it as the source of its root's transitions.)
const passedThrough = new Set(
  paths
    .flatMap((path) => [...reachedStates(path.trace)])
    .filter((state) => !reached.has(state) && !(state in browserModels)),
);
console.log('\nflows:gallery');
for (const look of GALLERY_LOOKS) {
  const pictured = [...reached].filter((state) => index.pictures[state]?.[look]);
  const missing = [...reached].filter((state) => !index.pictures[state]?.[look]);
  console.log(
    `  ${look}: pictures of ${pictured.length} of the ${reached.size} states the browser paths stop in${looks.includes(look) ? '' : ' (not taken this time)'}`,
  );
  if (missing.length) console.log(`    none of: ${missing.sort().join(', ')}`);
}
console.log(
  `  passed through within a step, no screen of their own: ${[...passedThrough].sort().join(', ')}`,
);
console.log(
  `  ${Object.keys(index.pictures).length} states pictured → ${join(dir, 'index.json')} (shown by /flows)`,
);
if (failed.length)
  console.log(
    `  some paths failed in ${failed.join(', ')}: the states after their failure have no picture from them`,
  );
