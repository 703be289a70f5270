import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectAccessibleEverywhere } from '../fixtures/axe';
import { tr } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { moduleApi, worldWith } from '../fixtures/world';
import { look } from '../fixtures/look';

/** Axe in light and dark, at 1280 and 390 px; the page must not be the not-found page. */
async function expectAccessibleRoute(page: Page, name: string) {
  await expect(page.getByRole('heading', { name: tr('notFound.title') })).toHaveCount(0);
  await expectAccessibleEverywhere(page, name);
}

test('categories, a category with its sub-categories, items and stores', async ({
  page,
  request,
}) => {
  const world = await worldWith(request, 'grocery');
  const categories = await moduleApi<
    Array<{ id: number; name: string; childes: Array<{ id: number; name: string }> }>
  >(request, world, 'categories');
  const category = categories.find((c) => c.childes.length > 0)!;
  await returningVisitor(page, world);

  await page.goto('/categories');
  await expect(
    page.getByRole('heading', { level: 1, name: tr('catalogue.categories') }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: category.name })).toBeVisible();
  await expectAccessibleRoute(page, '/categories');

  await page.getByRole('link', { name: category.name }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${category.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  const chips = page.getByRole('group', { name: tr('catalogue.subCategories') });
  await expect(chips.getByRole('button', { name: tr('catalogue.all') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: /^Add .* to cart$/ }).first()).toBeVisible();
  await expectAccessibleRoute(page, '/category/{id}');

  // A sub-category's items scroll in page by page (10 a page) until a page comes back empty.
  // The smallest sub-category that still needs a second page.
  const sized = await Promise.all(
    category.childes.map(async (candidate) => ({
      ...candidate,
      total: (
        await moduleApi<{ total_size: number }>(
          request,
          world,
          `categories/items/${candidate.id}?offset=1&limit=10&type=all`,
        )
      ).total_size,
    })),
  );
  const child = sized
    .filter((candidate) => candidate.total > 10)
    .sort((x, y) => x.total - y.total)[0]!;
  const childTotal = child.total;
  await chips.getByRole('button', { name: child.name }).click();
  await expect(chips.getByRole('button', { name: child.name })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(new RegExp(`\\?sub=${child.id}$`));
  // Each item card is headed by its item's name.
  const cards = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(Math.min(10, childTotal));
  // By keyboard: Load more keeps focus while the next page comes (never dropped on the page's
  // start), and hands it to the first new card when the last page has come.
  await page.getByRole('button', { name: tr('common.loadMore') }).focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(Math.min(20, childTotal));
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  await expect(async () => {
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await cards.count()).toBe(childTotal);
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: tr('common.loadMore') })).toHaveCount(0);

  const show = page.getByRole('group', { name: tr('catalogue.show') });
  await show.getByRole('button', { name: tr('catalogue.stores') }).click();
  await expect(page).toHaveURL(/tab=stores/);
  await expect(page.locator('a.store-link').first()).toBeVisible();
});

test('brands A to Z and Z to A; no brands sends back home', async ({ page, request }) => {
  const shop = await worldWith(request, 'ecommerce');
  const brands = (await moduleApi<Array<{ name: string }>>(request, shop, 'brand')).map(
    (b) => b.name,
  );
  const aToZ = [...brands].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  await returningVisitor(page, shop);

  await page.goto('/all-brands');
  await expect(page.getByRole('heading', { level: 1, name: tr('catalogue.brands') })).toBeVisible();
  const names = page.getByRole('main').getByRole('link').locator('p:first-of-type');
  await expect(names).toHaveText(aToZ);
  await expectAccessibleRoute(page, '/all-brands');

  await page.getByRole('button', { name: tr('catalogue.zToA') }).click();
  await expect(names).toHaveText([...aToZ].reverse());
  await expect(page).toHaveURL(/sort=desc/);

  // Grocery has no brands: the page goes back to /home.
  const grocery = await worldWith(request, 'grocery');
  await page.evaluate(
    (module) => localStorage.setItem('module', module),
    JSON.stringify(grocery.module),
  );
  await page.goto('/all-brands');
  await expect(page).toHaveURL(/\/home$/);
});

test('latest and popular stores are lists, not a store called latest', async ({
  page,
  request,
}) => {
  const world = await worldWith(request, 'grocery');
  await returningVisitor(page, world);
  for (const [path, title] of [
    ['/store/latest', 'catalogue.latestStores'],
    ['/store/popular', 'catalogue.popularStores'],
  ] as const) {
    const first = (
      await moduleApi<{ stores: Array<{ name: string }> }>(
        request,
        world,
        `stores/${path.split('/')[2]}?offset=1&limit=12&type=all`,
      )
    ).stores[0]!;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: tr(title) })).toBeVisible();
    await expect(page.getByRole('link', { name: first.name, exact: true }).first()).toBeVisible();
    await expectAccessibleRoute(page, path);
  }
});

