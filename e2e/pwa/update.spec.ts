import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { tr } from '../fixtures/i18n';
import { listenAsScreenReader, timesReadOut } from '../fixtures/read-out';
import { controlledByWorker } from './support';

test.use({ serviceWorkers: 'allow' });

/** This spec's own provider, serving a copy of the build that it changes under the open page. */
const PORT = Number(process.env.E2E_PORT ?? 4173) + 3;
const origin = `http://127.0.0.1:${PORT}`;

let server: ChildProcess | undefined;
let dist = '';

test.beforeAll(async () => {
  const alive = await fetch(`${origin}/healthz`).then(
    () => true,
    () => false,
  );
  if (alive) throw new Error(`port ${PORT} is taken: this spec serves its own build there`);
  dist = mkdtempSync(join(tmpdir(), 'pwa-dist-'));
  cpSync('dist', dist, { recursive: true });
  server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      STATIC_DIR: dist,
      SSR: '0',
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
    // Its own process group: npx starts tsx, which starts node; stopping the group stops them all.
    detached: true,
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid);
  rmSync(dist, { recursive: true, force: true });
});

/**
 * What a second build changes for the worker: its version, in sw.js and in index.html (the files
 * a deploy replaces; their compressed copies go, so the new ones are served).
 */
function deploySecondBuild(version: string): string {
  const swPath = join(dist, 'sw.js');
  const sw = readFileSync(swPath, 'utf8');
  const old = /"version":"(\w+)"/.exec(sw)![1]!;
  writeFileSync(swPath, sw.replace(`"version":"${old}"`, `"version":"${version}"`));
  const htmlPath = join(dist, 'index.html');
  writeFileSync(htmlPath, readFileSync(htmlPath, 'utf8').replace(old, version));
  for (const file of ['sw.js', 'index.html'])
    for (const suffix of ['.br', '.gz']) rmSync(join(dist, file + suffix), { force: true });
  return old;
}

const versionOf = (page: Page) => page.locator('meta[name="app-version"]').getAttribute('content');

test('a second build served to an open page shows the prompt; Reload brings the new version', async ({
  page,
}) => {
  await listenAsScreenReader(page);
  await page.goto(`${origin}/`);
  await controlledByWorker(page);
  const first = await versionOf(page);
  expect(first).toMatch(/^\w{12}$/);
  await expect(page.getByTestId('update-prompt')).toBeHidden();

  const old = deploySecondBuild('second000000');
  expect(old).toBe(first);
  // What the app does every half hour and when the tab is shown again.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const prompt = page.getByRole('region', { name: tr('pwa.updateRegion') });
  await expect(prompt).toContainText(tr('pwa.updateAvailable'));
  expect(await timesReadOut(page, tr('pwa.updateAvailable'))).toBe(1);
  await page.screenshot({ path: 'test-results/screens/pwa-update-prompt.png' });
  await expectAccessible(page, 'the update prompt');
  await prompt.getByRole('button', { name: tr('pwa.later') }).focus();
  await page.keyboard.press('Tab');
  await expect(prompt.getByRole('button', { name: tr('pwa.reload') })).toBeFocused();
  // Nothing changes until the customer says so.
  expect(await versionOf(page)).toBe(first);

  await prompt.getByRole('button', { name: tr('pwa.reload') }).click();
  await expect.poll(() => versionOf(page)).toBe('second000000');
  await expect(page.getByTestId('update-prompt')).toBeHidden();
});
