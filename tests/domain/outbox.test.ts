import { describe, expect, it } from 'vitest';
import { changesToDrop, OUTBOX_MAX_AGE_MS } from '@/domain/outbox';

const NOW = Date.UTC(2026, 10, 28, 6, 0);
const HOUR = 60 * 60 * 1000;

describe('which offline cart changes the outbox keeps (issue 31)', () => {
  it("drops another visitor's changes, whatever their age", () => {
    const changes = [
      { seq: 1, guestId: 'guest-a', queuedAt: NOW - HOUR },
      { seq: 2, guestId: 'guest-b', queuedAt: NOW - HOUR },
      { seq: 3, guestId: null, queuedAt: NOW - HOUR },
    ];
    expect(changesToDrop(changes, 'guest-a', NOW)).toEqual([2, 3]);
  });

  it("keeps the visitor's own changes for a week, then drops them (and those of unknown age)", () => {
    const changes = [
      { seq: 1, guestId: 'guest-a', queuedAt: NOW - OUTBOX_MAX_AGE_MS },
      { seq: 2, guestId: 'guest-a', queuedAt: NOW - OUTBOX_MAX_AGE_MS - 1 },
      { seq: 3, guestId: 'guest-a' },
    ];
    expect(changesToDrop(changes, 'guest-a', NOW)).toEqual([2, 3]);
  });

  it('drops nothing while the visitor is not known yet', () => {
    expect(changesToDrop([{ seq: 1, guestId: 'guest-b', queuedAt: 0 }], null, NOW)).toEqual([]);
  });
});
