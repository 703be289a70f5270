// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  bearer,
  customer,
  gif,
  jpeg,
  login,
  png,
  sendMultipart,
  type Part,
} from './account-helpers';
import {
  CHATTOGRAM,
  GULSHAN_1,
  MODULE,
  call,
  headers,
  makeWorld,
  type Json,
  type TestWorld,
} from './helpers';

let w: TestWorld;
beforeAll(async () => {
  w = await makeWorld();
});
afterAll(async () => w.close());

const UNAUTHORIZED = { errors: [{ code: 'auth-001', message: 'Unauthorized.' }] };
const api = (path: string) => `/api/v1/${path}`;

const profileParts = (over: Record<string, string | undefined> = {}): Part[] =>
  Object.entries({ f_name: 'Test', l_name: 'Customer', ...over })
    .filter(([, v]) => v !== undefined)
    .map(([name, value]) => ({ name, value }));

async function emailOf(token: string): Promise<string> {
  return (await call(w.app, 'GET', api('customer/info'), { headers: bearer(token) })).body.email;
}

describe('customer/info', () => {
  it('answers the 6amMart user object of the demo customer', async () => {
    const { body } = await login(w.app, { phone: DEMO.phone, password: DEMO.password });
    const res = await call(w.app, 'GET', api('customer/info'), { headers: bearer(body.token) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      f_name: 'Demo',
      l_name: 'Customer',
      phone: DEMO.phone,
      email: DEMO.email,
      image: null,
      image_full_url: null,
      is_phone_verified: 1,
      login_medium: 'manual',
      social_id: null,
      order_count: 0,
      wallet_balance: 0,
      loyalty_point: 0,
      ref_code: 'DEMOCUST01',
      member_since_days: expect.any(Number),
    });
    expect(res.body).not.toHaveProperty('password');
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });

  it('PUT customer/info updates the profile from JSON', async () => {
    const { token, h } = await customer(w.app);
    const res = await call(w.app, 'PUT', api('customer/info'), {
      headers: h,
      body: { f_name: 'New', l_name: 'Name', email: 'New.Name@Example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Updated successfully.' });
    const info = await call(w.app, 'GET', api('customer/info'), { headers: bearer(token) });
    expect(info.body).toMatchObject({
      f_name: 'New',
      l_name: 'Name',
      email: 'new.name@example.com',
    });
  });
});

describe('customer/update-profile', () => {
  it('refuses with the exact messages of SPEC §5', async () => {
    const { token } = await customer(w.app);
    const email = await emailOf(token);
    const cases: [Record<string, string | undefined>, string, string][] = [
      [{ f_name: '', email }, 'f_name', 'name is required'],
      [{ l_name: undefined, email }, 'l_name', 'last name required'],
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: 'not-an-email' }, 'email', 'Must be a valid email'],
      [
        { email: `${'a'.repeat(250)}@x.com` },
        'email',
        'The email may not be greater than 255 characters.',
      ],
      [{ email }, 'profile', 'No changes found to update.'],
      [{ email: DEMO.email }, 'email', 'The email has already been taken.'],
      [{ email, phone: '+8801999999999' }, 'phone', 'The phone number can not be changed.'],
      [{ email, password: '123' }, 'password', 'The password must be at least 6 characters.'],
    ];
    for (const [over, code, message] of cases) {
      const res = await sendMultipart(
        w.app,
        'POST',
        api('customer/update-profile'),
        token,
        profileParts(over),
      );
      expect(res.status, JSON.stringify(over)).toBe(403);
      expect(res.body, JSON.stringify(over)).toEqual({ errors: [{ code, message }] });
    }
  });

  it('accepts the unchanged phone, and a new password that signs other devices out', async () => {
    const { token, phone } = await customer(w.app);
    const other = await login(w.app, { phone, password: 'secret123' });
    const email = await emailOf(token);
    const res = await sendMultipart(
      w.app,
      'POST',
      api('customer/update-profile'),
      token,
      profileParts({ email, phone, password: 'brand-new-1' }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Updated successfully.' });
    expect((await login(w.app, { phone, password: 'secret123' })).status).toBe(401);
    expect((await login(w.app, { phone, password: 'brand-new-1' })).status).toBe(200);
    // This device stays signed in; the other one is signed out.
    expect(
      (await call(w.app, 'GET', api('customer/info'), { headers: bearer(token) })).status,
    ).toBe(200);
    const gone = await call(w.app, 'GET', api('customer/info'), {
      headers: bearer(other.body.token),
    });
    expect(gone.body).toEqual(UNAUTHORIZED);
  });

  it('refuses a password for a social-login customer', async () => {
    const { token, phone } = await customer(w.app);
    await w.db
      .updateTable('users')
      .set({ login_medium: 'google', social_id: 'g-123', password: null })
      .where('phone', '=', phone)
      .execute();
    const email = await emailOf(token);
    const res = await sendMultipart(
      w.app,
      'POST',
      api('customer/update-profile'),
      token,
      profileParts({ email, password: 'whatever1' }),
    );
    expect(res.body).toEqual({
      errors: [
        {
          code: 'password',
          message: 'Password can not be updated while you are logged in by using social logins.',
        },
      ],
    });
    // Without a password, the rest updates.
    const ok = await sendMultipart(
      w.app,
      'POST',
      api('customer/update-profile'),
      token,
      profileParts({ email, f_name: 'Social', password: '' }),
    );
    expect(ok.status).toBe(200);
  });

  it('takes a square png, jpeg or gif photo up to 2 MB and serves it back', async () => {
    const { token } = await customer(w.app);
    const email = await emailOf(token);
    const first = await sendMultipart(w.app, 'POST', api('customer/update-profile'), token, [
      ...profileParts({ email }),
      { name: 'image', file: { filename: 'me.png', data: png(200, 200), type: 'image/png' } },
    ]);
    expect(first.status).toBe(200);
    const info = (await call(w.app, 'GET', api('customer/info'), { headers: bearer(token) })).body;
    expect(info.image).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(info.image_full_url).toBe(`/api/v1/images/customer/${info.image}`);
    const served = await w.app.inject({ url: info.image_full_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png(200, 200))).toBe(true);

    // Replacing the photo removes the old file.
    for (const [data, filename] of [
      [jpeg(64, 64), 'me.jpg'],
      [gif(10, 10), 'me.gif'],
    ] as const) {
      const res = await sendMultipart(w.app, 'POST', api('customer/update-profile'), token, [
        ...profileParts({ email }),
        { name: 'image', file: { filename, data } },
      ]);
      expect(res.status, filename).toBe(200);
    }
    expect((await w.app.inject({ url: info.image_full_url })).statusCode).toBe(404);
    const uploads = await w.db.selectFrom('uploads').select('name').execute();
    const mine = (await call(w.app, 'GET', api('customer/info'), { headers: bearer(token) })).body;
    expect(mine.image).toMatch(/\.gif$/);
    expect(uploads.map((u) => u.name)).toContain(mine.image);
    expect(uploads.map((u) => u.name)).not.toContain(info.image);

    // Demo avatars (generated SVGs) still answer under the same base URL.
    const svg = await w.app.inject({ url: '/api/v1/images/customer/demo-customer.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
  });

  it('refuses other types, other ratios and files over 2 MB', async () => {
    const { token } = await customer(w.app);
    const email = await emailOf(token);
    const cases: [Buffer, string, string][] = [
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'x.svg',
        'The image must be a file of type: jpg, png, jpeg, gif.',
      ],
      [
        Buffer.from('%PDF-1.4 hello'),
        'x.png',
        'The image must be a file of type: jpg, png, jpeg, gif.',
      ],
      [png(300, 200), 'x.png', 'The image must be square (ratio 1:1).'],
      [jpeg(100, 101), 'x.jpg', 'The image must be square (ratio 1:1).'],
      [gif(1, 2), 'x.gif', 'The image must be square (ratio 1:1).'],
      [png(100, 100, 2 * 1024 * 1024 + 1), 'big.png', 'The image may not be greater than 2 MB.'],
    ];
    for (const [data, filename, message] of cases) {
      const res = await sendMultipart(w.app, 'POST', api('customer/update-profile'), token, [
        ...profileParts({ email, f_name: 'Changed' }),
        { name: 'image', file: { filename, data } },
      ]);
      expect(res.status, filename).toBe(403);
      expect(res.body, filename).toEqual({ errors: [{ code: 'image', message }] });
    }
    // Exactly 2 MB is fine.
    const edge = await sendMultipart(w.app, 'POST', api('customer/update-profile'), token, [
      ...profileParts({ email }),
      { name: 'image', file: { filename: 'edge.png', data: png(50, 50, 2 * 1024 * 1024) } },
    ]);
    expect(edge.status).toBe(200);
    // An empty file input (no file chosen) is no photo.
    const none = await sendMultipart(w.app, 'POST', api('customer/update-profile'), token, [
      ...profileParts({ email }),
      { name: 'image', file: { filename: '', data: Buffer.alloc(0) } },
    ]);
    expect(none.body).toEqual({
      errors: [{ code: 'profile', message: 'No changes found to update.' }],
    });
  });

  it('answers a broken multipart body with the envelope', async () => {
    const { token } = await customer(w.app);
    const res = await w.app.inject({
      method: 'POST',
      url: api('customer/update-profile'),
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=xyz',
      },
      payload: '--xyz\r\nContent-Disposition: form-data; name="f_name"\r\n\r\nA',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBeTypeOf('string');
    const noBoundary = await w.app.inject({
      method: 'POST',
      url: api('customer/update-profile'),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data' },
      payload: 'hello',
    });
    expect(noBoundary.statusCode).toBe(403);
  });
});

describe('customer/cm-firebase-token and remove-account', () => {
  it('stores the device token (PUT, or POST with _method)', async () => {
    const { token, h } = await customer(w.app);
    const put = await call(w.app, 'PUT', api('customer/cm-firebase-token'), {
      headers: h,
      body: { cm_firebase_token: 'fcm-abc' },
    });
    expect(put.body).toEqual({ message: 'Updated successfully.' });
    const post = await call(w.app, 'POST', api('customer/cm-firebase-token'), {
      headers: h,
      body: { cm_firebase_token: 'fcm-def', _method: 'put' },
    });
    expect(post.status).toBe(200);
    const info = await call(w.app, 'GET', api('customer/info'), { headers: bearer(token) });
    expect(info.body.cm_firebase_token).toBe('fcm-def');
    const missing = await call(w.app, 'PUT', api('customer/cm-firebase-token'), {
      headers: h,
      body: {},
    });
    expect(missing.body).toEqual({
      errors: [{ code: 'cm_firebase_token', message: 'The cm firebase token field is required.' }],
    });
  });

  it('deletes the account and everything of it', async () => {
    const { h, phone } = await customer(w.app);
    await call(w.app, 'POST', api('customer/address/add'), {
      headers: h,
      body: {
        address: 'Somewhere',
        contact_person_name: 'A',
        contact_person_number: '+8801711111111',
        address_type: 'home',
        latitude: GULSHAN_1.lat,
        longitude: GULSHAN_1.lng,
      },
    });
    await call(w.app, 'POST', api('customer/wish-list/add?store_id=1'), { headers: h });
    const res = await call(w.app, 'DELETE', api('customer/remove-account'), { headers: h });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Account has been deleted' });
    expect((await call(w.app, 'GET', api('customer/info'), { headers: h })).body).toEqual(
      UNAUTHORIZED,
    );
    expect((await login(w.app, { phone, password: 'secret123' })).status).toBe(401);
    const left = await w.db.selectFrom('users').select('id').where('phone', '=', phone).execute();
    expect(left).toEqual([]);
    // The phone can sign up again.
    expect((await customer(w.app, { phone })).token).toBeTypeOf('string');
  });

  it('refuses to delete an account with a running order', async () => {
    const { h } = await customer(w.app);
    const store = await w.db
      .selectFrom('stores')
      .selectAll()
      .where('module_id', '=', MODULE.grocery)
      .where('take_away', '=', 1)
      .where('active', '=', 1)
      .where('minimum_order', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const item = await w.db
      .selectFrom('items')
      .selectAll()
      .where('store_id', '=', store.id)
      .where('variations', '=', '[]')
      .where('stock', '>', 5)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const mh = { ...h, moduleId: String(MODULE.grocery) };
    await call(w.app, 'POST', api('customer/cart/add'), {
      headers: mh,
      body: { item_id: item.id, quantity: 1 },
    });
    const placed = await call(w.app, 'POST', api('customer/order/place'), {
      headers: mh,
      body: {
        order_amount: item.price,
        payment_method: 'cash_on_delivery',
        order_type: 'take_away',
        store_id: store.id,
        contact_person_name: 'A',
        contact_person_number: '+8801711111111',
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.user_id).toBeTypeOf('number');
    const res = await call(w.app, 'DELETE', api('customer/remove-account'), { headers: h });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      errors: [
        {
          code: 'account',
          message: 'Please complete your running orders before deleting your account.',
        },
      ],
    });
    const info = await call(w.app, 'GET', api('customer/info'), { headers: h });
    expect(info.body.order_count).toBe(1);
  });
});

describe('customer/address', () => {
  const home = {
    address: 'House 7, Road 35, Gulshan 1',
    contact_person_name: 'Test Customer',
    contact_person_number: '+8801711111111',
    address_type: 'home',
    latitude: String(GULSHAN_1.lat),
    longitude: String(GULSHAN_1.lng),
    road: '35',
    house: '7',
    floor: '2',
  };

  it('adds, lists, updates and deletes, with zone ids from the coordinates', async () => {
    const { h } = await customer(w.app);
    const added = await call(w.app, 'POST', api('customer/address/add'), {
      headers: h,
      body: home,
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ message: 'Successfully added!', zone_ids: [3, 1] });
    expect(added.body.address).toMatchObject({
      id: expect.any(Number),
      address_type: 'home',
      address_label: null,
      address: home.address,
      contact_person_name: home.contact_person_name,
      contact_person_number: home.contact_person_number,
      latitude: String(GULSHAN_1.lat),
      longitude: String(GULSHAN_1.lng),
      zone_id: 3,
      zone_ids: [3, 1],
      road: '35',
      house: '7',
      floor: '2',
    });
    const id = added.body.address.id as number;

    const other = await call(w.app, 'POST', api('customer/address/add'), {
      headers: h,
      body: { ...home, address_type: 'other', address_label: 'Gym' },
    });
    expect(other.body.address).toMatchObject({ address_type: 'other', address_label: 'Gym' });
    // A client that sends its label as the type gets "other" with that label.
    const labelled = await call(w.app, 'POST', api('customer/address/add'), {
      headers: h,
      body: { ...home, address_type: "Mum's place" },
    });
    expect(labelled.body.address).toMatchObject({
      address_type: 'other',
      address_label: "Mum's place",
    });

    const list = await call(w.app, 'GET', api('customer/address/list'), { headers: h });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total_size: 3, limit: 100, offset: 1 });
    expect(list.body.addresses.map((a: Json) => a.id)).toEqual([
      labelled.body.address.id,
      other.body.address.id,
      id,
    ]);
    const page = await call(w.app, 'GET', api('customer/address/list?limit=1&offset=2'), {
      headers: h,
    });
    expect(page.body.addresses.map((a: Json) => a.id)).toEqual([other.body.address.id]);

    const updated = await call(w.app, 'PUT', api(`customer/address/update/${id}`), {
      headers: h,
      body: {
        ...home,
        address_type: 'office',
        latitude: 23.872,
        longitude: 90.396,
        address: 'Uttara 7',
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      message: 'Updated successfully',
      zone_id: 2,
      zone_ids: [2],
    });
    expect(updated.body.address).toMatchObject({ id, address_type: 'office', address: 'Uttara 7' });

    const del = await call(w.app, 'DELETE', api(`customer/address/delete?address_id=${id}`), {
      headers: h,
    });
    expect(del.body).toEqual({ message: 'Successfully removed!' });
    const again = await call(w.app, 'DELETE', api(`customer/address/delete?address_id=${id}`), {
      headers: h,
    });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ errors: [{ code: 'address', message: 'Address not found' }] });
    expect(
      (await call(w.app, 'GET', api('customer/address/list'), { headers: h })).body.total_size,
    ).toBe(2);
  });

  it('validates with the exact messages of SPEC §5', async () => {
    const { h } = await customer(w.app);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ address: '' }, 403, 'address', 'Address is required'],
      [{ address: undefined }, 403, 'address', 'Address is required'],
      [{ contact_person_name: ' ' }, 403, 'contact_person_name', 'Name is required'],
      [{ contact_person_number: '' }, 403, 'contact_person_number', 'Phone Number is required'],
      [
        { contact_person_number: 'call me' },
        403,
        'contact_person_number',
        'The contact person number is invalid.',
      ],
      [{ address_type: '' }, 403, 'address_type', 'The address type field is required.'],
      [{ latitude: '' }, 403, 'latitude', 'The latitude field is required.'],
      [{ longitude: 'east' }, 403, 'longitude', 'The longitude must be a number.'],
      [{ latitude: 91 }, 403, 'latitude', 'The latitude is invalid.'],
      [{ contact_person_email: 'x@' }, 403, 'contact_person_email', 'Must be a valid email'],
      [
        { address: 'x'.repeat(501) },
        403,
        'address',
        'The address may not be greater than 500 characters.',
      ],
      [
        { latitude: CHATTOGRAM.lat, longitude: CHATTOGRAM.lng },
        404,
        'coordinates',
        'Service not available in this area',
      ],
    ];
    for (const [over, status, code, message] of cases) {
      const res = await call(w.app, 'POST', api('customer/address/add'), {
        headers: h,
        body: { ...home, ...over },
      });
      expect(res.status, JSON.stringify(over)).toBe(status);
      expect(res.body, JSON.stringify(over)).toEqual({ errors: [{ code, message }] });
    }
    const upd = await call(w.app, 'PUT', api('customer/address/update/abc'), {
      headers: h,
      body: home,
    });
    expect(upd.status).toBe(404);
    const noId = await call(w.app, 'DELETE', api('customer/address/delete'), { headers: h });
    expect(noId.body).toEqual({
      errors: [{ code: 'address_id', message: 'The address id field is required.' }],
    });
  });

  it('needs a token', async () => {
    for (const [method, path] of [
      ['GET', 'customer/address/list'],
      ['POST', 'customer/address/add'],
      ['PUT', 'customer/address/update/1'],
      ['DELETE', 'customer/address/delete?address_id=1'],
    ] as const) {
      const res = await call(w.app, method, api(path), { body: home });
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    }
  });

  it('lists the seeded addresses of the demo customer', async () => {
    const { body } = await login(w.app, { phone: DEMO.phone, password: DEMO.password });
    const list = await call(w.app, 'GET', api('customer/address/list'), {
      headers: bearer(body.token),
    });
    expect(list.body.addresses.map((a: Json) => [a.address_type, a.zone_ids])).toEqual([
      ['office', [2]],
      ['home', [3, 1]],
    ]);
  });
});

