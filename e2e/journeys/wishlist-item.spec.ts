import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectAccessible, switchColorScheme } from '../fixtures/axe';
import { newCustomer } from '../fixtures/customer';
import { tr } from '../fixtures/i18n';
import { MESSAGES } from '../../server/http/messages';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld, type JourneyWorld } from '../fixtures/world';
import { apiSettled } from '../fixtures/api-settled';

const VARIANTS = [
  { colorScheme: 'light' as const, width: 1280 },
  { colorScheme: 'dark' as const, width: 1280 },
  { colorScheme: 'light' as const, width: 390 },
  { colorScheme: 'dark' as const, width: 390 },
];

async function signedInCustomer(page: Page, request: APIRequestContext): Promise<string> {
  const customer = await newCustomer(request);
  const login = await request.post('/api/v1/auth/login', {
    data: { phone: customer.phone, password: customer.password },
  });
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  return token;
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
  const token = await signedInCustomer(page, request);

  await page.goto(`/store/${world.first.store.id}`);
  const itemHeart = page
    .getByRole('button', { name: tr('wishlist.heart', { name: item.name }) })
    .first();
  await itemHeart.click();
  await expect(itemHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(MESSAGES.wishlist_added.en)).toBeVisible();

  // The store is wished elsewhere after this page read the list: the provider refuses the
  // second add, the heart goes back and says why, then shows the list as it now is.
  // Every heart of the home is shown and the list read before the other device wishes the
  // store: once for the whole page, however many hearts its sections mount.
  const wishlistReads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes('/customer/wish-list'))
      wishlistReads.push(request.url());
  });
  await page.goto('/home');
  const storeHeart = page
    .getByRole('button', { name: tr('wishlist.heart', { name: store.name }) })
    .first();
  await expect(storeHeart).toHaveAttribute('aria-pressed', 'false');
  await apiSettled(page);
  expect(wishlistReads).toHaveLength(1);
  await request.post('/api/v1/customer/wish-list/add', {
    headers: { Authorization: `Bearer ${token}` },
    data: { store_id: store.id },
  });
  await expect(storeHeart).toHaveAttribute('aria-pressed', 'false');
  await storeHeart.click();
  await expect(page.getByText(MESSAGES.wishlist_already.en)).toBeVisible();
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
    await switchColorScheme(page, variant.colorScheme);
    await expectAccessible(page, `wishlist drawer (${variant.colorScheme} ${variant.width})`);
  }

  // Removing asks first; the tab then says it is empty, and the store's heart is no longer on.
  await drawer.getByRole('button', { name: `${tr('wishlist.remove')} ${store.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: tr('wishlist.confirmRemove') });
  await confirm.getByRole('button', { name: tr('wishlist.remove') }).click();
  await expect(drawer.getByText(tr(`wishlist.empty.${tabs.store}`))).toBeVisible();
  await expect(page.getByText(MESSAGES.wishlist_removed.en)).toBeVisible();
  await drawer.getByRole('tab', { name: tr(`wishlist.tab.${tabs.item}`) }).click();
  await expect(drawer.getByRole('link', { name: item.name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(storeHeart).toHaveAttribute('aria-pressed', 'false');
});

test('the item page: discount, price struck through, clamped description, images', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const modules = (await (await request.get('/api/v1/module')).json()) as Array<{
    id: number;
    module_name: string;
    module_type: string;
  }>;
  const shop = modules.find((m) => m.module_type === 'ecommerce')!;
  const headers = { zoneId: JSON.stringify(world.zoneIds), moduleId: String(shop.id) };
  const item = (await (
    await request.get('/api/v1/items/details/wireless-earbuds', { headers })
  ).json()) as {
    slug: string;
    name: string;
    discount: number;
    description: string;
    store_name: string;
    images_full_url: string[];
  };
  await returningVisitor(page, {
    ...world,
    module: { id: shop.id, module_name: shop.module_name, module_type: shop.module_type },
  });
  await page.goto(`/product/${item.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  await expect(page.getByTestId('item-discount')).toHaveText(
    tr('item.percentOff', { value: item.discount }),
  );
  await expect(page.getByTestId('item-price').locator('s')).toBeVisible();
  await expect(page.getByRole('link', { name: item.store_name })).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: tr('itemDetail.categories') })
      .getByRole('link')
      .first(),
  ).toBeVisible();

  // SPEC §9: 130 characters, then Read more shows the whole text.
  const description = page.getByTestId('item-description');
  await expect(description).not.toHaveText(item.description);
  await expect(description).toHaveText(/…$/);
  await page.getByRole('button', { name: tr('itemDetail.readMore') }).click();
  await expect(description).toHaveText(item.description);
  await expect(page.getByRole('button', { name: tr('itemDetail.readLess') })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  // The thumbnails choose the main image.
  const thumbnails = page.getByRole('group', { name: tr('itemDetail.thumbnails') });
  const count = item.images_full_url.length + 1;
  await thumbnails
    .getByRole('button', { name: tr('itemDetail.showImage', { number: 2, count }) })
    .click();
  await expect(page.getByTestId('item-main-image')).toHaveAttribute(
    'src',
    item.images_full_url[0]!,
  );

  for (const variant of VARIANTS) {
    await page.setViewportSize({ width: variant.width, height: 900 });
    await switchColorScheme(page, variant.colorScheme);
    await expectAccessible(page, `item page (${variant.colorScheme} ${variant.width})`);
  }
});

test('outside ecommerce the item opens in a modal; once in the cart it offers Update To Cart', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const { item } = world.first;
  expect(world.module.module_type).not.toBe('ecommerce');
  await returningVisitor(page, world);
  await page.goto(`/store/${world.first.store.id}`);
  await page.getByRole('button', { name: item.name, exact: true }).first().click();
  const modal = page.getByRole('dialog', { name: item.name });
  await expect(modal.getByRole('button', { name: tr('item.addToCart') })).toBeVisible();
  for (const variant of VARIANTS) {
    await page.setViewportSize({ width: variant.width, height: 900 });
    await switchColorScheme(page, variant.colorScheme);
    await expectAccessible(page, `item modal (${variant.colorScheme} ${variant.width})`);
  }

  await modal.getByRole('button', { name: tr('item.addToCart') }).click();
  await expect(page.getByText(tr('cart.itemAdded'))).toBeVisible();
  const stepper = modal.getByRole('group', { name: tr('item.quantity') });
  await expect(modal.getByRole('button', { name: tr('item.updateToCart') })).toBeVisible();
  await expect(stepper).toContainText('01');
  await stepper.getByRole('button', { name: tr('item.increase', { name: item.name }) }).click();
  await expect(stepper).toContainText('02');
  await modal.getByRole('button', { name: tr('item.updateToCart') }).click();
  await expect(page.getByText(tr('cart.itemUpdated'))).toBeVisible();
  await expect(stepper).toContainText('02');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // SPEC §2 store card "previously visited products": the visit-again row shows the item under
  // its store, and the thumbnail opens it again the same way.
  await page.goto('/home');
  const thumbnail = page
    .getByRole('list', { name: tr('home.visitedProducts', { store: world.first.store.name }) })
    .getByRole('button', { name: item.name, exact: true });
  await thumbnail.click();
  await expect(page.getByRole('dialog', { name: item.name })).toBeVisible();
});
