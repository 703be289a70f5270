import { describe, expect, it } from 'vitest';
import { scheduleAt, scheduleDays } from '../../src/domain/schedule';

// 2026-06-01 10:10 in Dhaka (UTC+6).
const NOW = Date.parse('2026-06-01T04:10:00Z');

describe('schedule slots (business time zone)', () => {
  it('today starts a whole slot after now; tomorrow has every slot', () => {
    const [today, tomorrow] = scheduleDays(NOW, 'Asia/Dhaka', 30);
    expect(today!.date).toBe('2026-06-01');
    expect([today!.fromToday, tomorrow!.fromToday]).toEqual([0, 1]);
    expect(today!.times[0]).toBe('11:00');
    expect(today!.times.at(-1)).toBe('23:30');
    expect(tomorrow!.date).toBe('2026-06-02');
    expect(tomorrow!.times).toHaveLength(48);
    expect(tomorrow!.times[0]).toBe('00:00');
  });

  it('leaves out a day with no slot left', () => {
    const late = Date.parse('2026-06-01T17:50:00Z'); // 23:50 in Dhaka
    expect(scheduleDays(late, 'Asia/Dhaka', 30)).toMatchObject([
      { date: '2026-06-02', fromToday: 1 },
    ]);
  });

  it('writes schedule_at as the provider reads it', () => {
    expect(scheduleAt('2026-06-01', '18:30')).toBe('2026-06-01 18:30:00');
  });
});
