import { describe, expect, it, vi } from 'vitest';
import type { Category } from '@/api/schemas/categories';
import type { StoreDetails } from '@/api/schemas/store-page';
import { connect as connectSection } from '@/features/home/stores-section.connect';
import { connect } from '@/features/store/store-page.connect';

const category = (id: number, name: string): Category => ({
  id,
  name,
  parent_id: 0,
  products_count: 0,
  childes: [],
});
const CATEGORIES = [category(1, 'Rice'), category(2, 'Fish'), category(3, 'Toys')];
const STORE = {
  id: 9,
  name: 'Green Mart',
  address: 'Road 11, Gulshan',
  avg_rating: 4.25,
  rating_count: 31,
  delivery_time: '30-40',
  active: true,
  open: true,
  category_ids: [1, 2],
  minimum_order: 150,
  delivery_fee: 42.5,
  schedules: [
    { day: 2, opening_time: '18:00:00', closing_time: '23:30:00' },
    { day: 2, opening_time: '08:00:00', closing_time: '12:00:00' },
  ],
} as StoreDetails;

describe('store page connect', () => {
  it('offers All and the store’s own categories, and the store’s facts', () => {
    const page = connect(
      { view: { categoryId: null, search: '' }, store: STORE, categories: CATEGORIES, today: 2 },
      vi.fn(),
    );
    expect(page.categoryChoices).toEqual([
      { value: null, name: null },
      { value: 1, name: 'Rice' },
      { value: 2, name: 'Fish' },
    ]);
    expect(page.list).toBe('category');
    expect(page.facts).toEqual({
      address: 'Road 11, Gulshan',
      rating: '4.3',
      ratingCount: 31,
      deliveryTime: '30-40',
      isOpen: true,
      deliveryFee: 42.5,
      minimumOrder: 150,
      hoursToday: [
        { opens: '08:00', closes: '12:00' },
        { opens: '18:00', closes: '23:30' },
      ],
    });
  });

  it('a store closed today, switched off, without a known fee or minimum order', () => {
    const page = connect(
      {
        view: { categoryId: null, search: '' },
        store: { ...STORE, active: false, delivery_fee: null, minimum_order: 0 },
        categories: CATEGORIES,
        today: 0,
      },
      vi.fn(),
    );
    expect(page.facts).toMatchObject({
      isOpen: false,
      deliveryFee: null,
      minimumOrder: null,
      hoursToday: [],
    });
  });

  it('a category the store lacks falls back to all once the categories are known', () => {
    const view = { categoryId: 3, search: '' };
    expect(connect({ view, store: STORE, categories: null, today: 2 }, vi.fn()).categoryId).toBe(3);
    expect(
      connect({ view, store: STORE, categories: CATEGORIES, today: 2 }, vi.fn()).categoryId,
    ).toBeNull();
  });

  it('choosing a category keeps the search; searching keeps the category; clear drops the text', () => {
    const go = vi.fn();
    const page = connect(
      { view: { categoryId: 2, search: 'hilsa' }, store: STORE, categories: CATEGORIES, today: 2 },
      go,
    );
    expect(page.list).toBe('search');
    page.chooseCategory(1);
    expect(go).toHaveBeenLastCalledWith({ categoryId: 1, search: 'hilsa' });
    page.submitSearch('rui');
    expect(go).toHaveBeenLastCalledWith({ categoryId: 2, search: 'rui' });
    page.clearSearch();
    expect(go).toHaveBeenLastCalledWith({ categoryId: 2, search: '' });
  });

  it('a closed or switched-off store is not open', () => {
    const closed = { ...STORE, open: false };
    const view = { categoryId: null, search: '' };
    expect(connect({ view, store: closed, categories: [], today: 2 }, vi.fn()).facts.isOpen).toBe(
      false,
    );
    expect(connect({ view, store: closed, categories: [], today: 2 }, vi.fn()).showCategories).toBe(
      false,
    );
  });
});

describe('home stores section connect', () => {
  it('presses the tab and filter in force; a tab resets the filter, a filter keeps the tab', () => {
    const go = vi.fn();
    const section = connectSection({ tab: 'popular', filter: 'take_away' }, go);
    expect(section.tabs.map((tab) => [tab.value, tab['aria-pressed']])).toEqual([
      ['all', false],
      ['newly_joined', false],
      ['popular', true],
      ['top_rated', false],
    ]);
    expect(section.filters.filter((f) => f['aria-pressed']).map((f) => f.value)).toEqual([
      'take_away',
    ]);
    expect(section.isFiltered).toBe(true);
    section.tabs[3]!.onClick();
    expect(go).toHaveBeenLastCalledWith({ tab: 'top_rated', filter: 'all' });
    section.filters[1]!.onClick();
    expect(go).toHaveBeenLastCalledWith({ tab: 'popular', filter: 'delivery' });
  });
});
