import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';
import { controlledByWorker } from './support';

test.use({ serviceWorkers: 'allow' });

test('the manifest and the worker load, and Chromium finds the app installable', async ({
  playwright,
  request,
  baseURL,
}) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    short_name: 'Storefront',
    display: 'standalone',
    start_url: expect.stringMatching(/^\//),
  });
  const sizes = (manifest.icons as Array<{ sizes: string; purpose: string }>).map(
    (icon) => `${icon.sizes} ${icon.purpose}`,
  );
  expect(sizes).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
  );
  expect((manifest.shortcuts as Array<{ url: string }>).map((s) => s.url)).toEqual([
    '/track-order?source=pwa',
    '/my-orders?source=pwa',
  ]);

  // Chromium never offers to install from an incognito profile (a test's usual context).
  const profile = mkdtempSync(join(tmpdir(), 'pwa-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await returningVisitor(page, await findJourneyWorld(request));
  await page.goto('/home');
  await controlledByWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  expect(installabilityErrors).toEqual([]);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(errors).toEqual([]);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});
