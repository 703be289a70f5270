import { expect, test } from '@playwright/test';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { expectAccessible } from '../fixtures/axe';
import { returningVisitor } from '../fixtures/visitor';
import { findItemWithRequiredOptions, findJourneyWorld } from '../fixtures/world';

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
  await page.getByRole('button', { name: en.item.addToCart }).click();
  await expect(
    page.getByText(en.item.variationRequired.replace('{{name}}', first.name)),
  ).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('0');

  for (const group of item.groups) {
    const options = page.getByRole('group', { name: new RegExp(`^${group.name}`) });
    for (const label of group.labels.slice(0, group.min))
      await options.getByLabel(label, { exact: false }).first().check();
  }
  await page.getByRole('button', { name: en.item.addToCart }).click();
  await expect(page.getByText(en.cart.itemAdded)).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await page.getByRole('button', { name: /^Cart ?, 1 item$/ }).click();
  await expect(
    page.getByRole('dialog', { name: en.cart.title }).getByText(item.name),
  ).toBeVisible();
});
