import { describe, expect, it } from 'vitest';
import {
  categoryChips,
  READ_MORE_CLAMP,
  clampDescription,
  galleryImages,
  itemAvailability,
  minutesInZone,
  thumbnailStart,
} from '@/domain/item-detail';

describe('the item detail', () => {
  it('clamps the description at 130 characters, on a word', () => {
    expect(clampDescription('Short.')).toEqual({ text: 'Short.', clamped: false });
    const long = 'word '.repeat(40).trim();
    const clamped = clampDescription(long);
    expect(clamped.clamped).toBe(true);
    expect([...clamped.text].length).toBeLessThanOrEqual(131);
    expect(clamped.text.endsWith('word…')).toBe(true);
    expect(clampDescription('x'.repeat(131)).text).toBe(`${'x'.repeat(130)}…`);
  });

  it('clamps card and store-page descriptions at 70 characters (SPEC §9 read-more)', () => {
    expect(clampDescription('y'.repeat(70), READ_MORE_CLAMP)).toEqual({
      text: 'y'.repeat(70),
      clamped: false,
    });
    expect(clampDescription('y'.repeat(71), READ_MORE_CLAMP).text).toBe(`${'y'.repeat(70)}…`);
  });

  it('lists the main image first and each image once', () => {
    expect(galleryImages('a', ['b', 'a', 'c'])).toEqual(['a', 'b', 'c']);
    expect(galleryImages(null, [])).toEqual([]);
  });

  it('keeps the chosen thumbnail among the 5 shown', () => {
    expect(thumbnailStart(8, 0, 0)).toBe(0);
    expect(thumbnailStart(8, 5, 0)).toBe(1);
    expect(thumbnailStart(8, 7, 0)).toBe(3);
    expect(thumbnailStart(8, 2, 3)).toBe(2);
    expect(thumbnailStart(3, 2, 0)).toBe(0);
    expect(thumbnailStart(8, 4, 9)).toBe(3);
  });

  it('offers the item in its window, scheduled outside it, else Not Available now', () => {
    const window = { starts: '10:00:00', ends: '22:00:00' };
    expect(itemAvailability(window, 12 * 60, false)).toEqual({ kind: 'available' });
    expect(itemAvailability(window, 23 * 60, true)).toEqual({
      kind: 'scheduled',
      starts: '10:00',
      ends: '22:00',
    });
    expect(itemAvailability(window, 9 * 60, false)).toEqual({
      kind: 'unavailable',
      starts: '10:00',
      ends: '22:00',
    });
    // Past midnight, and no window at all.
    const late = { starts: '18:00:00', ends: '02:00:00' };
    expect(itemAvailability(late, 60, false).kind).toBe('available');
    expect(itemAvailability(late, 12 * 60, false).kind).toBe('unavailable');
    expect(itemAvailability({ starts: null, ends: null }, 0, false).kind).toBe('available');
    const allDay = { starts: '00:00:00', ends: '23:59:59' };
    expect(itemAvailability(allDay, 23 * 60 + 59, false).kind).toBe('available');
  });

  it('reads the time of day in the business time zone', () => {
    expect(minutesInZone(new Date('2026-01-01T00:30:00Z'), 'Asia/Dhaka')).toBe(6 * 60 + 30);
  });

  it('names the categories from the tree', () => {
    const tree = [{ id: 1, name: 'Fruits', childes: [{ id: 5, name: 'Apples' }] }];
    expect(categoryChips([1, 5, 9], tree)).toEqual([
      { id: 1, name: 'Fruits', href: '/category/1' },
      { id: 5, name: 'Apples', href: '/category/1?sub=5' },
    ]);
  });
});
