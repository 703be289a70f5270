import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { expectAccessible, expectAccessibleEverywhere } from '../fixtures/axe';
import { tr, type Locale } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld, moduleApi, worldWith, type JourneyWorld } from '../fixtures/world';
import { formatMoney } from '../../src/domain/money';
import { hoursOfDay, weekdayIn } from '../../src/domain/store-hours';
import { look } from '../fixtures/look';

type Named = { id: number; name: string };

/** Axe in light and dark at 1280 and 390 px, with a screenshot of each for review. */
async function checkEverywhere(page: Page, name: string, focus?: Locator) {
  await expectAccessibleEverywhere(page, name, {
    focus,
    look: (variant) => look(page, `${name}-${variant}`),
  });
}

/** A store of the module with at least two categories, one of them with items. */
async function storeWithCategories(request: APIRequestContext, world: JourneyWorld) {
  const { stores } = await moduleApi<{ stores: Named[] }>(
    request,
    world,
    'stores/get-stores/all?store_type=all&offset=1&limit=12',
  );
  const categories = await moduleApi<Named[]>(request, world, 'categories');
  for (const store of stores) {
    const details = await moduleApi<Named & { category_ids: number[] }>(
      request,
      world,
      `stores/details/${store.id}`,
    );
    const own = categories.filter((c) => details.category_ids.includes(c.id));
    if (own.length < 2) continue;
    const category = own[1]!;
    const { products } = await moduleApi<{ products: Named[] }>(
      request,
      world,
      `items/latest?store_id=${store.id}&category_id=${category.id}&offset=1&limit=12`,
    );
    if (products.length > 0) return { store: details, category, item: products[0]! };
  }
  throw new Error('no store with two categories');
}

test('a store page: its details, category chips and in-store search change the items', async ({
  page,
  request,
}) => {
  const world = await worldWith(request, 'grocery');
  const { store, category, item } = await storeWithCategories(request, world);
  const word = item.name.split(/\s+/).find((part) => part.length > 2) ?? item.name;
  const searched = await moduleApi<{ total_size: number; products: Named[] }>(
    request,
    world,
    `items/search?store_id=${store.id}&name=${encodeURIComponent(word)}&data_type=searched&offset=1&limit=12`,
  );
  await returningVisitor(page, world);

  await page.goto(`/store/${store.id}`);
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
  const chips = page.getByRole('group', { name: tr('store.categories') });
  await expect(chips.getByRole('button', { name: tr('catalogue.all') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('heading', { level: 2, name: tr('store.reviews') })).toBeVisible();
  await checkEverywhere(page, 'store-page');

  // A category chip: its items only, kept in the URL.
  await chips.getByRole('button', { name: category.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/store/${store.id}\\?category=${category.id}$`));
  await expect(chips.getByRole('button', { name: category.name, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('heading', { level: 3, name: item.name }).first()).toBeVisible();

  // The search inside the store.
  await chips.getByRole('button', { name: tr('catalogue.all') }).click();
  const form = page.getByRole('search', { name: tr('store.searchLabel') });
  await form.getByRole('searchbox', { name: tr('store.searchLabel') }).fill(word);
  await form.getByRole('button', { name: tr('store.searchButton') }).click();
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(word)}`));
  await expect(
    page.getByRole('heading', { level: 2, name: tr('store.searchResults', { search: word }) }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: searched.products[0]!.name }).first(),
  ).toBeVisible();

  // Back: the whole store again; reload keeps the URL's choice.
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 2, name: tr('store.items'), exact: true }),
  ).toBeVisible();
  await page.goForward();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 2, name: tr('store.searchResults', { search: word }) }),
  ).toBeVisible();
  await form.getByRole('button', { name: tr('store.clearSearch') }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: tr('store.items'), exact: true }),
  ).toBeVisible();
});

