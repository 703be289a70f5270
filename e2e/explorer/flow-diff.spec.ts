/**
 * Issue 44, part 2: a reviewer opens `/flows/<machine>?diff=<ref>` after `npm run flows:diff`.
 * The test makes a real edit on a temporary branch (the logout dialog's Cancel signing out),
 * runs the real command against it (the working tree keeps Cancel going back: a retargeted
 * transition), and reads the view: the change in words, the transition marked on the diagram,
 * the paths it touches, one replayed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { DIFFS_DIR, diffFileName, keptGalleryDir } from '../../src/explorer/diff/diff-file';
import type { GalleryIndex } from '../../src/explorer/flows-data';
import { expectAccessible, expectAccessibleEverywhere } from '../fixtures/axe';
import { tr as t } from '../fixtures/i18n';
import { test } from '../fixtures/test';

const DATA_DIR = join('test-results', 'flows-data');
const BRANCH = `flows-diff-e2e-${process.pid}`;
const CANCEL = 'session.confirmingLogout | CANCEL | #0';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

test.beforeAll(() => {
  const tree = mkdtempSync(join(tmpdir(), 'flows-diff-e2e-'));
  git('worktree', 'add', '--quiet', '-b', BRANCH, tree, 'HEAD');
  try {
    const file = join(tree, 'machines', 'session.machine.ts');
    const source = readFileSync(file, 'utf8');
    const edited = source.replace(
      "CANCEL: { target: 'signedIn' }",
      "CANCEL: { target: 'signedOut' }",
    );
    expect(edited, 'the edit applies to session.machine.ts').not.toBe(source);
    writeFileSync(file, edited);
    execFileSync(
      'git',
      ['-c', 'user.name=e2e', '-c', 'user.email=e2e@localhost', 'commit', '--quiet', '-am', 'e2e'],
      { cwd: tree },
    );
  } finally {
    git('worktree', 'remove', '--force', tree);
  }
  execFileSync(
    'npx',
    ['tsx', 'scripts/flows-diff.ts', BRANCH, '--md', join(tmpdir(), `${BRANCH}.md`)],
    {
      env: { ...process.env, FLOWS_DATA_DIR: DATA_DIR },
      stdio: 'pipe',
    },
  );
});

/** A gallery of one picture of `state` under `dir` (`gallery`, or a ref's kept one). */
function writeGallery(dir: string, state: string, png: Buffer) {
  mkdirSync(join(DATA_DIR, dir, 'en-light-1280'), { recursive: true });
  writeFileSync(join(DATA_DIR, dir, 'en-light-1280', `${state}.png`), png);
  const index: GalleryIndex = {
    version: 1,
    takenAt: new Date().toISOString(),
    pictures: { [state]: { 'en-light-1280': `${dir}/en-light-1280/${state}.png` } },
  };
  writeFileSync(join(DATA_DIR, dir, 'index.json'), JSON.stringify(index));
}

test.afterAll(() => {
  git('branch', '-D', BRANCH);
  rmSync(join(DATA_DIR, 'gallery'), { recursive: true, force: true });
  rmSync(join(DATA_DIR, keptGalleryDir(BRANCH)), { recursive: true, force: true });
  rmSync(join(DATA_DIR, DIFFS_DIR, diffFileName(BRANCH)), { force: true });
  rmSync(join(tmpdir(), `${BRANCH}.md`), { force: true });
});

test('a flow change in the explorer: marked on the diagram, said in words, its paths replayed', async ({
  page,
}) => {
  // The pictures of the state Cancel leads to, before (the branch's kept gallery) and after: a
  // screen whose right half changed.
  await page.setContent(
    '<div id="screen" style="display:flex;width:40px;height:20px"><i style="flex:1;background:#fff"></i><i style="flex:1;background:#fff"></i></div>',
  );
  writeGallery(
    keptGalleryDir(BRANCH),
    'session.signedIn',
    await page.locator('#screen').screenshot(),
  );
  await page
    .locator('#screen i')
    .nth(1)
    .evaluate((half) => (half.style.background = '#1a7f37'));
  writeGallery('gallery', 'session.signedIn', await page.locator('#screen').screenshot());

  await page.goto(`/flows/session?diff=${BRANCH}`);
  const panel = page.getByRole('region', { name: t('flows.diff.title', { ref: BRANCH }) });
  await expect(
    panel.getByRole('heading', { name: t('flows.diff.title', { ref: BRANCH }) }),
  ).toBeVisible();

  // The change in words: its kind, its place, before and after.
  const change = panel.locator('[data-change-kind="transition-retargeted"]');
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(t('flows.diff.kind.transition-retargeted'));
  await expect(change).toContainText('confirmingLogout · CANCEL #0');
  await expect(change).toContainText(
    t('flows.diff.fromTo', { before: 'signedOut', after: 'signedIn' }),
  );

  // What the browser does with it: the model test that takes that transition (no run recorded here).
  const browser = change.locator('[data-change-coverage]');
  await expect(browser).toContainText(t('flows.diff.test'));
  await expect(browser).toContainText('npx playwright test e2e/model/session.spec.ts -g');

  // On the diagram: that transition marked, in colour and in its name; nothing else marked.
  const marked = page.locator(`[data-transition="${CANCEL}"]`).first();
  await expect(marked).toHaveAttribute('data-change', 'changed');
  await expect(marked).toHaveAttribute('aria-label', new RegExp(t('flows.diff.mark.changed')));
  await expect(page.locator('[data-change]')).toHaveCount(
    await page.locator(`[data-transition="${CANCEL}"]`).count(),
  );

  // The target's pictures before and after, and the share of pixels that changed.
  const pictures = panel.locator('[data-pictures-of="session.signedIn"]');
  await expect(
    pictures.getByRole('img', { name: t('flows.diff.pictures.before', { state: 'signedIn' }) }),
  ).toBeVisible();
  await expect(
    pictures.getByRole('img', { name: t('flows.diff.pictures.after', { state: 'signedIn' }) }),
  ).toBeVisible();
  await expect(pictures).toContainText(t('flows.diff.pictures.changed', { share: '50%' }));

  // The paths it touches, each replayed on the diagram by its button.
  const paths = panel.getByTestId('diff-paths').locator('li[data-path]');
  expect(await paths.count()).toBeGreaterThan(0);
  const first = await paths.first().getAttribute('data-path');
  await paths
    .first()
    .getByRole('button', { name: t('flows.diff.replay', { path: first! }) })
    .click();
  await expect.poll(() => new URL(page.url()).searchParams.get('path')).toBe(first);
  expect(new URL(page.url()).searchParams.get('diff')).toBe(BRANCH);

  await expectAccessibleEverywhere(page, 'flow explorer with a diff');
  await page.evaluate(() => localStorage.setItem('language-setting', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator(`[data-transition="${CANCEL}"]`).first()).toHaveAttribute(
    'data-change',
    'changed',
  );
  await expectAccessible(page, 'flow explorer with a diff, in Arabic');

  // A ref never compared on this machine: said, with the command that makes it.
  await page.evaluate(() => localStorage.setItem('language-setting', 'en'));
  await page.goto('/flows/session?diff=no-such-ref');
  await expect(page.getByTestId('diff-missing')).toContainText('npm run flows:diff -- no-such-ref');
});
