import { searchResultsMachine } from '../../../../machines/search-results.machine';
import { ApiError } from '../../../api/errors';
import { defineModel, done } from '../model';

export const FULL_PAGE = { count: 12, totalSize: 30 };
export const EMPTY_PAGE = { count: 0, totalSize: 30 };
export const NOTHING_FOUND = { count: 0, totalSize: 0 };

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

export const searchResultsModel = defineModel({
  machine: searchResultsMachine,
  variants: [
    {
      name: 'searched',
      description: 'results of a header search, items tab',
      input: { tab: 'items', search: 'biryani' },
    },
    {
      name: 'server-rendered',
      description: 'a page the server rendered with its first page (issue 28)',
      input: { tab: 'items', search: 'biryani', firstPage: FULL_PAGE },
    },
    {
      name: 'server-rendered, nothing found',
      description: 'a page the server rendered with nothing found',
      input: { tab: 'items', search: 'zzz', firstPage: NOTHING_FOUND },
    },
  ],
  events: {
    TAB_CHANGED: [{ tab: 'stores' }, { tab: 'items' }],
    SEARCH_CHANGED: [{ search: 'pizza' }],
    SORT_CHANGED: [{ sort: 'low2High' }],
    FILTER_TOGGLED: [{ filter: 'top_rated' }],
    PRICE_CHANGED: [{ min: 25000, max: 100 }],
    RATING_CHANGED: [{ rating: 4 }],
    CATEGORY_TOGGLED: [{ categoryId: 3 }],
    BRAND_TOGGLED: [{ brandId: 2 }],
    DIET_TOGGLED: [{ diet: 'veg' }],
    LOAD_MORE: [{}],
    RETRY: [{}],
  },
  // Every change refetches from any state; each kind of change is tried on shown results,
  // the search change everywhere.
  sampleFilter: (snapshot, event) =>
    !CHANGES.includes(event.type) || event.type === 'SEARCH_CHANGED' || snapshot.matches('ready'),
  done: {
    fetchFirstPage: [FULL_PAGE, NOTHING_FOUND],
    fetchNextPage: [FULL_PAGE, EMPTY_PAGE],
  },
  errors: {
    fetchFirstPage: [new ApiError(500, 'search', ['Server error'])],
    fetchNextPage: [new Error('')],
  },
  simplePathScopes: [
    {
      name: 'scrolling',
      filterEvents: (_snapshot, event) =>
        event.type === 'LOAD_MORE' || event.type.startsWith('xstate.done.'),
    },
  ],
  scenarios: [
    {
      name: 'three pages, then an empty one stops the list',
      variant: 'searched',
      events: [
        done('fetchFirstPage', FULL_PAGE),
        { type: 'LOAD_MORE' },
        done('fetchNextPage', FULL_PAGE),
        { type: 'LOAD_MORE' },
        done('fetchNextPage', { count: 6, totalSize: 30 }),
        { type: 'LOAD_MORE' },
        done('fetchNextPage', EMPTY_PAGE),
      ],
    },
    {
      name: 'filter chosen, then the stores tab resets it',
      variant: 'searched',
      events: [
        done('fetchFirstPage', FULL_PAGE),
        { type: 'FILTER_TOGGLED', filter: 'top_rated' },
        done('fetchFirstPage', FULL_PAGE),
        { type: 'FILTER_TOGGLED', filter: 'discounted' },
        done('fetchFirstPage', FULL_PAGE),
        { type: 'TAB_CHANGED', tab: 'stores' },
      ],
    },
  ],
});
