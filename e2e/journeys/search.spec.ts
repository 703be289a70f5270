import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectAccessible, expectAccessibleEverywhere } from '../fixtures/axe';
import { translator, trCountPattern, type Locale } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld, moduleApi, worldWith } from '../fixtures/world';
import { clampDescription, READ_MORE_CLAMP } from '../../src/domain/item-detail';
import { look } from '../fixtures/look';

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

test('new items: the sort box says newest first; the veg filter (food only); list cards', async ({
  page,
  request,
}) => {
  const t = translator('en');
  const food = await worldWith(request, 'food');
  const total = async (query: string) =>
    await moduleApi<{ total_size: number; products: Array<{ name: string }> }>(
      request,
      food,
      `items/search?data_type=new&offset=1&limit=12${query}`,
    );
  const newest = await total('');
  const veg = await total('&type=veg');
  expect(veg.total_size).toBeLessThan(newest.total_size);
  await returningVisitor(page, food);
  await page.goto('/home?data_type=new');
  const sort = page.getByRole('combobox', { name: t('search.sort') });
  await expect(sort).toHaveValue('newest');
  await expect(sort.locator('option:checked')).toHaveText(t('search.newest'));
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(
    newest.products[0]!.name,
  );

  // SPEC §2's veg and non_veg booleans, in the URL.
  const diets = page.getByRole('group', { name: t('search.veg.label') });
  await diets.getByRole('button', { name: t('search.veg.veg'), exact: true }).click();
  await expect(page).toHaveURL(/data_type=new&veg=1$/);
  await expect(
    diets.getByRole('button', { name: t('search.veg.veg'), exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(t('search.found', { count: veg.total_size }))).toBeVisible();
  await diets.getByRole('button', { name: t('search.veg.non_veg') }).click();
  await expect(page).toHaveURL(/veg=1&non_veg=1$/);
  await expect(page.getByText(t('search.found', { count: newest.total_size }))).toBeVisible();

  // A price order replaces newest first and the box says so.
  await sort.selectOption('high2Low');
  await expect(page).toHaveURL(/sort=high2Low/);
  await expect(sort.locator('option:checked')).toHaveText(t('search.high2Low'));

  // The list view: the list card kind, with Quick view opening the item over the list.
  await page
    .getByRole('group', { name: t('search.layout') })
    .getByRole('button', { name: t('search.layouts.list') })
    .click();
  const first = page.getByRole('heading', { level: 3 }).first();
  const name = (await first.textContent())!;
  await page
    .getByRole('button', { name: t('cards.quickView', { name }) })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectAccessibleEverywhere(page, 'new items, list view', {
    look: (variant) => look(page, `new-list-${variant}`),
  });

  // Grocery's config has no veg_non_veg: no veg filter there.
  const grocery = await worldWith(request, 'grocery');
  await page.evaluate(
    (module) => localStorage.setItem('module', JSON.stringify(module)),
    grocery.module,
  );
  await page.goto('/home?data_type=new');
  await expect(sort).toHaveValue('newest');
  await expect(page.getByRole('group', { name: t('search.veg.label') })).toHaveCount(0);
});

test('list cards cut a description at 70 characters; Read more shows it whole', async ({
  page,
  request,
}) => {
  const t = translator('en');
  const shop = await worldWith(request, 'ecommerce');
  // The seeded earbuds have the world's longest description.
  const word = 'Wireless Earbuds';
  const { products } = await moduleApi<{ products: Array<{ description: string }> }>(
    request,
    shop,
    `items/search?name=${encodeURIComponent(word)}&data_type=searched&offset=1&limit=12`,
  );
  const description = products[0]!.description;
  expect([...description].length).toBeGreaterThan(READ_MORE_CLAMP);
  await returningVisitor(page, shop);
  await page.goto(`/home?search=${encodeURIComponent(word)}&data_type=searched`);
  await page
    .getByRole('group', { name: t('search.layout') })
    .getByRole('button', { name: t('search.layouts.list') })
    .click();
  const shown = page.getByTestId('item-description').first();
  await expect(shown).toHaveText(clampDescription(description, READ_MORE_CLAMP).text);
  await page
    .getByRole('button', { name: t('itemDetail.readMore') })
    .first()
    .click();
  await expect(shown).toHaveText(description);
});
