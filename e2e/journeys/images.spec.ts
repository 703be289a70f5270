import { expect } from '@playwright/test';
import { test } from '../fixtures/test';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';

// SPEC §8: an image that fails shows a placeholder; images keep their box while they load, so
// nothing moves when they arrive (the bench's CLS budget).

test('a broken item image shows a placeholder named like the image, in the same box', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const { item } = world.first;
  const details = await request.get(`/api/v1/items/details/${item.id}`, {
    headers: { zoneId: JSON.stringify(world.zoneIds), moduleId: String(world.module.id) },
  });
  const { image_full_url: imageUrl } = (await details.json()) as { image_full_url: string };
  expect(imageUrl).toBeTruthy();
  await page.route(imageUrl, (route) => route.fulfill({ status: 404, body: '' }));
  await returningVisitor(page, world);
  await page.goto(`/product/${item.id}`);

  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  const image = page.getByRole('img', { name: item.name, exact: true });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => element.tagName)).not.toBe('IMG');
  const box = await image.boundingBox();
  expect(box?.width).toBeGreaterThan(100);
  expect(box?.height).toBeGreaterThan(100);
});

test('images hold their size before they load; those below the fold load lazily', async ({
  page,
  request,
}) => {
  const world = await findJourneyWorld(request);
  const requested: string[] = [];
  // Images never answer: what the page shows is the box each reserved.
  await page.route('**/*.svg', (route) => {
    requested.push(route.request().url());
  });
  await returningVisitor(page, world);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/store/${world.first.store.id}`);
  await expect(page.getByRole('heading', { level: 1, name: world.first.store.name })).toBeVisible();
  await expect(page.getByText(world.first.item.name).first()).toBeVisible();

  const images = await page.locator('main img').evaluateAll((elements) =>
    elements.map((element) => {
      const image = element as HTMLImageElement;
      const rect = image.getBoundingClientRect();
      return {
        src: image.src,
        loaded: image.complete && image.naturalWidth > 0,
        width: rect.width,
        height: rect.height,
        lazy: image.loading === 'lazy',
        // Below the fold, or along a rail past the screen's edge.
        below: rect.top > window.innerHeight || rect.left > window.innerWidth || rect.right < 0,
      };
    }),
  );
  expect(images.length).toBeGreaterThan(3);
  expect(images.filter((image) => image.loaded)).toEqual([]);
  expect(images.filter((image) => image.width < 16 || image.height < 16)).toEqual([]);
  const below = images.filter((image) => image.below);
  expect(below.length).toBeGreaterThan(0);
  expect(below.filter((image) => !image.lazy)).toEqual([]);
  // Those in view are asked for (the store's cover and logo at once, a rail's cards as they show).
  const above = images.filter((image) => !image.below);
  await expect
    .poll(() => above.filter((image) => !requested.includes(image.src)).map((image) => image.src))
    .toEqual([]);
});
