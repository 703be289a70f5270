import { describe, expect, it } from 'vitest';
import { authPath, returnPathOf } from '@/domain/auth';
import { initialQuery, vegFilterOn, vegType } from '@/domain/search';
import { searchQueryFromParams, searchQueryPath } from '@/domain/search-url';

const read = (search: string) => searchQueryFromParams(new URLSearchParams(search));

describe('search results in the URL', () => {
  it('a plain search is the search and data_type only', () => {
    const query = read('search=rice&data_type=searched')!;
    expect(query).toEqual(initialQuery({ tab: 'items', search: 'rice' }));
    expect(searchQueryPath(query)).toBe('/home?search=rice&data_type=searched');
  });

  it('tab, sort, filters, price, rating, categories and brands go there and come back', () => {
    const query = {
      ...initialQuery({ tab: 'items', search: 'rice' }),
      sort: 'low2High' as const,
      filters: ['top_rated' as const, 'discounted' as const],
      price: { min: 100, max: 900 },
      rating: 4,
      categoryIds: [3, 17],
      brandIds: [2],
    };
    const path = searchQueryPath(query);
    expect(path).toBe(
      '/home?search=rice&data_type=searched&sort=low2High&filter=top_rated%2Cdiscounted&min_price=100&max_price=900&rating=4&category_ids=3%2C17&brand_ids=2',
    );
    expect(read(path.slice('/home?'.length))).toEqual(query);
  });

  it('values that make no sense heal to their defaults', () => {
    const query = read(
      'search=rice&data_type=searched&tab=shops&sort=cheap&filter=bogus,nearby,nearby&rating=9&min_price=30000&category_ids=x,0,5',
    )!;
    expect(query).toMatchObject({
      tab: 'items',
      sort: 'high2Low',
      filters: ['nearby'],
      rating: 0,
      price: { min: 19999, max: 20000 },
      categoryIds: [5],
    });
  });

  it('data_type=new reads newest first by default and says so; a price order is kept', () => {
    const fresh = read('data_type=new')!;
    expect(fresh.sort).toBe('newest');
    expect(searchQueryPath(fresh)).toBe('/home?data_type=new');
    const priced = read('data_type=new&sort=high2Low')!;
    expect(priced.sort).toBe('high2Low');
    expect(searchQueryPath(priced)).toBe('/home?data_type=new&sort=high2Low');
    // Newest first is the new items' order only.
    expect(read('search=rice&data_type=searched&sort=newest')!.sort).toBe('high2Low');
  });

  it('veg and non_veg are two booleans (SPEC §2); none or both list every item', () => {
    const veg = read('search=rice&data_type=searched&veg=1&non_veg=0')!;
    expect(veg.diets).toEqual(['veg']);
    expect(vegType(veg.diets)).toBe('veg');
    expect(searchQueryPath(veg)).toBe('/home?search=rice&data_type=searched&veg=1');
    const both = read('search=rice&data_type=searched&veg=1&non_veg=1')!;
    expect(vegType(both.diets)).toBe('all');
    expect(vegType(read('search=rice&data_type=searched&non_veg=1')!.diets)).toBe('non_veg');
    expect(vegType([])).toBe('all');
  });

  it("the veg filter shows where the module's config turns veg_non_veg on", () => {
    const config = { module_type: ['food'], food: { veg_non_veg: true }, grocery: { organic: 1 } };
    expect(vegFilterOn(config, 'food')).toBe(true);
    expect(vegFilterOn(config, 'grocery')).toBe(false);
    expect(vegFilterOn({ food: { veg_non_veg: 0 } }, 'food')).toBe(false);
    expect(vegFilterOn(undefined, 'food')).toBe(false);
  });

  it('the stores tab carries no filter (SPEC §4)', () => {
    expect(read('search=rice&data_type=searched&tab=stores&filter=nearby')!.filters).toEqual([]);
  });

  it('a page that is no results page has no query', () => {
    expect(read('module_id=2')).toBeNull();
    expect(read('data_type=everything')).toBeNull();
    // A category or a brand without its id names nothing to list.
    expect(read('data_type=category&name=Rice')).toBeNull();
    expect(read('data_type=brand&brand_id=abc')).toBeNull();
  });

  it('data_type=category reads id and name; brand reads brand_id; both come back', () => {
    const category = read('data_type=category&id=3&name=Rice%20%26%20grains&tab=stores')!;
    expect(category).toMatchObject({
      dataType: 'category',
      subjectId: 3,
      subjectName: 'Rice & grains',
      tab: 'stores',
      search: '',
    });
    expect(searchQueryPath(category)).toBe(
      '/home?data_type=category&id=3&name=Rice+%26+grains&tab=stores',
    );
    const brand = read('data_type=brand&brand_id=5&name=Fresh&sort=low2High')!;
    expect(brand).toMatchObject({ dataType: 'brand', subjectId: 5, subjectName: 'Fresh' });
    expect(searchQueryPath(brand)).toBe(
      '/home?data_type=brand&brand_id=5&name=Fresh&sort=low2High',
    );
    expect(read(searchQueryPath(brand).slice('/home?'.length))).toEqual(brand);
  });

  it('new and discounted need nothing else; only a search and a category have a stores tab', () => {
    expect(searchQueryPath(read('data_type=new&id=4&tab=stores')!)).toBe('/home?data_type=new');
    expect(read('data_type=discounted&search=%20tea%20')).toMatchObject({
      dataType: 'discounted',
      subjectId: null,
      search: 'tea',
      tab: 'items',
    });
    expect(read('data_type=brand&brand_id=5&tab=stores')!.tab).toBe('items');
    expect(searchQueryPath(read('data_type=discounted&search=tea')!)).toBe(
      '/home?search=tea&data_type=discounted',
    );
  });
});

describe('sign-in from=', () => {
  it('comes back to the page of this app it names', () => {
    expect(authPath('signIn', '/checkout?page=cart')).toBe(
      '/auth/sign-in?from=%2Fcheckout%3Fpage%3Dcart',
    );
    expect(returnPathOf('/checkout?page=cart')).toBe('/checkout?page=cart');
  });

  it('never to another host or the auth pages; SPEC from=sign-up goes home', () => {
    for (const from of ['sign-up', 'https://evil.example', '//evil.example', '/auth/sign-up', null])
      expect(returnPathOf(from)).toBe('/home');
  });
});
