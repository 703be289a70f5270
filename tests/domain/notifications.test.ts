import { describe, expect, it } from 'vitest';
import { chatPath, notificationText, orderPath } from '@/domain/notifications';

describe('push notification targets (SPEC §2 routes)', () => {
  it('leads to the chat and the order', () => {
    expect(chatPath({ type: 'message', conversation_id: 3, sender_type: 'vendor' })).toBe(
      '/chatting?conversationId=3&type=vendor',
    );
    expect(chatPath({ type: 'message' })).toBe('/chatting');
    expect(orderPath({ type: 'order_status', order_id: 100001 })).toBe(
      '/profile?page=my-orders&orderId=100001',
    );
  });

  it('shows the title, else the body', () => {
    expect(notificationText({ type: 'x', title: ' Hi ', body: 'b' })).toBe('Hi');
    expect(notificationText({ type: 'x', title: '', body: 'b' })).toBe('b');
  });
});
