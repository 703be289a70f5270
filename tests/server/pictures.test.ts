// @vitest-environment node
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED, generateDemoWorld } from '../../server/seed/demo';
import {
  BRAND_PICTURES,
  CATEGORY_PICTURES,
  ITEM_PICTURES,
  KIND_FALLBACK,
  PARCEL_PICTURES,
  STORE_PICTURES,
} from '../../server/seed/pictures';
import { BRANDS, CATEGORY_TREE, PARCEL_CATEGORIES } from '../../server/seed/taxonomy';
import { ITEM_TEMPLATES, STORE_NAMES } from '../../server/seed/templates';
import { renderSvg, type ImageKind } from '../../server/services/images';
import { allPictureIds, resolvePicture } from '../../server/services/pictures/resolve';
import { makeWorld, type TestWorld } from './helpers';

const icons = createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as {
  icons: Record<string, { body: string }>;
};
const drawingOf = (id: string) => icons.icons[id]!.body;
const file = (name: string) => name.replace(/\.svg$/, '');

let w: TestWorld;
beforeAll(async () => {
  w = await makeWorld();
});
afterAll(async () => w.close());

describe('picture tables', () => {
  it('give every template, store, category, brand and parcel category a known emoji', () => {
    for (const t of Object.values(ITEM_TEMPLATES).flat())
      expect(ITEM_PICTURES).toHaveProperty([t.name]);
    for (const name of Object.values(STORE_NAMES).flat())
      expect(STORE_PICTURES).toHaveProperty([name]);
    for (const root of Object.values(CATEGORY_TREE).flat())
      for (const key of [root.key, ...root.children.map((c) => c.key)])
        expect(CATEGORY_PICTURES).toHaveProperty([key]);
    for (const b of BRANDS) expect(BRAND_PICTURES).toHaveProperty([b.key]);
    for (const p of PARCEL_CATEGORIES)
      expect(PARCEL_PICTURES).toHaveProperty([
        `parcel-${p.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      ]);
    const missing = [...allPictureIds()].filter((id) => icons.icons[id] === undefined);
    expect(missing).toEqual([]);
  });
});

describe('the seeded world’s pictures', () => {
  const world = generateDemoWorld(DEFAULT_SEED);
  const items = world.stores.flatMap((s) => s.items);

  it('show every item as its template’s emoji, never the fallback', () => {
    for (const item of items) {
      const picture = resolvePicture('item', file(item.row.image!));
      expect(picture.icons, item.row.name).not.toBe(KIND_FALLBACK.item);
    }
    const potato = items.find((i) => i.row.name === 'Potato 1kg')!;
    expect(resolvePicture('item', file(potato.row.image!)).icons).toEqual(['potato']);
  });

  it('show stores, covers, banners and campaigns as what they are about', () => {
    const named: [ImageKind, string][] = [
      ...world.stores.flatMap((s) => [
        ['store', s.row.logo!] as [ImageKind, string],
        ['cover', s.row.cover_photo!] as [ImageKind, string],
      ]),
      ...world.promotions.banners.map((b) => ['banner', b.image] as [ImageKind, string]),
      ...world.promotions.campaigns.map((c) => ['campaign', c.image] as [ImageKind, string]),
      ...world.promotions.itemCampaigns.map(
        (c) => ['campaign', c.row.image!] as [ImageKind, string],
      ),
    ];
    for (const [kind, name] of named) {
      const picture = resolvePicture(kind, file(name));
      expect(picture.icons, `${kind}/${name}`).not.toBe(KIND_FALLBACK[kind]);
    }
    const store = world.promotions.banners.find((b) => b.type === 'store_wise')!;
    expect(resolvePicture('banner', file(store.image)).title).toMatch(/^Visit /);
  });

  it('are the same bytes for the same seed, and small', () => {
    const again = generateDemoWorld(DEFAULT_SEED).stores.flatMap((s) => s.items);
    expect(again.map((i) => i.row.image)).toEqual(items.map((i) => i.row.image));
    let largest = 0;
    for (const item of items) {
      const svg = renderSvg('item', file(item.row.image!));
      expect(renderSvg('item', file(item.row.image!))).toBe(svg);
      largest = Math.max(largest, svg.length);
    }
    expect(largest).toBeLessThan(6_000);
    for (const store of world.stores)
      expect(renderSvg('cover', file(store.row.cover_photo!)).length).toBeLessThan(16_000);
    for (const b of world.promotions.banners)
      expect(renderSvg('banner', file(b.image)).length, b.image).toBeLessThan(12_000);
  });
});

describe('GET /api/v1/images', () => {
  it('serves a potato item as the potato emoji’s drawing, the same bytes each time', async () => {
    const a = await w.app.inject({ url: '/api/v1/images/item/potato-1kg.svg' });
    const b = await w.app.inject({ url: '/api/v1/images/item/potato-1kg.svg' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('image/svg+xml');
    expect(a.headers['cache-control']).toContain('max-age');
    expect(a.body).toContain(drawingOf('potato'));
    expect(a.body).not.toContain(drawingOf('pill'));
    expect(a.body).toBe(b.body);
  });

  it('draws a banner with its title and its store’s emoji', async () => {
    const res = await w.app.inject({ url: '/api/v1/images/banner/kacchi-ghor-gulshan-banner.svg' });
    expect(res.body).toContain('>Visit Kacchi<');
    expect(res.body).toContain('>Ghor Gulshan<');
    expect(res.body).toContain(drawingOf('pot-of-food'));
  });

  it('shows an item no table knows as shopping bags', async () => {
    const res = await w.app.inject({ url: '/api/v1/images/item/zz-unknown-thing.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(drawingOf('shopping-bags'));
  });
});

describe('GET /api/v1/images/previews (link previews, issue 41)', () => {
  it("makes an item's picture a 1200x630 PNG once, the same bytes on every ask", async () => {
    const url = '/api/v1/images/previews/item/potato-1kg.png';
    const first = await w.app.inject({ url });
    const again = await w.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toContain('max-age');
    expect([first.rawPayload.readUInt32BE(16), first.rawPayload.readUInt32BE(20)]).toEqual([
      1200, 630,
    ]);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('has previews of what a page shows (items, store covers and logos) only, by name', async () => {
    for (const url of [
      '/api/v1/images/previews/banner/kacchi-ghor-gulshan-banner.png',
      '/api/v1/images/previews/item/potato-1kg.svg',
      '/api/v1/images/previews/item/..%2f..%2fpackage.json.png',
    ])
      expect((await w.app.inject({ url })).statusCode, url).toBe(404);
  });
});
