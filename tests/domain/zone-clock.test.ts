import { describe, expect, it } from 'vitest';
import { measureZoneSpan, wallClock } from '@/domain/zone-clock';
import { weekdayIn } from '@/domain/store-hours';

// Monday 2026-06-01 23:30 in UTC: already Tuesday 05:30 in Dhaka (UTC+6).
const AT = Date.parse('2026-06-01T23:30:00Z');

describe("the business time zone's wall clock", () => {
  it('reads the date, minute and weekday there by Intl', () => {
    expect(wallClock(AT, 'Asia/Dhaka')).toEqual({ date: '2026-06-02', minutes: 330, weekday: 2 });
    expect(wallClock(AT, 'UTC')).toEqual({ date: '2026-06-01', minutes: 1410, weekday: 1 });
  });

  it('reads the same from a span the server measured, while the moment is inside it', () => {
    const span = measureZoneSpan(AT - 60_000, 'Asia/Dhaka');
    expect(span).toMatchObject({ timeZone: 'Asia/Dhaka', offsetMinutes: 360 });
    for (const ms of [AT, AT + 90 * 60_000, span!.to])
      expect(wallClock(ms, 'Asia/Dhaka', span)).toEqual(wallClock(ms, 'Asia/Dhaka'));
    expect(weekdayIn(AT, 'Asia/Dhaka', span)).toBe(2);
  });

  it("asks Intl outside the span, or for another zone than the span's", () => {
    // A span with a wrong offset shows which one was read.
    const wrong = { timeZone: 'Asia/Dhaka', from: AT, to: AT + 1000, offsetMinutes: 0 };
    expect(wallClock(AT, 'Asia/Dhaka', wrong).weekday).toBe(1);
    expect(wallClock(AT + 2000, 'Asia/Dhaka', wrong).weekday).toBe(2);
    expect(wallClock(AT, 'Asia/Kolkata', wrong).minutes).toBe(300);
  });

  it('measures no span across a change of offset, nor for a zone Intl does not know', () => {
    // New York moves its clocks on 2026-03-08.
    expect(measureZoneSpan(Date.parse('2026-03-07T12:00:00Z'), 'America/New_York')).toBeNull();
    expect(measureZoneSpan(Date.parse('2026-03-10T12:00:00Z'), 'America/New_York')).toMatchObject({
      offsetMinutes: -240,
    });
    expect(measureZoneSpan(AT, 'Mars/Olympus')).toBeNull();
  });
});
