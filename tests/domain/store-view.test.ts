import { describe, expect, it } from 'vitest';
import {
  storeAddress,
  storePlaceOf,
  storeViewFromParams,
  storeViewQuery,
} from '@/domain/store-view';

const read = (search: string) => storeViewFromParams(new URLSearchParams(search));

describe('the store page in the URL', () => {
  it('reads the category and the in-store search, keeping SPEC §2 keys beside them', () => {
    const params = new URLSearchParams('module_id=2&category=7&search=%20rice%20');
    expect(storeViewFromParams(params)).toEqual({ categoryId: 7, search: 'rice' });
    expect(storeViewQuery(params, { categoryId: 3, search: 'red rice' })).toBe(
      'module_id=2&category=3&search=red+rice',
    );
  });

  it('all categories and no search leave their keys out', () => {
    expect(storeViewQuery(new URLSearchParams('category=7&search=x'), read(''))).toBe('');
  });

  it('values that make no sense heal to the defaults', () => {
    expect(read('category=0&search=')).toEqual({ categoryId: null, search: '' });
    expect(read('category=abc')).toEqual({ categoryId: null, search: '' });
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('where a store page is seen', () => {
  const address = (search: string) => new URLSearchParams(search);
  const nowhere = { zoneIds: null, module: null };

  it("in the visitor's own zone and module, whatever its address names", () => {
    expect(
      storePlaceOf({ zoneIds: [1, 2], module: { id: 3 } }, address('store_zone_id=9&module_id=8')),
    ).toEqual({ zoneIds: [1, 2], moduleId: 3 });
  });

  it("else in its address's (SPEC §2 store_zone_id, module_id): a shared link, a search engine", () => {
    expect(storePlaceOf(nowhere, address('module_id=2&store_zone_id=4'))).toEqual({
      zoneIds: [4],
      moduleId: 2,
    });
    expect(storePlaceOf(nowhere, address('store_zone_id=4'))).toEqual({
      zoneIds: [4],
      moduleId: null,
    });
  });

  it('nowhere when neither names a zone (or names none that makes sense)', () => {
    expect(storePlaceOf(nowhere, address('module_id=2'))).toBeNull();
    expect(storePlaceOf(nowhere, address('store_zone_id=0'))).toBeNull();
    expect(storePlaceOf(nowhere, address('store_zone_id=%5B1%5D'))).toBeNull();
  });

  it("a store's own address names its zone and module", () => {
    expect(storeAddress('fresh-mart', { zone_id: 4, module_id: 2 })).toBe(
      '/store/fresh-mart?module_id=2&store_zone_id=4',
    );
    expect(storeAddress(7, {})).toBe('/store/7');
  });
});
