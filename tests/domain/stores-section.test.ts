import { describe, expect, it } from 'vitest';
import {
  storesViewFromParams,
  storesViewQuery,
  withDeliveryFilter,
  withStoreTab,
} from '@/domain/stores-section';

const read = (search: string) => storesViewFromParams(new URLSearchParams(search));

describe('the home stores section in the URL', () => {
  it('reads the tab and the delivery filter, and writes them beside the other keys', () => {
    expect(read('store_type=top_rated&store_filter=take_away')).toEqual({
      tab: 'top_rated',
      filter: 'take_away',
    });
    expect(
      storesViewQuery(new URLSearchParams('module_id=2'), { tab: 'popular', filter: 'delivery' }),
    ).toBe('module_id=2&store_type=popular&store_filter=delivery');
    expect(
      storesViewQuery(new URLSearchParams('store_type=popular'), { tab: 'all', filter: 'all' }),
    ).toBe('');
  });

  it('values that make no sense heal to all', () => {
    expect(read('store_type=best&store_filter=drone')).toEqual({ tab: 'all', filter: 'all' });
  });

  it('a tab change resets the filter (SPEC §4); a filter change keeps the tab', () => {
    const view = { tab: 'popular' as const, filter: 'delivery' as const };
    expect(withStoreTab(view, 'newly_joined')).toEqual({ tab: 'newly_joined', filter: 'all' });
    expect(withDeliveryFilter(view, 'take_away')).toEqual({ tab: 'popular', filter: 'take_away' });
  });
});
