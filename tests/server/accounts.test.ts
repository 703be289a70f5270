// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemRow } from '../../server/db/schema';
import { LOGIN_LOCK_MS } from '../../server/services/auth';
import { TOKEN_TTL_MS } from '../../server/services/sessions';
import { DEMO, bearer, customer, freshPhone, login, signUp } from './account-helpers';
import {
  MODULE,
  call,
  errorCode,
  headers,
  makeWorld,
  newGuest,
  type Json,
  type TestWorld,
} from './helpers';

let w: TestWorld;
beforeAll(async () => {
  w = await makeWorld();
});
afterAll(async () => w.close());

const UNAUTHORIZED = { errors: [{ code: 'auth-001', message: 'Unauthorized.' }] };

const cartHeaders = (module: number, token?: string) =>
  headers({ module, ...(token ? { extra: { Authorization: `Bearer ${token}` } } : {}) });

const cartAdd = (module: number, body: Record<string, unknown>, token?: string) =>
  call(w.app, 'POST', '/api/v1/customer/cart/add', { headers: cartHeaders(module, token), body });

const cartList = (module: number, opts: { token?: string; guest?: number }) =>
  call(w.app, 'GET', `/api/v1/customer/cart/list${opts.guest ? `?guest_id=${opts.guest}` : ''}`, {
    headers: cartHeaders(module, opts.token),
  });

async function items(moduleId: number, where: (i: ItemRow) => boolean): Promise<ItemRow[]> {
  const rows = await w.db
    .selectFrom('items')
    .selectAll()
    .where('module_id', '=', moduleId)
    .orderBy('id')
    .execute();
  return rows.filter(where);
}
const plain = (i: ItemRow) => i.variations === '[]' && i.food_variations === '[]';

describe('auth/sign-up', () => {
  it('creates a customer and answers a token like 6amMart', async () => {
    const res = await signUp(w.app, { guest_id: undefined });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      is_phone_verified: 1,
      is_email_verified: 0,
      is_personal_info: 1,
      is_exist_user: null,
      login_type: 'manual',
      email: expect.stringContaining('@example.com'),
    });
    expect(res.body.token.length).toBeGreaterThanOrEqual(40);
    const info = await call(w.app, 'GET', '/api/v1/customer/info', { headers: bearer(res.token) });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ f_name: 'Test', l_name: 'Customer', phone: res.phone });
  });

  it('stores an argon2id hash and only the sha256 of the token', async () => {
    const { token, phone } = await customer(w.app);
    const user = await w.db
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(user.password).toMatch(/^\$argon2id\$/);
    expect(user.password).not.toContain('secret123');
    const tokens = await w.db
      .selectFrom('customer_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens[0]!.token_hash).not.toBe(token);
  });

  it('accepts the email_or_phone form and a bare phone/password (no personal info yet)', async () => {
    const phone = freshPhone();
    const res = await call(w.app, 'POST', '/api/v1/auth/sign-up', {
      body: {
        login_type: 'manual',
        email_or_phone: phone,
        field_type: 'phone',
        password: 'abcdef',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.is_personal_info).toBe(0);
    expect(res.body.email).toBeNull();
    const bare = await call(w.app, 'POST', '/api/v1/auth/sign-up', {
      body: { phone: freshPhone(), password: 'abcdef', name: 'Karim Hasan Chowdhury' },
    });
    expect(bare.status).toBe(200);
    const info = await call(w.app, 'GET', '/api/v1/customer/info', {
      headers: bearer(bare.body.token),
    });
    expect(info.body).toMatchObject({ f_name: 'Karim Hasan', l_name: 'Chowdhury' });
  });

  it('refuses missing, invalid and taken fields with exact messages', async () => {
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ phone: '' }, 403, 'phone', 'phone number required'],
      [{ phone: 'abc' }, 403, 'phone', 'The phone number is invalid.'],
      [{ email: 'nope' }, 403, 'email', 'Must be a valid email'],
      [{ password: '' }, 403, 'password', 'The password field is required.'],
      [{ password: '123' }, 403, 'password', 'The password must be at least 6 characters.'],
      [
        { password: 'x'.repeat(129) },
        403,
        'password',
        'The password may not be greater than 128 characters.',
      ],
      [
        { password: 'secret123', confirm_password: 'other' },
        403,
        'confirm_password',
        'The password confirmation does not match.',
      ],
      [{ phone: DEMO.phone }, 403, 'phone', 'The phone has already been taken.'],
      [{ email: DEMO.email.toUpperCase() }, 403, 'email', 'The email has already been taken.'],
      [
        { f_name: 'x'.repeat(101) },
        403,
        'f_name',
        'The name may not be greater than 100 characters.',
      ],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await signUp(w.app, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body, JSON.stringify(body)).toEqual({ errors: [{ code, message }] });
    }
  });

  it('treats the same digits with or without + as the same phone', async () => {
    const phone = freshPhone();
    expect((await signUp(w.app, { phone })).status).toBe(200);
    const again = await signUp(w.app, { phone: phone.slice(1), email: 'other@example.com' });
    expect(again.body).toEqual({
      errors: [{ code: 'phone', message: 'The phone has already been taken.' }],
    });
  });
});

