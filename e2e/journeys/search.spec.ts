import { expect, test } from '@playwright/test';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { expectAccessible } from '../fixtures/axe';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

test('the header search suggests, shows results by tab, and remembers recent searches', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const word = world.first.item.name;
  await returningVisitor(page, world);
  await page.goto('/home');

  const box = page.getByRole('searchbox', { name: en.search.label });
  await box.fill(word);
  // Suggestions come after typing pauses (500 ms).
  const suggestions = page.getByRole('list', { name: en.search.suggestions });
  await expect(suggestions.getByRole('button').first()).toBeVisible();
  await expectAccessible(page, 'search suggestions');

  await box.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(word);
  expect(new URL(page.url()).searchParams.get('data_type')).toBe('searched');
  await expect(
    page.getByRole('heading', { level: 1, name: en.search.resultsFor.replace('{{search}}', word) }),
  ).toBeVisible();
  await expect(page.getByText(/^Found \d+ results?$/)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Add ${world.first.item.name} to cart` }).first(),
  ).toBeVisible();
  await expectAccessible(page, 'search results');

  await page
    .getByRole('button', {
      name: en.search.tab.stores[world.module.module_type as 'food'] ?? 'Stores',
    })
    .click();
  await expect(page.getByText(/^Found \d+ results?$/)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Add ${world.first.item.name} to cart` }),
  ).toHaveCount(0);

  // The search is remembered: empty text shows it, and Clear All forgets it.
  await box.fill('');
  await box.focus();
  await expect(
    page
      .getByRole('list', { name: en.search.suggestions })
      .getByRole('button', { name: word, exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('searchedValues'))).toContain(word);
  await page.getByRole('button', { name: en.search.clearAll }).click();
  await expect(
    page
      .getByRole('list', { name: en.search.suggestions })
      .getByRole('button', { name: word, exact: true }),
  ).toHaveCount(0);
});
