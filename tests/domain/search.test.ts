import { describe, expect, it } from 'vitest';
import {
  clampPriceRange,
  searchResultsPath,
  toggled,
  withRecentSearch,
  withoutRecentSearch,
} from '@/domain/search';

describe('recent searches (SPEC §2)', () => {
  it('newest first, each once, at most 5, blanks ignored', () => {
    expect(withRecentSearch(['a', 'b', 'c', 'd', 'e'], ' f ')).toEqual(['f', 'a', 'b', 'c', 'd']);
    expect(withRecentSearch(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(withRecentSearch(['a'], '   ')).toEqual(['a']);
    expect(withoutRecentSearch(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('goes to /home with search and data_type=searched', () => {
    expect(searchResultsPath(' fish & chips ')).toBe(
      '/home?search=fish%20%26%20chips&data_type=searched',
    );
  });
});

describe('price range (SPEC §9)', () => {
  it('stays within 0..20000 with a gap of at least 1', () => {
    expect(clampPriceRange({ min: -5, max: 30000 })).toEqual({ min: 0, max: 20000 });
    expect(clampPriceRange({ min: 500, max: 100 })).toEqual({ min: 100, max: 500 });
    expect(clampPriceRange({ min: 300, max: 300 })).toEqual({ min: 300, max: 301 });
    expect(clampPriceRange({ min: 20000, max: 20000 })).toEqual({ min: 19999, max: 20000 });
  });

  it('toggles list entries', () => {
    expect(toggled([1, 2], 2)).toEqual([1]);
    expect(toggled([1], 2)).toEqual([1, 2]);
  });
});
