import { describe, expect, it } from 'vitest';
import { storeViewFromParams, storeViewQuery } from '@/domain/store-view';

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