test('a store page: delivery fee, minimum order, today’s hours, popular items, Quick view and the store heart', async ({
  page,
  request,
}) => {
  const world = await worldWith(request, 'grocery');
  type Details = Named & {
    minimum_order: number;
    delivery_fee: number | null;
    schedules: Array<{ day: number; opening_time: string; closing_time: string }>;
  };
  // A store with a minimum order and a fee, seen from the browser's location (the returning
  // visitor's stored one, sent as headers).
  const { stores } = await moduleApi<{ stores: Named[] }>(
    request,
    world,
    'stores/get-stores/all?store_type=all&offset=1&limit=12',
  );
  let found: Details | undefined;
  for (const candidate of stores) {
    const located = await request.get(`/api/v1/stores/details/${candidate.id}`, {
      headers: {
        zoneId: JSON.stringify(world.zoneIds),
        moduleId: String(world.module.id),
        latitude: '23.7806',
        longitude: '90.4163',
      },
    });
    const details = (await located.json()) as Details;
    if (details.minimum_order > 0 && (details.delivery_fee ?? 0) > 0) {
      found = details;
      break;
    }
  }
  const store = found!;
  const details = store;
  const config = (await (await request.get('/api/v1/config')).json()) as {
    currency_symbol: string;
    currency_symbol_direction: string;
    digit_after_decimal_point: number;
    timezone: string;
  };
  const money = (amount: number) =>
    formatMoney(amount, {
      symbol: config.currency_symbol,
      direction: config.currency_symbol_direction === 'right' ? 'right' : 'left',
      decimals: config.digit_after_decimal_point,
    });
  const { products: popular } = await moduleApi<{ products: Named[] }>(
    request,
    world,
    `stores/popular-items/${store.id}?offset=1&limit=12`,
  );
  await returningVisitor(page, world);
  await page.goto(`/store/${store.id}`);
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();

  expect(details.delivery_fee).not.toBeNull();
  await expect(
    page.getByText(
      details.delivery_fee === 0
        ? tr('store.freeDeliveryFee')
        : tr('store.deliveryFee', { fee: money(details.delivery_fee!) }),
      { exact: true },
    ),
  ).toBeVisible();
  await expect(
    page.getByText(tr('store.minimumOrder', { amount: money(details.minimum_order) })),
  ).toBeVisible();
  const today = hoursOfDay(details.schedules, weekdayIn(Date.now(), config.timezone));
  await expect(
    page.getByText(
      today.length === 0
        ? tr('store.closedToday')
        : tr('store.hoursToday', {
            hours: today.map((span) => `${span.opens}–${span.closes}`).join(', '),
          }),
    ),
  ).toBeVisible();

  // The store's popular items, most ordered first.
  const rail = page.getByRole('list', { name: tr('store.popularItems') });
  await expect(rail.getByRole('heading', { level: 3 }).first()).toHaveText(popular[0]!.name);

  // Quick view opens the item's modal over the page; closing it leaves the page as it was.
  const url = page.url();
  await rail
    .getByRole('button', { name: tr('cards.quickView', { name: popular[0]!.name }) })
    .focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: popular[0]!.name });
  await expect(dialog).toBeVisible();
  expect(page.url()).toBe(url);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // A guest's heart on the store: 'You are not logged in', and it stays off.
  const heart = page.getByRole('button', { name: tr('wishlist.heart', { name: store.name }) });
  await heart.click();
  await expect(page.getByText(tr('wishlist.notLoggedIn'))).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await checkEverywhere(page, 'store-page-facts');
});

test('a store switched off by its owner says CLOSED NOW on its card and its page', async ({
  page,
  request,
}) => {
  // The seeded world switches off the last food store in Uttara.
  const uttara = await findJourneyWorld(request, 'Uttara');
  const modules = (await (await request.get('/api/v1/module')).json()) as Array<
    Named & { module_name: string; module_type: string }
  >;
  const food = modules.find((m) => m.module_type === 'food')!;
  const world = {
    ...uttara,
    module: { id: food.id, module_name: food.module_name, module_type: 'food' },
  };
  const { stores } = await moduleApi<{ stores: Array<Named & { active: boolean }> }>(
    request,
    world,
    'stores/latest?offset=1&limit=12&type=all',
  );
  const closed = stores.find((store) => !store.active)!;
  expect(closed).toBeDefined();
  await returningVisitor(page, world);
  await page.goto('/store/latest');
  await expect(
    page.getByRole('link', { name: closed.name, exact: true }),
  ).toHaveAccessibleDescription(tr('store.closedNow'));
  await page.getByRole('link', { name: closed.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: closed.name })).toBeVisible();
  // The overlay over the cover and the badge beside the name.
  await expect(page.getByText(tr('store.closedNow'), { exact: true })).toHaveCount(2);
  for (const text of await page.getByText(tr('store.closedNow'), { exact: true }).all())
    await expect(text).toBeVisible();
});

