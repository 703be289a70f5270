import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { newCustomer } from '../fixtures/customer';
import { tr } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld, type JourneyWorld } from '../fixtures/world';

const VARIANTS = [
  { colorScheme: 'light' as const, width: 1280 },
  { colorScheme: 'dark' as const, width: 1280 },
  { colorScheme: 'light' as const, width: 390 },
  { colorScheme: 'dark' as const, width: 390 },
];

async function signedInCustomer(page: Page, request: APIRequestContext): Promise<void> {
  const customer = await newCustomer(request);
  const login = await request.post('/api/v1/auth/login', {
    data: { phone: customer.phone, password: customer.password },
  });
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
}

function tabNames(world: JourneyWorld) {
  return world.module.module_type === 'food'
    ? { item: 'foods', store: 'restaurants' }
    : { item: 'items', store: 'stores' };
}

test('a guest who taps a heart is told to sign in, and has no wishlist button', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  await returningVisitor(page, world);
  await page.goto(`/store/${world.first.store.id}`);
  const heart = page.getByRole('button', {
    name: tr('wishlist.heart', { name: world.first.item.name }),
  });
  await heart.first().click();
  await expect(page.getByText(tr('wishlist.notLoggedIn'))).toBeVisible();
  await expect(heart.first()).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: tr('wishlist.button'), exact: true })).toHaveCount(
    0,
  );
});

test('a customer wishes an item and a store, finds them in the drawer and removes one', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const tabs = tabNames(world);
  const { item } = world.first;
  const store = world.second.store;
  await returningVisitor(page, world);
  await signedInCustomer(page, request);

  await page.goto(`/store/${world.first.store.id}`);
  const itemHeart = page
    .getByRole('button', { name: tr('wishlist.heart', { name: item.name }) })
    .first();
  await itemHeart.click();
  await expect(itemHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Successfully added!')).toBeVisible();

  await page.goto('/home');
  const storeHeart = page
    .getByRole('button', { name: tr('wishlist.heart', { name: store.name }) })
    .first();
  await storeHeart.click();
  await expect(storeHeart).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: tr('wishlist.button'), exact: true }).click();
  const drawer = page.getByRole('dialog', { name: tr('wishlist.title') });
  await expect(drawer.getByRole('tab', { name: tr(`wishlist.tab.${tabs.item}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(drawer.getByRole('link', { name: item.name })).toBeVisible();
  await drawer.getByRole('tab', { name: tr(`wishlist.tab.${tabs.store}`) }).click();
  await expect(drawer.getByRole('link', { name: store.name })).toBeVisible();

  for (const variant of VARIANTS) {
    await page.setViewportSize({ width: variant.width, height: 900 });
    await page.emulateMedia({ colorScheme: variant.colorScheme });
    await expectAccessible(page, `wishlist drawer (${variant.colorScheme} ${variant.width})`);
  }

  // Removing asks first; the tab then says it is empty, and the store's heart is no longer on.
  await drawer.getByRole('button', { name: `${tr('wishlist.remove')} ${store.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: tr('wishlist.confirmRemove') });
  await confirm.getByRole('button', { name: tr('wishlist.remove') }).click();
  await expect(drawer.getByText(tr(`wishlist.empty.${tabs.store}`))).toBeVisible();
  await expect(page.getByText('Successfully removed!')).toBeVisible();
  await drawer.getByRole('tab', { name: tr(`wishlist.tab.${tabs.item}`) }).click();
  await expect(drawer.getByRole('link', { name: item.name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(storeHeart).toHaveAttribute('aria-pressed', 'false');
});
