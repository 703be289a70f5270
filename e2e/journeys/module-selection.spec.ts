import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { tr } from '../fixtures/i18n';

type Module = { id: number; module_type: string };

/** A visitor whose location is stored but who has not chosen a module yet. */
async function visitorWithoutModule(page: Page) {
  await page.addInitScript(
    (stored: Record<string, string>) => {
      if (localStorage.getItem('zoneid')) return;
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    },
    {
      zoneid: JSON.stringify([3, 1]),
      location: 'Gulshan 1 Circle, Gulshan, Dhaka',
      currentLatLng: JSON.stringify({ lat: 23.7806, lng: 90.4163 }),
    },
  );
}

/** The provider's own module list, narrowed by `keep` (an operator who activated fewer modules). */
async function modulesNarrowedTo(page: Page, keep: (module: Module) => boolean) {
  await page.route('**/api/v1/module', async (route) => {
    const real = (await (await route.fetch()).json()) as Module[];
    await route.fulfill({ json: real.filter(keep) });
  });
}

test('with exactly one module in the zone, it is chosen at once and its home opens', async ({
  page,
}) => {
  await visitorWithoutModule(page);
  await modulesNarrowedTo(page, (module) => module.module_type === 'pharmacy');
  await page.goto('/home');
  await expect(page.getByText(tr('modules.selected'))).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: tr('home.hero.pharmacy.title') }),
  ).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('module') ?? 'null'));
  expect(stored).toMatchObject({ module_type: 'pharmacy' });
});

test('with several modules the visitor chooses a tile; with none, SPEC §2 empty texts', async ({
  page,
}) => {
  await visitorWithoutModule(page);
  await page.goto('/home');
  const heading = page.getByRole('heading', { level: 1, name: tr('modules.title') });
  await expect(heading).toBeVisible();
  await expectAccessible(page, 'module selection');
  await page.getByRole('main').getByRole('button', { name: 'Grocery', exact: true }).click();
  await expect(page.getByText(tr('modules.selected'))).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: tr('home.hero.grocery.title') }),
  ).toBeVisible();

  await page.evaluate(() => localStorage.removeItem('module'));
  await modulesNarrowedTo(page, () => false);
  await page.reload();
  await expect(page.getByText(tr('modules.noneFound'))).toBeVisible();
  await expect(page.getByText(tr('modules.contactOwner'))).toBeVisible();
  await expectAccessible(page, 'module selection, none');
});
