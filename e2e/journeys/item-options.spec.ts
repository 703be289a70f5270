import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { returningVisitor } from '../fixtures/visitor';
import { findItemWithRequiredOptions, findJourneyWorld } from '../fixtures/world';
import { cartButtonName, tr } from '../fixtures/i18n';

test('an item with required options is added only once they are chosen', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const { module, item } = await findItemWithRequiredOptions(request, world);
  await returningVisitor(page, { ...world, module });

  await page.goto(`/product/${item.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  await expectAccessible(page, 'item page');

  // Nothing chosen: SPEC §5's message names the group, and nothing is added.
  const first = item.groups[0]!;
  await page.getByRole('button', { name: tr('item.addToCart') }).click();
  await expect(page.getByText(tr('item.variationRequired', { name: first.name }))).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('0');

  for (const group of item.groups) {
    const options = page.getByRole('group', { name: new RegExp(`^${group.name}`) });
    for (const label of group.labels.slice(0, group.min))
      await options.getByLabel(label, { exact: false }).first().check();
  }
  await page.getByRole('button', { name: tr('item.addToCart') }).click();
  await expect(page.getByText(tr('cart.itemAdded'))).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await page.getByRole('button', { name: cartButtonName(1) }).click();
  await expect(
    page.getByRole('dialog', { name: tr('cart.title') }).getByText(item.name),
  ).toBeVisible();
});
