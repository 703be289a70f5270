import { describe, expect, it } from 'vitest';
import { orderIdFromToken, placedOrderId } from '@/domain/guest-order-token';

const token = (text: string) => Buffer.from(text).toString('base64');

describe('guest order token (SPEC §4)', () => {
  it('gives attribute_id as the order id', () => {
    expect(orderIdFromToken(token('payment_method=ssl&&attribute_id=100042&&amount=120'))).toBe(
      100042,
    );
  });
  it('gives nothing for a token that does not decode', () => {
    expect(orderIdFromToken('%%%not-base64')).toBeNull();
    expect(orderIdFromToken(token('attribute_id=abc'))).toBeNull();
  });
  it('prefers order_id and falls back to the token', () => {
    expect(
      placedOrderId(new URLSearchParams('order_id=100001&token=' + token('attribute_id=5'))),
    ).toBe(100001);
    expect(
      placedOrderId(
        new URLSearchParams('token=' + encodeURIComponent(token('attribute_id=100007'))),
      ),
    ).toBe(100007);
    expect(placedOrderId(new URLSearchParams('status=success'))).toBeNull();
  });
});
