import { describe, expect, it } from 'vitest';
import { sortBrands } from '@/domain/brands';
import { countdownParts, zonedInstant } from '@/domain/countdown';
import { discountBadge, itemTags, opensAsModal, priceDisplay } from '@/domain/item-badges';
import { hoursOfDay, weekdayIn } from '@/domain/store-hours';
import { clampName, stockProgress } from '@/domain/stock';
import { totalItemsShown } from '@/domain/store-card';

const plain = { price: 200, discount: 0, discount_type: 'percent' };

describe('item card badges', () => {
  it('percent or amount off, the store discount first', () => {
    expect(discountBadge(plain)).toBeNull();
    expect(discountBadge({ ...plain, discount: 10 })).toEqual({ kind: 'percent', value: 10 });
    expect(discountBadge({ ...plain, discount: 30, discount_type: 'amount' })).toEqual({
      kind: 'amount',
      value: 30,
    });
    expect(discountBadge({ ...plain, discount: 10, store_discount: 25 })).toEqual({
      kind: 'percent',
      value: 25,
    });
  });

  it('halal only when both flags; veg and non-veg in food', () => {
    expect(itemTags({ ...plain, is_halal: true })).toEqual([]);
    expect(itemTags({ ...plain, is_halal: true, halal_tag_status: true })).toEqual(['halal']);
    expect(
      itemTags({ ...plain, organic: true, recommended: true, module_type: 'food', veg: 0 }),
    ).toEqual(['organic', 'nonVeg', 'recommended']);
    expect(itemTags({ ...plain, module_type: 'grocery', veg: 1 })).toEqual([]);
  });

  it('a price range over the variations, struck through before the discount', () => {
    expect(priceDisplay({ ...plain, discount: 10 })).toEqual({
      low: 180,
      high: 180,
      originalLow: 200,
      originalHigh: 200,
      discounted: true,
    });
    expect(priceDisplay({ ...plain, variations: [{ price: 300 }, { price: 100 }] })).toMatchObject({
      low: 100,
      high: 300,
      discounted: false,
    });
  });
});

describe('store card and flash sale numbers', () => {
  it('total items minus one with + over 2', () => {
    expect(totalItemsShown(2)).toEqual({ count: 2, more: false });
    expect(totalItemsShown(37)).toEqual({ count: 36, more: true });
  });

  it('stock bar sold / stock × 100; names clamped at 25', () => {
    expect(stockProgress(25, 38)).toBeCloseTo(65.79, 2);
    expect(stockProgress(0, 0)).toBe(100);
    expect(clampName('Sonali Tea Leaves 400g')).toBe('Sonali Tea Leaves 400g');
    expect(clampName('A very long flash sale item name')).toBe('A very long flash sale it…');
  });
});

describe('campaign countdown time', () => {
  it('splits the time left into DD:HH:MM:SS', () => {
    expect(countdownParts(((1 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000)).toEqual({
      days: '01',
      hours: '02',
      minutes: '03',
      seconds: '04',
    });
    expect(countdownParts(-5)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' });
  });

  it('reads a campaign end in the business time zone', () => {
    expect(zonedInstant('2030-12-31', '23:59:59', 'Asia/Dhaka')).toBe(
      Date.UTC(2030, 11, 31, 17, 59, 59),
    );
    expect(zonedInstant(null, '23:59:59', 'Asia/Dhaka')).toBeNull();
  });
});

describe('brands order', () => {
  it('A to Z and Z to A, ignoring case', () => {
    const brands = [{ name: 'dhaka Denim' }, { name: 'Aarong' }, { name: 'Boi Ghor' }];
    expect(sortBrands(brands, 'asc', 'en').map((b) => b.name)).toEqual([
      'Aarong',
      'Boi Ghor',
      'dhaka Denim',
    ]);
    expect(sortBrands(brands, 'desc', 'en').map((b) => b.name)).toEqual([
      'dhaka Denim',
      'Boi Ghor',
      'Aarong',
    ]);
  });
});

describe('how an item opens (SPEC §4)', () => {
  it('as a modal in food, grocery and pharmacy; as a page in ecommerce and unknown modules', () => {
    expect(['food', 'grocery', 'pharmacy'].map(opensAsModal)).toEqual([true, true, true]);
    expect(opensAsModal('ecommerce')).toBe(false);
    expect(opensAsModal(undefined)).toBe(false);
  });
});

describe('store hours', () => {
  const schedules = [
    { day: 1, opening_time: '17:00:00', closing_time: '23:00:00' },
    { day: 1, opening_time: '09:00:00', closing_time: '13:00:00' },
    { day: 2, opening_time: '10:00:00', closing_time: '22:00:00' },
  ];
  it("lists a day's hours earliest first; a day without rows is closed", () => {
    expect(hoursOfDay(schedules, 1)).toEqual([
      { opens: '09:00', closes: '13:00' },
      { opens: '17:00', closes: '23:00' },
    ]);
    expect(hoursOfDay(schedules, 0)).toEqual([]);
  });
  it('reads the weekday in the business time zone', () => {
    // 2026-11-23 20:00 UTC is Monday in UTC and already Tuesday 02:00 in Dhaka.
    const at = Date.UTC(2026, 10, 23, 20, 0);
    expect(weekdayIn(at, 'UTC')).toBe(1);
    expect(weekdayIn(at, 'Asia/Dhaka')).toBe(2);
  });
});
