import { describe, expect, it } from 'vitest';
import { isFinalStatus, trackingStepNumber } from '@/domain/order-status';

describe('trackingStepNumber (the drawer’s four steps)', () => {
  it.each([
    ['pending', 1],
    ['accepted', 2],
    ['confirmed', 2],
    ['processing', 2],
    ['handover', 2],
    ['picked_up', 3],
    ['delivered', 4],
    ['canceled', 0],
    ['failed', 0],
  ])('%s is step %i', (status, step) => {
    expect(trackingStepNumber(status)).toBe(step);
  });
});

describe('isFinalStatus', () => {
  it('stops polling at delivered and at the dead ends', () => {
    expect(isFinalStatus('delivered')).toBe(true);
    expect(isFinalStatus('canceled')).toBe(true);
    // The provider ends a refund request's order there too.
    expect(isFinalStatus('refund_requested')).toBe(true);
    expect(isFinalStatus('picked_up')).toBe(false);
  });
});