describe('customer/wish-list', () => {
  it('adds and removes items and stores, and lists them', async () => {
    const { h } = await customer(w.app);
    const item = await w.db
      .selectFrom('items')
      .selectAll()
      .where('module_id', '=', MODULE.grocery)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const food = await w.db
      .selectFrom('items')
      .selectAll()
      .where('module_id', '=', MODULE.food)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const add1 = await call(w.app, 'POST', api(`customer/wish-list/add?item_id=${item.id}`), {
      headers: h,
    });
    expect(add1.status).toBe(200);
    expect(add1.body).toEqual({ message: 'Successfully added!' });
    await call(w.app, 'POST', api('customer/wish-list/add'), {
      headers: h,
      body: { item_id: food.id },
    });
    await call(w.app, 'POST', api('customer/wish-list/add'), {
      headers: h,
      body: { store_id: item.store_id },
    });
    const dup = await call(w.app, 'POST', api('customer/wish-list/add'), {
      headers: h,
      body: { item_id: item.id },
    });
    expect(dup.status).toBe(403);
    expect(dup.body).toEqual({
      errors: [{ code: 'wishlist', message: 'Already in your wishlist' }],
    });

    const list = await call(w.app, 'GET', api('customer/wish-list'), { headers: h });
    expect(list.status).toBe(200);
    expect(list.body.item.map((i: Json) => i.id)).toEqual([food.id, item.id]);
    expect(list.body.item[1]).toMatchObject({
      id: item.id,
      name: item.name,
      image_full_url: expect.any(String),
    });
    expect(list.body.store.map((s: Json) => s.id)).toEqual([item.store_id]);
    // moduleId narrows the list.
    const grocery = await call(w.app, 'GET', api('customer/wish-list'), {
      headers: { ...h, moduleId: String(MODULE.grocery) },
    });
    expect(grocery.body.item.map((i: Json) => i.id)).toEqual([item.id]);

    const rm = await call(w.app, 'DELETE', api(`customer/wish-list/remove?item_id=${item.id}`), {
      headers: h,
    });
    expect(rm.body).toEqual({ message: 'Successfully removed!' });
    const rm2 = await call(w.app, 'DELETE', api(`customer/wish-list/remove?item_id=${item.id}`), {
      headers: h,
    });
    expect(rm2.status).toBe(404);
    expect(rm2.body).toEqual({
      errors: [{ code: 'wishlist', message: 'Not found in your wishlist' }],
    });
    const rmStore = await call(w.app, 'DELETE', api('customer/wish-list/remove'), {
      headers: h,
      body: { store_id: item.store_id },
    });
    expect(rmStore.status).toBe(200);
    const after = await call(w.app, 'GET', api('customer/wish-list'), { headers: h });
    expect(after.body).toMatchObject({ item: [{ id: food.id }], store: [] });
  });

  it('answers its messages in the language of X-localization', async () => {
    const { h } = await customer(w.app);
    const bn = { ...h, 'X-localization': 'bn' };
    const add = await call(w.app, 'POST', api('customer/wish-list/add?store_id=1'), {
      headers: bn,
    });
    expect(add.body).toEqual({ message: 'সফলভাবে যোগ করা হয়েছে!' });
    const dup = await call(w.app, 'POST', api('customer/wish-list/add?store_id=1'), {
      headers: { ...h, 'X-localization': 'ar' },
    });
    expect(dup.body).toEqual({ errors: [{ code: 'wishlist', message: 'موجود بالفعل في مفضلتك' }] });
    const rm = await call(w.app, 'DELETE', api('customer/wish-list/remove?store_id=1'), {
      headers: bn,
    });
    expect(rm.body).toEqual({ message: 'সফলভাবে সরানো হয়েছে!' });
  });

  it('refuses bad ids and unknown targets', async () => {
    const { h } = await customer(w.app);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{}, 403, 'data', 'Item or store id required'],
      [{ item_id: 1, store_id: 1 }, 403, 'data', 'Send either an item id or a store id.'],
      [{ item_id: 'abc' }, 403, 'item_id', 'The item id is invalid.'],
      [{ item_id: 99999999 }, 404, 'item_id', 'Item not found'],
      [{ store_id: 99999999 }, 404, 'store_id', 'Store not found'],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await call(w.app, 'POST', api('customer/wish-list/add'), { headers: h, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body).toEqual({ errors: [{ code, message }] });
    }
  });

  it('answers 401 without a token', async () => {
    for (const [method, path] of [
      ['GET', 'customer/wish-list'],
      ['POST', 'customer/wish-list/add?item_id=1'],
      ['DELETE', 'customer/wish-list/remove?item_id=1'],
    ] as const) {
      const res = await call(w.app, method, api(path), { headers: headers() });
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    }
  });
});
