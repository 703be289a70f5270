import { describe, expect, it } from 'vitest';
import { createActor, createMachine, assign } from 'xstate';
import { createInspector } from '../../src/explorer/live/inspector';
import type { LiveMessage } from '../../src/explorer/live/protocol';
import { isSensitiveKey, REDACTED, redact } from '../../src/explorer/live/redact';

const PHONE = '+8801912345678';
const EMAIL = 'tahmid@example.com';
const TOKEN = 'q3Zr8kH1x9VtY2mB7cN4pL0sD6fG5hJ8aW1eR3tY9uI';

describe('live inspection: redaction', () => {
  it('redacts personal fields by the words of their key, at any depth', () => {
    const copied = redact({
      guestId: 'g-1',
      token: 'abc',
      customer: {
        firstName: 'Tahmid',
        f_name: 'Tahmid',
        contactPhone: '017',
        contact_person_email: 'x',
        password: 'p',
        confirmPassword: 'p',
        deliveryAddress: { road: '7' },
        addresses: [{ id: 1 }],
        latitude: 23.7,
        paymentMethod: 'card',
        cardNumber: '4242',
      },
      items: [{ id: 3, name: 'Tea', quantity: 2 }],
    });
    expect(copied).toEqual({
      guestId: 'g-1',
      token: REDACTED,
      customer: {
        firstName: REDACTED,
        f_name: REDACTED,
        contactPhone: REDACTED,
        contact_person_email: REDACTED,
        password: REDACTED,
        confirmPassword: REDACTED,
        deliveryAddress: REDACTED,
        addresses: REDACTED,
        latitude: REDACTED,
        paymentMethod: REDACTED,
        cardNumber: REDACTED,
      },
      items: [{ id: 3, name: 'Tea', quantity: 2 }],
    });
  });

  it('keeps keys that only look alike (shipping, broadcast, item name)', () => {
    expect(isSensitiveKey('shipping')).toBe(false);
    expect(isSensitiveKey('broadcast')).toBe(false);
    expect(isSensitiveKey('name')).toBe(false);
    expect(isSensitiveKey('storeId')).toBe(false);
    expect(isSensitiveKey('identifier')).toBe(true);
  });

  it('redacts a form event by its field or its type', () => {
    expect(redact({ type: 'FIELD_CHANGED', field: 'phone', value: '01' })).toEqual({
      type: 'FIELD_CHANGED',
      field: 'phone',
      value: REDACTED,
    });
    expect(redact({ type: 'FIELD_CHANGED', field: 'note', value: 'ring twice' })).toEqual({
      type: 'FIELD_CHANGED',
      field: 'note',
      value: 'ring twice',
    });
    expect(redact({ type: 'PHONE_CHANGED', value: '01' })).toEqual({
      type: 'PHONE_CHANGED',
      value: REDACTED,
    });
    expect(redact({ type: 'CONTACT_CHANGED', side: 'sender', field: 'name', value: 'A' })).toEqual({
      type: 'CONTACT_CHANGED',
      side: REDACTED,
      field: 'name',
      value: REDACTED,
    });
  });

  it('redacts texts that look like an email, a phone number or a token, under any key', () => {
    expect(redact({ note: EMAIL, value: PHONE, local: '01912-345678', raw: TOKEN })).toEqual({
      note: REDACTED,
      value: REDACTED,
      local: REDACTED,
      raw: REDACTED,
    });
    // Short numbers, prices and dates stay.
    expect(
      redact({
        orderId: '100045',
        price: '1,250.00',
        at: '2025-01-02',
        ordered: '2025-01-02 10:15',
      }),
    ).toEqual({
      orderId: '100045',
      price: '1,250.00',
      at: '2025-01-02',
      ordered: '2025-01-02 10:15',
    });
  });

  it('gives a plain copy a channel can carry: no functions, no cycles, actors by id', () => {
    const looped: Record<string, unknown> = { id: 1, run: () => 1, when: new Date(0) };
    looped.self = looped;
    const shared = { id: 2 };
    const copied = redact({ looped, a: shared, b: shared, big: 10n, set: new Set([1]) });
    expect(copied).toEqual({
      looped: { id: 1, when: '1970-01-01T00:00:00.000Z', self: '[cycle]' },
      a: { id: 2 },
      b: { id: 2 },
      big: '10',
      set: [1],
    });
    const actor = createActor(createMachine({ id: 'child' }));
    expect(redact({ ref: actor })).toEqual({ ref: `[actor ${actor.id}]` });
    expect(() => structuredClone(copied)).not.toThrow();
  });
});

describe('live inspection: the inspector', () => {
  const signIn = createMachine({
    id: 'signIn',
    types: {} as {
      context: { phone: string; token: string | null };
      events: { type: 'FIELD_CHANGED'; field: 'phone'; value: string } | { type: 'SUBMIT' };
    },
    context: { phone: '', token: null },
    initial: 'editing',
    states: {
      editing: {
        on: {
          FIELD_CHANGED: { actions: assign({ phone: ({ event }) => event.value }) },
          SUBMIT: { target: 'signedIn', actions: assign({ token: TOKEN }) },
        },
      },
      signedIn: {},
    },
  });

  it('posts each transition (event, from, to) and the actors, with no personal data', () => {
    const posted: LiveMessage[] = [];
    const inspector = createInspector(
      (message) => posted.push(message),
      () => '/auth',
    );
    const actor = createActor(signIn, { inspect: inspector.inspect }).start();
    actor.send({ type: 'FIELD_CHANGED', field: 'phone', value: PHONE });
    actor.send({ type: 'SUBMIT' });

    const transitions = posted.flatMap((message) =>
      message.kind === 'transition' ? [message.transition] : [],
    );
    expect(transitions.map(({ type, from, to }) => [type, from, to])).toEqual([
      ['xstate.init', '', 'editing'],
      ['FIELD_CHANGED', 'editing', 'editing'],
      ['SUBMIT', 'editing', 'signedIn'],
    ]);
    const last = posted.at(-1)!;
    expect(last.kind === 'transition' && last.actor).toMatchObject({
      machine: 'signIn',
      status: 'active',
      value: 'signedIn',
      context: { phone: REDACTED, token: REDACTED },
      url: '/auth',
    });
    const text = JSON.stringify(posted);
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain(TOKEN);

    // The explorer opened late: the running actor is told again; a stopped one says so.
    posted.length = 0;
    inspector.announce();
    expect(posted).toMatchObject([{ kind: 'actor', actor: { value: 'signedIn' } }]);
    posted.length = 0;
    actor.stop();
    expect(posted).toMatchObject([
      { kind: 'transition', actor: { status: 'stopped' }, transition: { type: 'xstate.stop' } },
    ]);
    posted.length = 0;
    inspector.announce();
    expect(posted).toEqual([]);
  });
});
