import { describe, expect, it } from 'vitest';
import { HOME_SECTIONS, bannerTarget, homeSectionsOf } from '@/domain/home-layout';

describe('module homes (SPEC §2 "Home")', () => {
  it('each module lists its sections in the spec order', () => {
    expect(homeSectionsOf('food')).toEqual([
      'banners',
      'visitedStores',
      'bestReviewed',
      'featuredCategories',
      'stores',
    ]);
    expect(homeSectionsOf('grocery').slice(0, 4)).toEqual([
      'categories',
      'popularItems',
      'flashSale',
      'specialOffers',
    ]);
    expect(homeSectionsOf('pharmacy')).toContain('commonConditions');
    expect(homeSectionsOf('parcel')).not.toContain('stores');
    for (const type of ['ecommerce', 'food', 'grocery', 'pharmacy'])
      expect(homeSectionsOf(type).at(-1)).toBe('stores');
  });

  it('every section of a layout is one the home knows', () => {
    for (const type of ['ecommerce', 'food', 'grocery', 'pharmacy', 'parcel'])
      for (const section of homeSectionsOf(type)) expect(HOME_SECTIONS).toContain(section);
  });
});

describe('banner clicks (SPEC §4)', () => {
  it('store_wise to the store, item_wise to the product, default to its link', () => {
    expect(bannerTarget({ type: 'store_wise', store: { id: 4, slug: 'green-grocer' } })).toEqual({
      kind: 'internal',
      href: '/store/green-grocer',
    });
    expect(bannerTarget({ type: 'item_wise', item: { id: 9, slug: null } })).toEqual({
      kind: 'internal',
      href: '/product/9',
    });
    expect(bannerTarget({ type: 'default', link: 'https://example.com/offer' })).toEqual({
      kind: 'external',
      href: 'https://example.com/offer',
    });
    expect(bannerTarget({ type: 'default', link: 'javascript:alert(1)' })).toEqual({
      kind: 'none',
    });
  });
});
