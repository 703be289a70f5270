import { describe, expect, it } from 'vitest';
import { accountMenuEntries } from '@/domain/account-menu';
import { chatSelectionOf, conversationHref } from '@/domain/chat';
import { notificationScreenOf } from '@/domain/notifications';
import { isCurrentEntry, profileNavEntries, profilePageOf } from '@/domain/profile-pages';
import { streamRetryDelay } from '@/api/event-stream';
import { firebaseSettingsOf } from '@/platform/push/firebase-settings';

describe('profile pages (SPEC §2 /profile?page=…)', () => {
  it('reads the page, an unknown one being the profile settings', () => {
    expect(profilePageOf('page=inbox')).toBe('inbox');
    expect(profilePageOf('page=my-orders&orderId=3')).toBe('my-orders');
    expect(profilePageOf('page=nothing')).toBe('profile-settings');
    expect(profilePageOf('')).toBe('profile-settings');
  });

  it('marks the menu entry of the page shown', () => {
    const entries = accountMenuEntries({
      customer_wallet_status: true,
      loyalty_point_status: false,
      ref_earning_status: false,
    });
    const current = entries.filter((e) => isCurrentEntry(e, '/profile', 'inbox'));
    expect(current.map((e) => e.key)).toEqual(['inbox']);
  });

  it('lists the saved addresses right after the profile settings', () => {
    const entries = profileNavEntries(
      accountMenuEntries({
        customer_wallet_status: false,
        loyalty_point_status: false,
        ref_earning_status: false,
      }),
    );
    expect(entries.slice(0, 3).map((e) => e.key)).toEqual([
      'profileSettings',
      'addresses',
      'myOrders',
    ]);
    expect(profilePageOf('page=address')).toBe('address');
    const current = entries.filter((e) => isCurrentEntry(e, '/profile', 'address'));
    expect(current.map((e) => e.key)).toEqual(['addresses']);
  });
});

describe('chat parameters (SPEC §2)', () => {
  it('names a conversation, or a store or courier to write to', () => {
    expect(chatSelectionOf('conversationId=7&type=vendor')).toEqual({ conversationId: 7 });
    expect(chatSelectionOf('type=vendor&id=3')).toEqual({ receiver: { type: 'vendor', id: 3 } });
    expect(chatSelectionOf('type=admin&id=3')).toBeNull();
    expect(chatSelectionOf('conversationId=-1')).toBeNull();
  });

  it('links a conversation from either inbox', () => {
    expect(conversationHref('/chatting', 4)).toBe('/chatting?conversationId=4');
    expect(conversationHref('/profile?page=inbox', 4)).toBe('/profile?page=inbox&conversationId=4');
  });
});

describe('push notifications (SPEC §4 "Push")', () => {
  it('knows the chat, the profile and elsewhere', () => {
    expect(notificationScreenOf('/chatting', 'conversationId=1')).toBe('chat');
    expect(notificationScreenOf('/profile', 'page=inbox')).toBe('chat');
    expect(notificationScreenOf('/profile', 'page=my-orders')).toBe('profile');
    expect(notificationScreenOf('/home', '')).toBe('elsewhere');
  });

  it('waits longer after each failed reconnect, at most 30 s', () => {
    expect([0, 1, 2, 10].map(streamRetryDelay)).toEqual([1_000, 2_000, 4_000, 30_000]);
  });
});

describe('Firebase settings (VITE_FIREBASE_*)', () => {
  const env = {
    VITE_FIREBASE_API_KEY: 'key',
    VITE_FIREBASE_PROJECT_ID: 'storefront',
    VITE_FIREBASE_MESSAGING_SENDER_ID: '42',
    VITE_FIREBASE_APP_ID: '1:42:web:abc',
    VITE_FIREBASE_VAPID_KEY: 'BPublic',
  };

  it('are used only when all five are set', () => {
    expect(firebaseSettingsOf(env)).toEqual({
      apiKey: 'key',
      projectId: 'storefront',
      messagingSenderId: '42',
      appId: '1:42:web:abc',
      vapidKey: 'BPublic',
    });
    expect(firebaseSettingsOf({ ...env, VITE_FIREBASE_VAPID_KEY: ' ' })).toBeNull();
    expect(firebaseSettingsOf({})).toBeNull();
  });
});
