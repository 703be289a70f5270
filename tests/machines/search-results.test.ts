import { describeError } from '../../src/api/errors';
import { describe, expect, it } from 'vitest';
import { errorToast } from '../../machines/effects';
import { initialQuery, type SearchQuery } from '../../machines/search-results.machine';
import { clampPriceRange } from '../../src/domain/search';
import { describeModel } from './support/describe-model';
import { searchResultsModel } from '../../src/explorer/model/models/search-results.model';
import type { StepContext } from './support/replay';

const CHANGES = [
  'TAB_CHANGED',
  'SEARCH_CHANGED',
  'SORT_CHANGED',
  'FILTER_TOGGLED',
  'PRICE_CHANGED',
  'RATING_CHANGED',
  'CATEGORY_TOGGLED',
  'BRAND_TOGGLED',
  'DIET_TOGGLED',
];

function everyStep({ snapshot, previous, event, emitted, calls, index }: StepContext) {
  const query: SearchQuery = snapshot.context.query;
  // Price always within 0..20000, one sort at a time.
  expect(query.price.min).toBeGreaterThanOrEqual(0);
  expect(query.price.max).toBeLessThanOrEqual(20000);
  expect(['low2High', 'high2Low']).toContain(query.sort);
  for (const call of calls) expect(call.input).toMatchObject({ query, limit: 12 });
  if (index === 0) {
    expect(query).toMatchObject({ sort: 'high2Low', filters: [], price: { min: 0, max: 20000 } });
    // A page the server rendered opens on the first page it came with, asking for nothing.
    expect(calls.map((call) => [call.id, (call.input as { offset: number }).offset])).toEqual(
      snapshot.value === 'loading' ? [['fetchFirstPage', 1]] : [],
    );
    return;
  }
  const before: SearchQuery = previous!.context.query;
  if (CHANGES.includes(event.type)) {
    // Any change refetches from the first page.
    expect(snapshot.value).toBe('loading');
    expect(snapshot.context.page).toBe(0);
    expect(calls.map((call) => [call.id, (call.input as { offset: number }).offset])).toEqual([
      ['fetchFirstPage', 1],
    ]);
  }
  switch (event.type) {
    case 'TAB_CHANGED':
      expect(query.tab).toBe(event.tab);
      // The store tab resets the filter to all.
      expect(query.filters).toEqual(event.tab === 'stores' ? [] : before.filters);
      break;
    case 'SORT_CHANGED':
      expect(query.sort).toBe(event.sort);
      break;
    case 'FILTER_TOGGLED':
      expect(query.filters.includes(event.filter)).toBe(!before.filters.includes(event.filter));
      break;
    case 'PRICE_CHANGED':
      expect(query.price).toEqual(clampPriceRange({ min: event.min, max: event.max }));
      break;
    case 'SEARCH_CHANGED':
      expect(query.search).toBe(event.search);
      break;
    case 'RATING_CHANGED':
      expect(query.rating).toBe(event.rating);
      break;
    case 'CATEGORY_TOGGLED':
      expect(query.categoryIds).toContain(event.categoryId);
      break;
    case 'BRAND_TOGGLED':
      expect(query.brandIds).toContain(event.brandId);
      break;
    case 'DIET_TOGGLED':
      expect(query.diets.includes(event.diet)).toBe(!before.diets.includes(event.diet));
      break;
    case 'LOAD_MORE':
      expect(calls.map((call) => [call.id, (call.input as { offset: number }).offset])).toEqual([
        ['fetchNextPage', previous!.context.page + 1],
      ]);
      break;
    case 'xstate.done.actor.fetchFirstPage':
    case 'xstate.done.actor.fetchNextPage':
      if (event.output.count === 0) {
        // An empty page stops the list (or, first, shows "not found").
        expect(snapshot.value).toBe(
          event.type === 'xstate.done.actor.fetchFirstPage' ? 'empty' : 'exhausted',
        );
        expect(snapshot.context.page).toBe(previous!.context.page);
      } else {
        expect(snapshot.value).toBe('ready');
        expect(snapshot.context.page).toBe(previous!.context.page + 1);
        expect(snapshot.context.loaded).toBe(previous!.context.loaded + event.output.count);
        expect(snapshot.context.totalSize).toBe(event.output.totalSize);
      }
      break;
    case 'xstate.error.actor.fetchNextPage':
      expect(emitted).toEqual([errorToast(event.error)]);
      expect(snapshot.value).toBe('ready');
      return;
  }
  // Every query the results start loading is announced, so the app keeps it in the URL.
  expect(emitted).toEqual(
    snapshot.value === 'loading' ? [{ type: 'queryChanged', query: snapshot.context.query }] : [],
  );
}

describeModel(searchResultsModel, {
  everyStep,
  states: {
    loading: ({ snapshot }) => expect(snapshot.children.fetchFirstPage).toBeDefined(),
    ready: ({ snapshot }) => expect(snapshot.context.page).toBeGreaterThan(0),
    loadingMore: ({ snapshot }) => expect(snapshot.children.fetchNextPage).toBeDefined(),
    exhausted: ({ snapshot }) => expect(snapshot.can({ type: 'LOAD_MORE' })).toBe(false),
    empty: ({ snapshot }) => expect(snapshot.context.page).toBe(0),
    failed: ({ snapshot }) => {
      expect(snapshot.can({ type: 'RETRY' })).toBe(true);
      // Kept for the error state, which says it in the customer's words (describeError).
      expect(describeError(snapshot.context.error).kind).toBe('server');
    },
  },
  afterPath: (path, last) => {
    if (path.name === 'three pages, then an empty one stops the list') {
      expect(last.snapshot.value).toBe('exhausted');
      expect(last.snapshot.context.page).toBe(3);
    }
    if (path.name === 'filter chosen, then the stores tab resets it')
      expect(last.snapshot.context.query.filters).toEqual([]);
  },
});

describe('search query defaults (SPEC §9)', () => {
  it('sorts high to low over the whole price range by default', () => {
    expect(initialQuery({ tab: 'items', search: '' })).toEqual({
      dataType: 'searched',
      subjectId: null,
      subjectName: '',
      tab: 'items',
      search: '',
      sort: 'high2Low',
      filters: [],
      price: { min: 0, max: 20000 },
      rating: 0,
      categoryIds: [],
      brandIds: [],
      diets: [],
    });
  });
});
