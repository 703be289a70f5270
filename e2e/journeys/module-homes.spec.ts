import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../fixtures/test';
import { homeSectionsOf } from '../../src/domain/home-layout';
import { expectAccessible, expectAccessibleEverywhere } from '../fixtures/axe';
import { tr } from '../fixtures/i18n';

type Module = { id: number; module_name: string; module_type: string };

async function moduleOfType(request: APIRequestContext, type: string): Promise<Module> {
  const modules = (await (await request.get('/api/v1/module')).json()) as Module[];
  const module = modules.find((candidate) => candidate.module_type === type);
  if (!module) throw new Error(`no ${type} module`);
  return { id: module.id, module_name: module.module_name, module_type: module.module_type };
}

async function visitHome(page: Page, module: Module) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(
    (stored: Record<string, string>) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    },
    {
      zoneid: JSON.stringify([3, 1]),
      module: JSON.stringify(module),
      location: 'Gulshan 1 Circle, Gulshan, Dhaka',
      currentLatLng: JSON.stringify({ lat: 23.7806, lng: 90.4163 }),
    },
  );
  await page.goto('/home');
}

/**
 * Scrolls down the whole page half a screen at a time; at each stop, the card prices and Add
 * buttons on screen that an element of fixed position (a floating control) covers.
 */
function coveredCardParts(page: Page): Promise<{ covered: string[]; cards: number }> {
  return page.evaluate(async () => {
    const covered: string[] = [];
    let cards = 0;
    const onScreen = (box: DOMRect) =>
      box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const floating = [...document.querySelectorAll<HTMLElement>('body *')].filter(
        (element) =>
          getComputedStyle(element).position === 'fixed' &&
          onScreen(element.getBoundingClientRect()),
      );
      const parts = [
        ...document.querySelectorAll('[data-testid="card-price"], [data-testid="card-add"]'),
      ].filter((part) => onScreen(part.getBoundingClientRect()));
      cards += parts.length;
      for (const over of floating) {
        const a = over.getBoundingClientRect();
        for (const part of parts) {
          const b = part.getBoundingClientRect();
          if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
            covered.push(`${over.outerHTML.slice(0, 80)} over ${part.textContent} at ${y}`);
        }
      }
    }
    scrollTo(0, 0);
    return { covered, cards };
  });
}

/** The heading each section shows (the stores section names the module). */
function headingOf(section: string, module: Module): string {
  return section === 'stores'
    ? tr('home.sections.stores', { module: module.module_name })
    : tr(`home.sections.${section}`);
}

for (const type of ['ecommerce', 'food', 'grocery', 'pharmacy', 'parcel']) {
  test(`the ${type} home shows its sections in SPEC order`, async ({ page, request }) => {
    const module = await moduleOfType(request, type);
    await visitHome(page, module);
    await expect(
      page.getByRole('heading', { level: 1, name: tr(`home.hero.${type}.title`) }),
    ).toBeVisible();
    // Visited stores show only after a visit; every other section has data in the seeded world.
    const expected = homeSectionsOf(type)
      .filter((section) => section !== 'visitedStores')
      .map((section) => headingOf(section, module));
    for (const name of expected)
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    const shown = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(shown.filter((name) => expected.includes(name))).toEqual(expected);
    await expectAccessibleEverywhere(page, `${type} home`);
  });
}

test('the cashback offers: a round icon in the margin from 1180 px, in the top bar on a phone, never over a card', async ({
  page,
  request,
}) => {
  await visitHome(page, await moduleOfType(request, 'grocery'));
  // The seeded world runs three offers (a fourth has ended).
  const open = page.getByRole('button', { name: tr('home.cashback.button', { number: 3 }) });
  await open.click();
  const panel = page.getByRole('dialog', { name: tr('home.cashback.title') });
  await expect(panel.getByText(tr('home.cashback.signIn'))).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByText('Weekend cashback')).toBeVisible();
  await expect(panel.getByText(tr('home.cashback.percent', { value: 10 }))).toBeVisible();
  await expect(panel.getByText('Eid cashback (ended)')).toHaveCount(0);
  await expectAccessible(page, 'cashback panel');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();
  // Round, in the page's margin: clear of the content from 1180 px.
  const content = (await page.locator('section[aria-labelledby="home-hero"]').boundingBox())!;
  const icon = (await open.boundingBox())!;
  expect(icon.x + icon.width).toBeLessThanOrEqual(content.x);

  // A phone (issue 31): the header takes at most about 110 px, the offers are the bar's icon,
  // and nothing floating covers a card's price or Add button anywhere down the page.
  await page.setViewportSize({ width: 390, height: 844 });
  const header = page.getByRole('banner');
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(110);
  const inBar = header.getByRole('button', { name: tr('home.cashback.button', { number: 3 }) });
  await inBar.click();
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(inBar).toBeFocused();
  const { covered, cards } = await coveredCardParts(page);
  expect(cards).toBeGreaterThan(0);
  expect(covered).toEqual([]);

  // The header slides away while the customer scrolls down, comes back on the way up, and when
  // focus moves into it; the page under it does not move.
  await expect(header).toBeInViewport();
  // (Not while a control in it has the keyboard's focus: the offers button still has it.)
  await inBar.blur();
  const main = page.locator('main');
  const mainTop = async () => (await main.boundingBox())!.y + (await page.evaluate(() => scrollY));
  const before = await mainTop();
  await page.mouse.move(195, 500);
  await page.mouse.wheel(0, 900);
  await expect(header).not.toBeInViewport();
  expect(await mainTop()).toBe(before);
  await page.mouse.wheel(0, -200);
  await expect(header).toBeInViewport();
  await page.mouse.wheel(0, 600);
  await expect(header).not.toBeInViewport();
  await inBar.focus();
  await expect(header).toBeInViewport();
});

test('home banners lead where SPEC §4 says: store, item, link, campaign', async ({
  page,
  request,
}) => {
  // Ecommerce: an item banner opens the item's page (SPEC §4).
  const module = await moduleOfType(request, 'ecommerce');
  await visitHome(page, module);
  const banners = page.getByRole('region', { name: tr('home.sections.banners') });
  const slide = (n: number) => banners.getByRole('button', { name: tr('home.slide', { n }) });
  const current = banners.getByRole('link').first();

  // The seeded order: a default banner with a link, a store_wise and an item_wise one, ...
  await slide(1).click();
  await expect(current).toHaveAttribute('target', '_blank');
  await expect(current).toHaveAttribute('href', /^https:\/\//);
  await slide(2).click();
  await current.click();
  await expect(page).toHaveURL(/\/store\/[^/]+$/);
  await page.goBack();
  await slide(3).click();
  await banners.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/[^/]+$/);
  await page.goBack();
  // ... and the running campaign comes last.
  const dots = banners.getByRole('button', { name: /\d/ });
  await dots.last().click();
  await banners.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/campaigns\/\d+$/);
});

test('the parcel tracking form asks for an order id, then a contact number', async ({
  page,
  request,
}) => {
  await visitHome(page, await moduleOfType(request, 'parcel'));
  const form = page.getByRole('search', { name: tr('home.trackParcel') });
  await form.getByRole('button', { name: tr('home.trackNow') }).click();
  await expect(page.getByText(tr('tracking.needOrderId'))).toBeVisible();
  await form.getByRole('textbox', { name: tr('home.orderId') }).fill('100001');
  await form.getByRole('button', { name: tr('home.trackNow') }).click();
  await expect(page.getByText(tr('tracking.needContactNumber'))).toBeVisible();
});
