import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { translator, trCountPattern, type Locale } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

const LOCALES: Locale[] = ['en', 'bn', 'ar'];

for (const locale of LOCALES) {
  test(`${locale}: the header search suggests, shows results by tab, and remembers recent searches`, async ({
    page,
    request,
  }) => {
    const t = translator(locale);
    const world = await findJourneyWorld(request);
    const word = world.first.item.name;
    const addWord = t('item.addNamed', { name: world.first.item.name });
    const found = page.getByText(trCountPattern('search.found', locale));
    await returningVisitor(page, world, locale);
    await page.goto('/home');

    const box = page.getByRole('searchbox', { name: t('search.label') });
    await box.fill(word);
    // Suggestions come after typing pauses (500 ms).
    const suggestions = page.getByRole('list', { name: t('search.suggestions') });
    await expect(suggestions.getByRole('link').first()).toBeVisible();
    // Axe once per language on the results; the suggestions list only in English.
    if (locale === 'en') await expectAccessible(page, 'search suggestions');

    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(word);
    expect(new URL(page.url()).searchParams.get('data_type')).toBe('searched');
    await expect(
      page.getByRole('heading', { level: 1, name: t('search.resultsFor', { search: word }) }),
    ).toBeVisible();
    await expect(found).toBeVisible();
    await expect(page.getByRole('button', { name: addWord }).first()).toBeVisible();
    await expectAccessible(page, `search results (${locale})`);

    await page
      .getByRole('button', { name: t(`search.tab.stores.${world.module.module_type}`) })
      .click();
    await expect(page).toHaveURL(/tab=stores/);
    await expect(found).toBeVisible();
    await expect(page.getByRole('button', { name: addWord })).toHaveCount(0);

    // The search is remembered: empty text shows it, and Clear All forgets it.
    const recent = suggestions.getByRole('button', { name: word, exact: true });
    await box.fill('');
    await box.focus();
    await expect(recent).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('searchedValues'))).toContain(word);
    await page.getByRole('button', { name: t('search.clearAll') }).click();
    await expect(recent).toHaveCount(0);
  });
}
