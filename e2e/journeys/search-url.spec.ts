import { expect, test } from '@playwright/test';
import { tr, trCountPattern } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

test('search results keep their tab, sort and filter through reload, Back and Forward', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const moduleType = world.module.module_type;
  await returningVisitor(page, world);
  const word = world.first.item.name.split(' ')[0]!;
  await page.goto(`/home?search=${encodeURIComponent(word)}&data_type=searched`);

  const sort = page.getByRole('combobox', { name: tr('search.sort') });
  const topRated = page
    .getByRole('group', { name: tr('search.filters') })
    .getByRole('button', { name: tr('search.filter.top_rated') });
  const itemsTab = page.getByRole('button', { name: tr(`search.tab.items.${moduleType}`) });
  const storesTab = page.getByRole('button', { name: tr(`search.tab.stores.${moduleType}`) });
  const found = page.getByText(trCountPattern('search.found'));
  await expect(found).toBeVisible();

  await sort.selectOption('low2High');
  await expect(page).toHaveURL(/sort=low2High/);
  await expect(found).toBeVisible();
  await topRated.click();
  await expect(page).toHaveURL(/filter=top_rated/);
  await expect(topRated).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(sort).toHaveValue('low2High');
  await expect(topRated).toHaveAttribute('aria-pressed', 'true');
  await expect(itemsTab).toHaveAttribute('aria-pressed', 'true');

  // The stores tab resets the filter (SPEC §4); Back brings the items with their filter again.
  await storesTab.click();
  await expect(page).toHaveURL(/tab=stores/);
  await expect(storesTab).toHaveAttribute('aria-pressed', 'true');
  await expect(page).not.toHaveURL(/filter=/);
  await page.goBack();
  await expect(itemsTab).toHaveAttribute('aria-pressed', 'true');
  await expect(topRated).toHaveAttribute('aria-pressed', 'true');
  await expect(sort).toHaveValue('low2High');
  await page.goForward();
  await expect(storesTab).toHaveAttribute('aria-pressed', 'true');
  await expect(sort).toHaveValue('low2High');

  // A URL that makes no sense heals to the one it means.
  await page.goto(`/home?search=${encodeURIComponent(word)}&data_type=searched&sort=cheap&tab=x`);
  await expect(page).toHaveURL(new RegExp(`/home\\?search=[^&]+&data_type=searched$`));
  await expect(sort).toHaveValue('high2Low');
});
