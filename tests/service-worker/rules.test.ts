import { describe, expect, it } from 'vitest';
import { apiRule, catalogueKey, isAssetOfItsType, isPublicPage } from '@/service-worker/rules';

const api = (path: string) => apiRule(new URL(`https://shop.test/api/v1/${path}`));

describe('what the service worker may keep', () => {
  it('keeps the catalogue reads any visitor reads alike, and their pictures', () => {
    for (const path of [
      'config',
      'module',
      'zone/list',
      'categories',
      'categories/items/3?limit=10',
      'banners',
      'campaigns/basic',
      'flash-sales/items',
      'stores/latest?offset=1',
      'stores/details/12',
      'items/latest?store_id=3',
      'items/details/40',
      'cashback/list',
    ])
      expect(api(path), path).toBe('catalogue');
    expect(api('images/items/40.webp')).toBe('picture');
  });

  it("never a customer's, an order's, a payment's or a guest's read", () => {
    for (const path of [
      'customer/cart/list',
      'customer/order/list',
      'customer/wallet/transactions',
      'customer/info',
      'customer/address/list',
      'customer/message/list',
      'auth/login',
      'cart/list',
      'order/track',
      'payment-mobile',
      'coupon/list',
      'items/reviews/40',
      'stores/reviews?store_id=3',
      'items/latest?guest_id=abc',
      'something/else',
    ])
      expect(api(path), path).toBeUndefined();
    expect(apiRule(new URL('https://shop.test/assets/x.js'))).toBeUndefined();
  });

  it("keeps a public page's HTML, never a customer's page", () => {
    for (const path of ['/', '/home', '/store/3', '/product/40', '/category/2', '/campaigns/1'])
      expect(isPublicPage(new URL(`https://shop.test${path}`)), path).toBe(true);
    for (const path of [
      '/my-orders',
      '/profile',
      '/wallet',
      '/checkout',
      '/track-order',
      '/chatting',
    ])
      expect(isPublicPage(new URL(`https://shop.test${path}`)), path).toBe(false);
  });

  it('keys a catalogue read by the headers its answer depends on, never a token', () => {
    const url = 'https://shop.test/api/v1/stores/latest?offset=1';
    const key = (headers: Record<string, string>) => catalogueKey(url, new Headers(headers));
    const zone1 = key({ zoneId: '[1]', moduleId: '2', 'X-localization': 'en' });
    expect(key({ zoneId: '[2]', moduleId: '2', 'X-localization': 'en' })).not.toBe(zone1);
    expect(key({ zoneId: '[1]', moduleId: '2', 'X-localization': 'bn' })).not.toBe(zone1);
    expect(
      key({ zoneId: '[1]', moduleId: '2', 'X-localization': 'en', Authorization: 'Bearer t' }),
    ).toBe(zone1);
    expect(new URL(zone1).searchParams.get('offset')).toBe('1');
  });
});

describe('isAssetOfItsType', () => {
  const at = (path: string) => new URL(`https://shop.example${path}`);

  it('keeps a chunk, a style and a font answered as what their names say', () => {
    expect(isAssetOfItsType(at('/assets/index-abc.js'), 'text/javascript; charset=utf-8')).toBe(
      true,
    );
    expect(isAssetOfItsType(at('/assets/index-abc.css'), 'text/css; charset=utf-8')).toBe(true);
    expect(isAssetOfItsType(at('/assets/noto-abc.woff2'), 'font/woff2')).toBe(true);
  });

  it("never keeps a page answered in a chunk's place, nor a name without a known kind", () => {
    expect(isAssetOfItsType(at('/assets/index-abc.js'), 'text/html; charset=utf-8')).toBe(false);
    expect(isAssetOfItsType(at('/assets/index-abc.css'), null)).toBe(false);
    expect(isAssetOfItsType(at('/assets/readme'), 'text/plain')).toBe(false);
  });
});