describe('auth/login', () => {
  it('signs the demo customer in with both body forms', async () => {
    const a = await login(w.app, { phone: DEMO.phone, password: DEMO.password });
    expect(a.status).toBe(200);
    expect(a.body).toEqual({
      token: expect.any(String),
      is_phone_verified: 1,
      is_email_verified: 1,
      is_personal_info: 1,
      is_exist_user: null,
      login_type: 'manual',
      email: DEMO.email,
    });
    const b = await login(w.app, {
      login_type: 'manual',
      email_or_phone: DEMO.email,
      field_type: 'email',
      password: DEMO.password,
    });
    expect(b.status).toBe(200);
    const c = await login(w.app, {
      login_type: 'manual',
      email_or_phone: DEMO.phone.slice(1),
      field_type: 'phone',
      password: DEMO.password,
    });
    expect(c.status).toBe(200);
    expect(new Set([a.body.token, b.body.token, c.body.token]).size).toBe(3);
    const second = await login(w.app, {
      phone: '+8801700000002',
      password: 'demo1234',
    });
    expect(second.status).toBe(200);
  });

  it('answers 401 auth-001 for a wrong password or an unknown customer', async () => {
    const { phone } = await customer(w.app);
    const wrong = await login(w.app, { phone, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ errors: [{ code: 'auth-001', message: 'Invalid credentials.' }] });
    const unknown = await login(w.app, { phone: freshPhone(), password: 'whatever1' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses missing fields and other login types', async () => {
    expect((await login(w.app, { password: 'x' })).body).toEqual({
      errors: [{ code: 'phone', message: 'The phone field is required.' }],
    });
    expect((await login(w.app, { login_type: 'manual', password: 'x' })).body).toEqual({
      errors: [{ code: 'email_or_phone', message: 'The email or phone field is required.' }],
    });
    expect((await login(w.app, { phone: DEMO.phone })).body).toEqual({
      errors: [{ code: 'password', message: 'The password field is required.' }],
    });
    expect(errorCode((await login(w.app, { login_type: 'otp', phone: DEMO.phone })).body)).toBe(
      'login_type',
    );
  });

  it('locks an account for a few minutes after 5 failures, whichever identifier, in the database', async () => {
    const email = `lock-${Date.now()}@storefront.example`;
    const { phone } = await customer(w.app, { email });
    // Failures by phone and by e-mail count for the same account.
    for (let i = 0; i < 2; i++) {
      expect((await login(w.app, { phone, password: 'bad-guess' })).status).toBe(401);
      expect((await login(w.app, { email, password: 'bad-guess' })).status).toBe(401);
    }
    const fifth = await login(w.app, { phone, password: 'bad-guess' });
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({
      errors: [
        {
          code: 'auth-002',
          message: 'Too many failed attempts. Please try again after 5 minutes.',
        },
      ],
    });
    // Even the right password waits; the same digits in the other body form too.
    expect((await login(w.app, { phone, password: 'secret123' })).status).toBe(429);
    expect(
      (
        await login(w.app, {
          login_type: 'manual',
          email_or_phone: phone.slice(1),
          field_type: 'phone',
          password: 'secret123',
        })
      ).status,
    ).toBe(429);
    expect((await login(w.app, { email, password: 'secret123' })).status).toBe(429);
    const user = await w.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const row = await w.db
      .selectFrom('login_attempts')
      .selectAll()
      .where('identifier', '=', `user:${user.id}`)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(5);
    // Other customers are not affected.
    expect((await login(w.app, { phone: DEMO.phone, password: DEMO.password })).status).toBe(200);

    w.clock.advance(LOGIN_LOCK_MS + 1);
    expect((await login(w.app, { phone, password: 'secret123' })).status).toBe(200);
    // A success clears the count.
    expect((await login(w.app, { phone, password: 'bad-guess' })).status).toBe(401);
  });

  it('refuses a blocked account', async () => {
    const { phone } = await customer(w.app);
    await w.db.updateTable('users').set({ status: 0 }).where('phone', '=', phone).execute();
    const res = await login(w.app, { phone, password: 'secret123' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      errors: [{ code: 'auth-003', message: 'Your account is blocked.' }],
    });
  });
});

describe('bearer tokens', () => {
  it('answers 401 auth-001 "Unauthorized." for a missing, unknown or expired token', async () => {
    expect((await call(w.app, 'GET', '/api/v1/customer/info')).body).toEqual(UNAUTHORIZED);
    const unknown = await call(w.app, 'GET', '/api/v1/customer/info', {
      headers: bearer('not-a-token'),
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(UNAUTHORIZED);
    const cart = await cartList(MODULE.grocery, { token: 'not-a-token' });
    expect(cart.status).toBe(401);
    expect(cart.body).toEqual(UNAUTHORIZED);

    const { h } = await customer(w.app);
    expect((await call(w.app, 'GET', '/api/v1/customer/info', { headers: h })).status).toBe(200);
    w.clock.advance(TOKEN_TTL_MS + 1);
    const expired = await call(w.app, 'GET', '/api/v1/customer/info', { headers: h });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(UNAUTHORIZED);
  });

  it('ends a token at logout: its copies open nothing after, and the customer signs in again', async () => {
    const phone = freshPhone();
    const { h } = await customer(w.app, { phone });
    const other = (await login(w.app, { phone, password: 'secret123' })).body as { token: string };
    expect((await call(w.app, 'GET', '/api/v1/customer/info', { headers: h })).status).toBe(200);

    const out = await call(w.app, 'POST', '/api/v1/auth/logout', {
      headers: { ...h, 'X-localization': 'bn' },
    });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'সফলভাবে লগ আউট হয়েছে।' });
    const after = await call(w.app, 'GET', '/api/v1/customer/info', { headers: h });
    expect(after.status).toBe(401);
    expect(after.body).toEqual(UNAUTHORIZED);
    // Only that token: the same customer's other sign-in (another device) goes on.
    expect(
      (await call(w.app, 'GET', '/api/v1/customer/info', { headers: bearer(other.token) })).status,
    ).toBe(200);
    // Again, or without a token: nothing to end, the same answer.
    expect((await call(w.app, 'POST', '/api/v1/auth/logout', { headers: h })).status).toBe(200);
    expect((await call(w.app, 'POST', '/api/v1/auth/logout')).status).toBe(200);
  });

  it('treats "Bearer null" as a guest', async () => {
    const g = await newGuest(w.app);
    const res = await call(w.app, 'GET', `/api/v1/customer/cart/list?guest_id=${g}`, {
      headers: headers({ module: MODULE.grocery, extra: { Authorization: 'Bearer null' } }),
    });
    expect(res.status).toBe(200);
  });
});

describe('customer cart', () => {
  it('makes the token holder the owner, with the same rules as for guests', async () => {
    const { token } = await customer(w.app);
    const all = await items(MODULE.grocery, plain);
    const a = all[0]!;
    const other = all.find((i) => i.store_id !== a.store_id)!;
    const added = await cartAdd(MODULE.grocery, { item_id: a.id, quantity: 1 }, token);
    expect(added.status).toBe(200);
    expect(added.body[0]).toMatchObject({
      item_id: a.id,
      quantity: 1,
      price: a.price,
      is_guest: false,
    });
    const differentStore = await cartAdd(MODULE.grocery, { item_id: other.id, quantity: 1 }, token);
    expect(differentStore.body).toEqual({
      errors: [{ code: 'different_store', message: 'You can only order from one store at a time' }],
    });
    const limited = all.find(
      (i) =>
        i.store_id === a.store_id &&
        i.maximum_cart_quantity > 0 &&
        i.stock > i.maximum_cart_quantity,
    );
    if (limited) {
      const over = await cartAdd(
        MODULE.grocery,
        { item_id: limited.id, quantity: limited.maximum_cart_quantity + 1 },
        token,
      );
      expect(errorCode(over.body)).toBe('cart_item_limit');
    }
    // A guest_id beside a token changes nothing: the token wins.
    const g = await newGuest(w.app);
    const list = await call(w.app, 'GET', `/api/v1/customer/cart/list?guest_id=${g}`, {
      headers: cartHeaders(MODULE.grocery, token),
    });
    expect(list.body.map((r: Json) => r.item_id)).toEqual([a.id]);
    expect((await cartList(MODULE.grocery, { guest: g })).body).toEqual([]);
  });

  it('refuses campaign items for guests (sign-in needed)', async () => {
    const g = await newGuest(w.app);
    const res = await cartAdd(MODULE.grocery, {
      guest_id: g,
      item_id: 1,
      quantity: 1,
      model: 'ItemCampaign',
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      errors: [{ code: 'model', message: 'Please sign in to order campaign items' }],
    });
  });
});

describe('guest cart on sign-up and sign-in', () => {
  it('sign-up → guest cart → sign-in: the guest lines join the customer cart', async () => {
    const all = await items(
      MODULE.grocery,
      (i) => plain(i) && i.maximum_cart_quantity === 0 && i.stock >= 10,
    );
    const a = all[0]!;
    const b = all.find((i) => i.store_id === a.store_id && i.id !== a.id)!;

    // 1. A guest fills a cart and signs up: the cart follows.
    const g1 = await newGuest(w.app);
    await cartAdd(MODULE.grocery, { guest_id: g1, item_id: a.id, quantity: 2 });
    const up = await signUp(w.app, { guest_id: g1 });
    expect(up.status).toBe(200);
    expect((await cartList(MODULE.grocery, { token: up.token })).body).toMatchObject([
      { item_id: a.id, quantity: 2 },
    ]);
    expect((await cartList(MODULE.grocery, { guest: g1 })).body).toEqual([]);

    // 2. Later, as another guest (signed out), the same store: then sign in again.
    const g2 = await newGuest(w.app);
    await cartAdd(MODULE.grocery, { guest_id: g2, item_id: a.id, quantity: 1 });
    await cartAdd(MODULE.grocery, { guest_id: g2, item_id: b.id, quantity: 3 });
    const signedIn = await login(w.app, { phone: up.phone, password: 'secret123', guest_id: g2 });
    expect(signedIn.status).toBe(200);
    const merged = await cartList(MODULE.grocery, { token: signedIn.body.token });
    expect(merged.body.map((r: Json) => [r.item_id, r.quantity])).toEqual([
      [a.id, 3],
      [b.id, 3],
    ]);
    expect((await cartList(MODULE.grocery, { guest: g2 })).body).toEqual([]);
    // The first token still sees the same cart: one cart per customer.
    expect((await cartList(MODULE.grocery, { token: up.token })).body).toHaveLength(2);
  });

  it('the guest cart wins over a cart of another store in the same module', async () => {
    const all = await items(MODULE.grocery, (i) => plain(i) && i.stock >= 5);
    const a = all[0]!;
    const b = all.find((i) => i.store_id !== a.store_id)!;
    const food = (await items(MODULE.food, (i) => plain(i) && i.add_on_ids === '[]'))[0]!;
    const { token, phone } = await customer(w.app);
    await cartAdd(MODULE.grocery, { item_id: a.id, quantity: 1 }, token);
    await cartAdd(MODULE.food, { item_id: food.id, quantity: 1 }, token);
    const g = await newGuest(w.app);
    await cartAdd(MODULE.grocery, { guest_id: g, item_id: b.id, quantity: 2 });
    expect((await login(w.app, { phone, password: 'secret123', guest_id: g })).status).toBe(200);
    expect(
      (await cartList(MODULE.grocery, { token })).body.map((r: Json) => [r.item_id, r.quantity]),
    ).toEqual([[b.id, 2]]);
    // Other modules' carts are untouched.
    expect((await cartList(MODULE.food, { token })).body.map((r: Json) => r.item_id)).toEqual([
      food.id,
    ]);
  });

  it('adds quantities only as far as maximum_cart_quantity allows', async () => {
    const limited = (
      await items(
        MODULE.grocery,
        (i) => plain(i) && i.maximum_cart_quantity >= 2 && i.stock > i.maximum_cart_quantity,
      )
    )[0]!;
    const max = limited.maximum_cart_quantity;
    const { token, phone } = await customer(w.app);
    await cartAdd(MODULE.grocery, { item_id: limited.id, quantity: max - 1 }, token);
    const g = await newGuest(w.app);
    await cartAdd(MODULE.grocery, { guest_id: g, item_id: limited.id, quantity: 2 });
    await login(w.app, { phone, password: 'secret123', guest_id: g });
    expect((await cartList(MODULE.grocery, { token })).body.map((r: Json) => r.quantity)).toEqual([
      max,
    ]);
  });

  it('ignores an unknown or malformed guest_id', async () => {
    const { phone } = await customer(w.app);
    for (const guest_id of [123, 'abc', -1, [1], { a: 1 }, null]) {
      const res = await login(w.app, { phone, password: 'secret123', guest_id });
      expect(res.status, JSON.stringify(guest_id)).toBe(200);
    }
  });
});
