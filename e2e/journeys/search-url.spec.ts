import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { tr, trCountPattern } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

test('search results keep their tab, sort, filters, price and rating through reload, Back and Forward', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const moduleType = world.module.module_type;
  await returningVisitor(page, world);
  const word = world.first.item.name.split(' ')[0]!;
  await page.goto(`/home?search=${encodeURIComponent(word)}&data_type=searched`);

  const sort = page.getByRole('combobox', { name: tr('search.sort') });
  const filterButton = page.getByRole('button', { name: tr('search.filter.button') });
  const filterPanel = page.getByRole('dialog', { name: tr('search.filter.button') });
  const chips = page.getByRole('list', { name: tr('search.chips') });
  const topRated = chips.getByRole('button', {
    name: tr('search.removeChip', { name: tr('search.filter.top_rated') }),
  });
  const itemsTab = page.getByRole('button', { name: tr(`search.tab.items.${moduleType}`) });
  const storesTab = page.getByRole('button', { name: tr(`search.tab.stores.${moduleType}`) });
  const found = page.getByText(trCountPattern('search.found'));
  await expect(found).toBeVisible();

  await sort.selectOption('low2High');
  await expect(page).toHaveURL(/sort=low2High/);
  await expect(found).toBeVisible();
  await filterButton.click();
  await filterPanel
    .getByRole('group', { name: tr('search.filters') })
    .getByRole('button', { name: tr('search.filter.top_rated') })
    .click();
  await expect(page).toHaveURL(/filter=top_rated/);
  await expect(topRated).toBeVisible();

  // The price thumbs and the rating narrow the results too, each shown as a chip.
  await filterButton.click();
  await filterPanel.getByRole('slider', { name: tr('search.minPrice') }).press('PageUp');
  await expect(page).toHaveURL(/min_price=500/);
  await filterButton.click();
  await filterPanel
    .getByRole('button', { name: tr('search.ratingAtLeast', { rating: 4 }) })
    .click();
  await expect(page).toHaveURL(/rating=4/);
  const ratingChip = chips.getByRole('button', {
    name: tr('search.removeChip', { name: tr('search.ratingAtLeast', { rating: 4 }) }),
  });
  await expect(ratingChip).toBeVisible();
  await ratingChip.click();
  await expect(page).not.toHaveURL(/rating=/);
  await chips
    .getByRole('button', {
      name: tr('search.removeChip', { name: tr('search.priceRange', { min: 500, max: 20000 }) }),
    })
    .click();
  await expect(page).not.toHaveURL(/min_price=/);

  await page.reload();
  await expect(sort).toHaveValue('low2High');
  await expect(topRated).toBeVisible();
  await expect(itemsTab).toHaveAttribute('aria-pressed', 'true');

  // The stores tab resets the filter (SPEC §4); Back brings the items with their filter again.
  await storesTab.click();
  await expect(page).toHaveURL(/tab=stores/);
  await expect(storesTab).toHaveAttribute('aria-pressed', 'true');
  await expect(page).not.toHaveURL(/filter=/);
  await page.goBack();
  await expect(itemsTab).toHaveAttribute('aria-pressed', 'true');
  await expect(topRated).toBeVisible();
  await expect(sort).toHaveValue('low2High');
  await page.goForward();
  await expect(storesTab).toHaveAttribute('aria-pressed', 'true');
  await expect(sort).toHaveValue('low2High');

  // A URL that makes no sense heals to the one it means.
  await page.goto(`/home?search=${encodeURIComponent(word)}&data_type=searched&sort=cheap&tab=x`);
  await expect(page).toHaveURL(new RegExp(`/home\\?search=[^&]+&data_type=searched$`));
  await expect(sort).toHaveValue('high2Low');
});