test('a flash sale shows each product with its stock bar', async ({ page, request }) => {
  const world = await worldWith(request, 'grocery');
  const sale = await moduleApi<{ id: number; title: string }>(request, world, 'flash-sales');
  const { products } = await moduleApi<{
    products: Array<{ sold: number; stock: number; item: { name: string } }>;
  }>(request, world, `flash-sales/items?flash_sale_id=${sale.id}&offset=1&limit=10`);
  const product = products[0]!;
  await returningVisitor(page, world);

  await page.goto(`/flash-sales?id=${sale.id}`);
  await expect(page.getByRole('heading', { level: 1, name: sale.title })).toBeVisible();
  const bar = page.getByRole('progressbar', {
    name: tr('cards.stockSold', { sold: product.sold, stock: product.stock }),
  });
  await expect(bar).toHaveAttribute('aria-valuenow', String((product.sold / product.stock) * 100));
  await expectAccessibleRoute(page, '/flash-sales');
});

test('a campaign counts down to "This campaign is over"; without a zone it asks for one', async ({
  page,
  request,
}) => {
  const world = await worldWith(request, 'grocery');
  const [campaign] = await moduleApi<Array<{ id: number; title: string; end_date: string }>>(
    request,
    world,
    'campaigns/basic',
  );
  // A minute before the campaign ends (23:59:59 on its last day, Dhaka time, UTC+6).
  await page.clock.install({ time: new Date(`${campaign!.end_date}T23:58:59+06:00`) });
  await returningVisitor(page, world);

  await page.goto(`/campaigns/${campaign!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: campaign!.title })).toBeVisible();
  const timer = page.getByRole('timer', { name: tr('catalogue.endsIn') });
  await expect(timer).toContainText('00');
  await expect(page.locator('#campaign-clock')).toHaveText(/^00:00:00:[0-5]\d$|^00:00:01:00$/);
  await expect(page.locator('a.store-link').first()).toBeVisible();
  await expectAccessibleRoute(page, '/campaigns/{id}');

  await page.clock.runFor(61_000);
  await expect(
    page.getByRole('status').filter({ hasText: tr('catalogue.campaignOver') }),
  ).toBeVisible();
  await expect(timer).toHaveCount(0);

  // Another tab of a visitor who has not picked a location.
  const stranger = await page.context().newPage();
  await stranger.goto('/');
  await stranger.evaluate(() => localStorage.clear());
  await stranger.goto(`/campaigns/${campaign!.id}`);
  await expect(stranger.getByRole('alert')).toContainText(tr('catalogue.needZone'));
});

test('the homes give each list its card kind: food’s best reviewed in two rows, grocery’s special offers', async ({
  page,
  request,
}) => {
  const food = await worldWith(request, 'food');
  await returningVisitor(page, food);
  await page.goto('/home');
  const best = page.getByRole('list', { name: tr('home.sections.bestReviewed') });
  const cards = best.getByRole('listitem');
  await expect(cards.nth(1)).toBeVisible();
  // Two rows, filled column by column: the second card sits under the first.
  const [one, two] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
  expect(Math.abs(one.x - two.x)).toBeLessThan(2);
  expect(two.y).toBeGreaterThan(one.y + one.height - 2);
  // The food horizontal card: the name beside the image, not under it.
  const name = (await cards.nth(0).getByRole('heading', { level: 3 }).boundingBox())!;
  expect(name.y).toBeLessThan(one.y + 40);
  await expectAccessibleEverywhere(page, 'food home card kinds', {
    focus: best,
    look: (variant) => look(page, `food-home-${variant}`),
  });

  const grocery = await worldWith(request, 'grocery');
  await page.evaluate(
    (module) => localStorage.setItem('module', JSON.stringify(module)),
    grocery.module,
  );
  await page.goto('/home');
  const offers = page.getByRole('list', { name: tr('home.sections.specialOffers') });
  // Each special offer card leads with its OFF badge and strikes through the price before it.
  const offer = offers.getByRole('listitem').first();
  await expect(offer.getByText(/OFF$/)).toBeVisible();
  await expect(offer.getByRole('deletion')).toBeVisible();
  await offers.scrollIntoViewIfNeeded();
  await look(page, 'grocery-special-offers');
});
