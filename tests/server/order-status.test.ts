import { describe, expect, it } from 'vitest';
import { ENDED } from '../../server/services/order-lists';
import { FINAL_ORDER_STATUSES } from '../../src/domain/order-status';

describe('final order statuses', () => {
  it('the SPA stops tracking exactly where the provider ends an order', () => {
    expect([...FINAL_ORDER_STATUSES].sort()).toEqual([...ENDED].sort());
  });
});