test('the home stores section: tabs, the delivery filter, a tab change resets it', async ({
  page,
  request,
}) => {
  const world = await worldWith(request, 'grocery');
  const total = async (filter: string, type: string) =>
    (
      await moduleApi<{ total_size: number }>(
        request,
        world,
        `stores/get-stores/${filter}?store_type=${type}&offset=1&limit=12`,
      )
    ).total_size;
  await returningVisitor(page, world);
  await page.goto('/home');
  const section = page.getByRole('region', {
    name: tr('home.sections.stores', { module: world.module.module_name }),
  });
  const tabs = section.getByRole('group', { name: tr('home.storeTabs.label') });
  const filters = section.getByRole('group', { name: tr('home.deliveryFilter.label') });
  await expect(tabs.getByRole('button', { name: tr('home.storeTabs.all') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    section.getByText(tr('home.storeCount', { count: await total('all', 'all') })),
  ).toBeVisible();

  await tabs.getByRole('button', { name: tr('home.storeTabs.popular') }).click();
  await expect(page).toHaveURL(/store_type=popular/);
  await expect(
    section.getByText(tr('home.storeCount', { count: await total('all', 'popular') })),
  ).toBeVisible();
  await filters.getByRole('button', { name: tr('home.deliveryFilter.take_away') }).click();
  await expect(page).toHaveURL(/store_type=popular&store_filter=take_away/);
  await expect(
    section.getByText(tr('home.storeCount', { count: await total('take_away', 'popular') })),
  ).toBeVisible();
  await checkEverywhere(page, 'home-stores', section.getByRole('heading', { level: 2 }));

  // SPEC §4: a tab change resets the filter to all.
  await tabs.getByRole('button', { name: tr('home.storeTabs.top_rated') }).click();
  await expect(page).toHaveURL(/store_type=top_rated$/);
  await expect(
    filters.getByRole('button', { name: tr('home.deliveryFilter.all') }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    section.getByText(tr('home.storeCount', { count: await total('all', 'top_rated') })),
  ).toBeVisible();

  // Below 1180 px the filter is a popover naming the filter in force.
  await page.setViewportSize({ width: 390, height: 900 });
  await section
    .getByRole('button', {
      name: tr('home.deliveryFilter.button', { filter: tr('home.deliveryFilter.all') }),
    })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: tr('home.deliveryFilter.delivery') })
    .click();
  await expect(page).toHaveURL(/store_type=top_rated&store_filter=delivery/);
  await expect(
    section.getByRole('button', {
      name: tr('home.deliveryFilter.button', { filter: tr('home.deliveryFilter.delivery') }),
    }),
  ).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/store_type=top_rated$/);
});

test('data_type=category and data_type=brand result pages', async ({ page, request }) => {
  const world = await worldWith(request, 'ecommerce');
  const categories = await moduleApi<Named[]>(request, world, 'categories');
  const category = categories[0]!;
  const inCategory = await moduleApi<{ products: Named[] }>(
    request,
    world,
    `items/search?data_type=category&category_ids=[${category.id}]&offset=1&limit=12`,
  );
  await returningVisitor(page, world);
  await page.goto(
    `/home?data_type=category&id=${category.id}&name=${encodeURIComponent(category.name)}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: inCategory.products[0]!.name }).first(),
  ).toBeVisible();
  await checkEverywhere(page, 'data-type-category');

  const brands = await moduleApi<Array<Named & { items_count: number }>>(request, world, 'brand');
  const brand = brands.find((b) => b.items_count > 0)!;
  const ofBrand = await moduleApi<{ total_size: number; products: Named[] }>(
    request,
    world,
    `items/search?data_type=brand&brand_ids=[${brand.id}]&offset=1&limit=12`,
  );
  await page.goto('/all-brands');
  await page
    .getByRole('link', { name: new RegExp(brand.name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`data_type=brand&brand_id=${brand.id}`));
  await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
  await expect(page.getByText(tr('search.found', { count: ofBrand.total_size }))).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: ofBrand.products[0]!.name }).first(),
  ).toBeVisible();
  await expectAccessible(page, 'data_type=brand');
});

for (const locale of ['ar'] as Locale[]) {
  test(`the store page and the stores section in ${locale}`, async ({ page, request }) => {
    const world = await worldWith(request, 'grocery');
    const { store } = await storeWithCategories(request, world);
    await returningVisitor(page, world, locale);
    await page.goto(`/store/${store.id}`);
    await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
    await expect(
      page.getByRole('group', { name: tr('store.categories', {}, locale) }),
    ).toBeVisible();
    await checkEverywhere(page, `store-page-${locale}`);
    await page.goto('/home?store_type=popular');
    const section = page.getByRole('region', {
      name: tr('home.sections.stores', { module: world.module.module_name }, locale),
    });
    await expect(
      section
        .getByRole('group', { name: tr('home.storeTabs.label', {}, locale) })
        .getByRole('button', { name: tr('home.storeTabs.popular', {}, locale) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await checkEverywhere(
      page,
      `home-stores-${locale}`,
      section.getByRole('heading', { level: 2 }).first(),
    );
  });
}
