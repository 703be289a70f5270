import { expect, test } from '@playwright/test';
import bn from '../../src/i18n/locales/bn.json' with { type: 'json' };
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { expectAccessible } from '../fixtures/axe';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

const VARIANTS = [
  {
    name: 'dark, Bengali, phone',
    colorScheme: 'dark' as const,
    width: 390,
    language: 'bn',
    text: bn,
  },
  {
    name: 'light, English, tablet',
    colorScheme: 'light' as const,
    width: 900,
    language: 'en',
    text: en,
  },
];

for (const variant of VARIANTS) {
  test(`every skeleton screen passes axe: ${variant.name}`, async ({ page, request }) => {
    const world = await findJourneyWorld(request);
    await page.setViewportSize({ width: variant.width, height: 844 });
    await page.emulateMedia({ colorScheme: variant.colorScheme });

    // The landing (no location stored yet) in the chosen language.
    await page.addInitScript((language) => {
      if (!localStorage.getItem('language-setting'))
        localStorage.setItem('language-setting', language);
    }, variant.language);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: variant.text.landing.title }),
    ).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: variant.text.location.searchLabel }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', variant.language);
    await expectAccessible(page, `landing (${variant.name})`);

    await page.evaluate(() => localStorage.clear());
    await returningVisitor(page, world, variant.language);
    await page.goto('/home');
    // The module's home: its hero (SPEC §2 "Hero per module").
    const hero = variant.text.home.hero[world.module.module_type as keyof typeof en.home.hero];
    await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible();
    await expect(
      page.getByRole('link', { name: world.first.store.name, exact: true }),
    ).toBeVisible();
    await expectAccessible(page, `module home (${variant.name})`);

    await page.getByRole('link', { name: world.first.store.name, exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: world.first.store.name }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: variant.text.store.items }),
    ).toBeVisible();
    await expectAccessible(page, `store (${variant.name})`);

    if (variant.width < 768) {
      // Phones: theme, language and the account are in the menu drawer.
      await page.getByRole('button', { name: variant.text.nav.menu }).click();
      const menu = page.getByRole('dialog', { name: variant.text.nav.menu });
      await expect(
        menu.getByRole('combobox', { name: variant.text.settings.language }),
      ).toBeVisible();
      await expectAccessible(page, `menu (${variant.name})`);
      await menu.getByRole('button', { name: variant.text.settings.lightMode }).click();
      await expect(page.locator('html')).toHaveClass(/\blight\b/);
      await page.keyboard.press('Escape');
    }

    // Nothing spills sideways on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('a malformed answer shows an error state, not a blank page', async ({ page, request }) => {
  const world = await findJourneyWorld(request);
  await returningVisitor(page, world, 'en');
  // The provider is real; only this one answer is broken on its way to the browser.
  await page.route('**/api/v1/stores/get-stores/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{"stores":"not a list"}',
    }),
  );
  await page.goto('/home');
  await expect(page.getByRole('alert')).toContainText(en.errors.loadFailed);
  await expect(page.getByRole('button', { name: en.common.retry })).toBeVisible();
  await expectAccessible(page, 'error state');
});
