import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { tr, translator, type Locale } from '../fixtures/i18n';
import { returningVisitor, visitorSpeaking } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

const VARIANTS = [
  {
    name: 'dark, Bengali, phone',
    colorScheme: 'dark' as const,
    width: 390,
    language: 'bn' as Locale,
  },
  {
    name: 'light, English, tablet',
    colorScheme: 'light' as const,
    width: 900,
    language: 'en' as Locale,
  },
];

for (const variant of VARIANTS) {
  test(`every skeleton screen passes axe: ${variant.name}`, async ({ page, request }) => {
    const t = translator(variant.language);
    const world = await findJourneyWorld(request);
    await page.setViewportSize({ width: variant.width, height: 844 });
    await page.emulateMedia({ colorScheme: variant.colorScheme });

    // The landing (no location stored yet) in the chosen language.
    await visitorSpeaking(page, variant.language);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: t('landing.title') })).toBeVisible();
    await expect(page.getByRole('textbox', { name: t('location.searchLabel') })).toBeVisible();
    // What the service offers and how an order goes, before any location is shared.
    const offered = page.getByRole('region', { name: t('landing.modulesTitle') });
    await expect(offered.getByText(world.module.module_name, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: t('landing.stepsTitle') }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(page.locator('html')).toHaveAttribute('lang', variant.language);
    await expectAccessible(page, `landing (${variant.name})`);

    // The footer: networks open in a new window; "Find us here" shows where the business is.
    await expect(
      page.getByRole('link', {
        name: t('footer.newWindow', { name: t('footer.networks.facebook') }),
      }),
    ).toHaveAttribute('target', '_blank');
    await page.getByRole('button', { name: t('footer.findUs') }).click();
    const findUs = page.getByRole('dialog', { name: t('footer.findUs') });
    await expect(findUs.getByRole('link', { name: t('footer.openMap') })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expectAccessible(page, `find us (${variant.name})`);
    await findUs.getByRole('button', { name: t('common.close') }).click();
    await expect(findUs).toBeHidden();

    await page.evaluate(() => localStorage.clear());
    await returningVisitor(page, world, variant.language);
    await page.goto('/home');
    // The module's home: its hero (SPEC §2 "Hero per module").
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: t(`home.hero.${world.module.module_type}.title`),
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: world.first.store.name, exact: true }),
    ).toBeVisible();
    await expectAccessible(page, `module home (${variant.name})`);

    await page.getByRole('link', { name: world.first.store.name, exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: world.first.store.name }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: t('store.items'), exact: true }),
    ).toBeVisible();
    await expectAccessible(page, `store (${variant.name})`);

    if (variant.width < 768) {
      // Phones: theme, language and the account are in the menu drawer.
      await page.getByRole('button', { name: t('nav.menu') }).click();
      const menu = page.getByRole('dialog', { name: t('nav.menu') });
      await expect(menu.getByRole('combobox', { name: t('settings.language') })).toBeVisible();
      await expectAccessible(page, `menu (${variant.name})`);
      await menu.getByRole('button', { name: t('settings.lightMode') }).click();
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
  await expect(page.getByRole('alert')).toContainText(tr('errors.loadFailed'));
  await expect(page.getByRole('alert')).toContainText(tr('errors.unexpected'));
  await expect(page.getByRole('alert')).not.toContainText('Unexpected answer');
  await expect(page.getByRole('button', { name: tr('common.retry') })).toBeVisible();
  await expectAccessible(page, 'error state');
});
