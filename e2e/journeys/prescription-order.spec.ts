import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectAccessible, switchColorScheme } from '../fixtures/axe';
import { tr } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';
import { look } from '../fixtures/look';

// A 1×1 PNG: the provider reads the image's own bytes, not its name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a guest orders from a pharmacy with a prescription image', async ({ page, request }) => {
  const world = await findJourneyWorld(request);
  const modules = (await (await request.get('/api/v1/module')).json()) as Array<{
    id: number;
    module_name: string;
    module_type: string;
  }>;
  const pharmacy = modules.find((m) => m.module_type === 'pharmacy')!;
  const headers = { zoneId: JSON.stringify(world.zoneIds), moduleId: String(pharmacy.id) };
  const { stores } = (await (
    await request.get('/api/v1/stores/get-stores/all?store_type=all&offset=1&limit=12', {
      headers,
    })
  ).json()) as { stores: Array<{ id: number; name: string; open: number; active: boolean }> };
  const store = stores.find((s) => s.open === 1 && s.active)!;
  await returningVisitor(page, {
    ...world,
    module: {
      id: pharmacy.id,
      module_name: pharmacy.module_name,
      module_type: pharmacy.module_type,
    },
  });

  await page.goto(`/store/${store.id}`);
  await page.getByRole('link', { name: tr('prescription.orderButton') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: tr('prescription.title') }),
  ).toBeVisible();

  // Nothing attached: SPEC §5's message, and no order.
  await page.getByRole('button', { name: tr('checkout.placeOrder') }).click();
  await expect(page.getByText(tr('prescription.imageRequired'))).toBeVisible();

  // The type and the size are checked before anything is sent.
  // The input comes first; the list of attached images bears the same name once it shows.
  const upload = page.getByLabel(tr('prescription.upload')).first();
  await upload.setInputFiles({ name: 'rx.pdf', mimeType: 'application/pdf', buffer: PNG });
  await expect(page.getByText(tr('prescription.wrongType'))).toBeVisible();
  await upload.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
  });
  await expect(page.getByText(tr('prescription.tooLarge'))).toBeVisible();

  await upload.setInputFiles({ name: 'rx.png', mimeType: 'image/png', buffer: PNG });
  const attached = page.getByRole('list', { name: tr('prescription.images') });
  await expect(attached.getByRole('img', { name: 'rx.png' })).toBeVisible();
  // A second page, large (1.5 MB): its upload takes long enough to watch.
  await upload.setInputFiles({
    name: 'scan.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG, Buffer.alloc(1_500_000)]),
  });
  await expect(attached.getByRole('img', { name: 'scan.png' })).toBeVisible();
  await page.getByLabel(tr('checkout.note')).fill('Twice a day after meals');
  await page.getByRole('textbox', { name: tr('checkout.contactName') }).fill('Nadia Islam');
  await page.getByRole('textbox', { name: tr('checkout.contactPhone') }).fill('+8801712345678');
  await page.getByRole('textbox', { name: tr('checkout.note') }).click();

  for (const variant of [
    { colorScheme: 'light' as const, width: 1280 },
    { colorScheme: 'dark' as const, width: 1280 },
    { colorScheme: 'light' as const, width: 390 },
    { colorScheme: 'dark' as const, width: 390 },
  ]) {
    await page.setViewportSize({ width: variant.width, height: 900 });
    await switchColorScheme(page, variant.colorScheme);
    await expectAccessible(page, `prescription order (${variant.colorScheme} ${variant.width})`);
  }

  // Sent over a slow uplink: the upload's real progress shows.
  await page.setViewportSize({ width: 1280, height: 900 });
  await switchColorScheme(page, 'light');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 250 * 1024,
  });
  await page.getByRole('button', { name: tr('checkout.placeOrder') }).click();
  const bar = page.getByRole('progressbar', { name: tr('prescription.uploading') });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expectAccessible(page, 'prescription upload progress');
  await look(page, 'prescription-progress-1280');
  const placed = page.getByRole('status').filter({ hasText: tr('orders.placedTitle') });
  await expect(placed).toBeVisible();
  await expect(placed).toContainText(new RegExp(`${tr('orders.orderNumber')}: #\\d+`));
});
