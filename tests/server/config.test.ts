// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentFromEnv, LOCAL_DEPLOYMENT } from '../../server/http/deployment';
import {
  CHATTOGRAM,
  GULSHAN_1,
  MODULE,
  ZONE,
  call,
  errorCode,
  headers,
  makeWorld,
  type TestWorld,
} from './helpers';

let w: TestWorld;
beforeAll(async () => {
  // Without PUBLIC_URL, the hosts an operator trusts (and this machine's own names).
  w = await makeWorld({
    deployment: { ...LOCAL_DEPLOYMENT, trustedHosts: ['shop.example', 'other.example:8080'] },
  });
});
afterAll(async () => w.close());

describe('GET config', () => {
  it('answers every key the SPA reads', async () => {
    const { status, body } = await call(w.app, 'GET', '/api/v1/config', { headers: {} });
    expect(status).toBe(200);
    for (const key of [
      'business_name',
      'logo',
      'logo_full_url',
      'address',
      'phone',
      'email',
      'country',
      'footer_text',
      'default_location',
      'currency_symbol',
      'currency_symbol_direction',
      'digit_after_decimal_point',
      'guest_checkout_status',
      'free_delivery_over',
      'admin_free_delivery',
      'cash_on_delivery',
      'digital_payment',
      'module_config',
      'language',
      'sys_language',
      'social_media',
      'landing_page_links',
      'customer_wallet_status',
      'loyalty_point_status',
      'ref_earning_status',
      'dm_tips_status',
      'schedule_order',
      'home_delivery_status',
      'takeaway_status',
      'prescription_order_status',
      'refund_policy',
      'cancelation_policy',
      'shipping_policy',
      'base_urls',
      'maintenance_mode',
      'active_payment_method_list',
    ]) {
      expect(body, key).toHaveProperty(key);
    }
    expect(body.country).toBe('BD');
    expect(body.currency_symbol).toBe('৳');
    expect(body.digit_after_decimal_point).toBe(2);
    expect(body.guest_checkout_status).toBe(1);
    expect(body.admin_free_delivery.free_delivery_over).toBe(body.free_delivery_over);
    expect(typeof body.default_location.lat).toBe('string');
    expect(typeof body.default_location.lng).toBe('string');
    expect(body.sys_language).toEqual([
      { key: 'en', value: 'English', direction: 'ltr', default: true },
      { key: 'bn', value: 'Bengali', direction: 'ltr', default: false },
    ]);
    for (const type of ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel']) {
      expect(body.module_config[type]).toHaveProperty('stock');
      expect(body.module_config[type]).toHaveProperty('add_on');
    }
  });

  it('shows a setting changed on the next answer, and base URLs under each origin asked', async () => {
    const read = async (host: string) =>
      (await call(w.app, 'GET', '/api/v1/config', { headers: { host } })).body;
    const before = await read('shop.example');
    const was = await w.db
      .selectFrom('business_settings')
      .select('value')
      .where('key', '=', 'business_name')
      .executeTakeFirstOrThrow();
    try {
      await w.db
        .updateTable('business_settings')
        .set({ value: JSON.stringify('Renamed shop') })
        .where('key', '=', 'business_name')
        .execute();
      const after = await read('shop.example');
      expect(after.business_name).toBe('Renamed shop');
      expect(before.business_name).not.toBe('Renamed shop');
      const elsewhere = await read('other.example:8080');
      const relative = Object.values(after.base_urls as Record<string, string>).find((url) =>
        url.includes('shop.example'),
      );
      expect(relative).toBeDefined();
      expect(JSON.stringify(elsewhere.base_urls)).not.toContain('shop.example');
      expect(JSON.stringify(elsewhere.base_urls)).toContain('other.example');
    } finally {
      await w.db
        .updateTable('business_settings')
        .set({ value: was.value })
        .where('key', '=', 'business_name')
        .execute();
    }
  });

  it('makes no link of a host it does not trust: without PUBLIC_URL another host is answered 421', async () => {
    for (const host of ['evil.example', 'other.example', 'shop.example.evil.example'])
      expect((await call(w.app, 'GET', '/api/v1/config', { headers: { host } })).status, host).toBe(
        421,
      );
    const refused = await call(w.app, 'GET', '/', { headers: { host: 'evil.example' } });
    expect(refused.status).toBe(421);
    expect(errorCode(refused.body)).toBe('host');
    for (const host of [
      'localhost:4173',
      '127.0.0.1',
      '[::1]:80',
      'SHOP.example',
      'shop.example:443',
    ])
      expect((await call(w.app, 'GET', '/api/v1/config', { headers: { host } })).status, host).toBe(
        200,
      );
    expect(
      deploymentFromEnv({ TRUSTED_HOSTS: ' Shop.Example , a.example:81,' }).trustedHosts,
    ).toEqual(['shop.example', 'a.example:81']);
    // with PUBLIC_URL every link is under it, whatever the Host
    const operated = await makeWorld({
      deployment: { ...LOCAL_DEPLOYMENT, publicUrl: 'https://api.shop.example' },
    });
    try {
      const res = await call(operated.app, 'GET', '/api/v1/config', {
        headers: { host: 'evil.example' },
      });
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain('evil.example');
    } finally {
      await operated.close();
    }
  });

  it('puts the default location inside the smallest zone', async () => {
    const cfg = (await call(w.app, 'GET', '/api/v1/config')).body;
    const { body } = await call(
      w.app,
      'GET',
      `/api/v1/config/get-zone-id?lat=${cfg.default_location.lat}&lng=${cfg.default_location.lng}`,
    );
    expect(body.zone_id).toBe('[3,1]');
  });
});

describe('GET config/get-zone-id', () => {
  it('gives the zones of an overlapping point as a JSON array string, smallest first', async () => {
    const { status, body } = await call(
      w.app,
      'GET',
      `/api/v1/config/get-zone-id?lat=${GULSHAN_1.lat}&lng=${GULSHAN_1.lng}`,
    );
    expect(status).toBe(200);
    expect(body.zone_id).toBe('[3,1]');
    expect(body.zone_data.map((z: { id: number }) => z.id)).toEqual([3, 1]);
    const gulshan = body.zone_data[0];
    expect(gulshan).toMatchObject({ id: 3, name: 'Gulshan', cash_on_delivery: true });
    expect(gulshan.modules.map((m: { module_type: string }) => m.module_type)).toEqual([
      'food',
      'grocery',
      'pharmacy',
      'ecommerce',
      'parcel',
    ]);
    expect(Object.keys(gulshan.modules[0].pivot)).toEqual(
      expect.arrayContaining([
        'per_km_shipping_charge',
        'minimum_shipping_charge',
        'maximum_shipping_charge',
        'maximum_cod_order_amount',
      ]),
    );
    // A module is listed under the zone that serves it here only, the first (smallest) with its
    // charges: Dhaka Central has charges for every module too, but Gulshan serves them here.
    expect(body.zone_data[1]).toMatchObject({ id: 1, name: 'Dhaka Central', modules: [] });
  });

  it('lists a module under a larger zone where the smaller one has no charges for it', async () => {
    const pharmacy = await w.db
      .selectFrom('module_zone')
      .selectAll()
      .where('zone_id', '=', ZONE.gulshan)
      .where('module_id', '=', MODULE.pharmacy)
      .executeTakeFirstOrThrow();
    await w.db
      .deleteFrom('module_zone')
      .where('zone_id', '=', ZONE.gulshan)
      .where('module_id', '=', MODULE.pharmacy)
      .execute();
    try {
      const { body } = await call(
        w.app,
        'GET',
        `/api/v1/config/get-zone-id?lat=${GULSHAN_1.lat}&lng=${GULSHAN_1.lng}`,
      );
      const listed = (i: number) =>
        body.zone_data[i].modules.map((m: { module_type: string }) => m.module_type);
      expect(body.zone_id).toBe('[3,1]');
      expect(listed(0)).toEqual(['food', 'grocery', 'ecommerce', 'parcel']);
      expect(listed(1)).toEqual(['pharmacy']);
      expect(body.zone_data[1].modules[0].pivot).toMatchObject({
        zone_id: ZONE.central,
        module_id: MODULE.pharmacy,
      });
    } finally {
      await w.db.insertInto('module_zone').values(pharmacy).execute();
    }
  });

  it('gives one zone for a point in one zone only', async () => {
    // Gulshan-Badda Link Road: Gulshan only; Farmgate: Dhaka Central only; Uttara Sector 7: Uttara.
    expect(
      (await call(w.app, 'GET', '/api/v1/config/get-zone-id?lat=23.7805&lng=90.432')).body.zone_id,
    ).toBe('[3]');
    expect(
      (await call(w.app, 'GET', '/api/v1/config/get-zone-id?lat=23.7575&lng=90.3897')).body.zone_id,
    ).toBe('[1]');
    expect(
      (await call(w.app, 'GET', '/api/v1/config/get-zone-id?lat=23.872&lng=90.396')).body.zone_id,
    ).toBe('[2]');
  });

  it('answers 404 coordinates outside every zone', async () => {
    const { status, body } = await call(
      w.app,
      'GET',
      `/api/v1/config/get-zone-id?lat=${CHATTOGRAM.lat}&lng=${CHATTOGRAM.lng}`,
    );
    expect(status).toBe(404);
    expect(body).toEqual({
      errors: [{ code: 'coordinates', message: 'Service not available in this area' }],
    });
  });

  it('refuses missing or invalid coordinates with 403', async () => {
    for (const qs of [
      '',
      '?lat=23.78',
      '?lat=abc&lng=90.4',
      '?lat=123&lng=90.4',
      '?lat=23.7&lng=%27;drop',
    ]) {
      const { status, body } = await call(w.app, 'GET', `/api/v1/config/get-zone-id${qs}`);
      expect(status, qs).toBe(403);
      expect(errorCode(body), qs).toMatch(/^(lat|lng)$/);
    }
  });
});

describe('places, geocode and distance', () => {
  it('autocompletes case-insensitively from the gazetteer', async () => {
    const { body } = await call(
      w.app,
      'GET',
      '/api/v1/config/place-api-autocomplete?search_text=gulSHAN',
    );
    const names = body.predictions.map((p: { description: string }) => p.description);
    expect(names).toContain('Gulshan 1 Circle, Gulshan, Dhaka, Bangladesh');
    expect(body.predictions[0]).toHaveProperty('place_id');
  });

  it('answers no predictions for empty text', async () => {
    expect(
      (await call(w.app, 'GET', '/api/v1/config/place-api-autocomplete?search_text=')).body
        .predictions,
    ).toEqual([]);
    expect(
      (await call(w.app, 'GET', '/api/v1/config/place-api-autocomplete')).body.predictions,
    ).toEqual([]);
  });

  it('gives place details with a location', async () => {
    const ac = await call(
      w.app,
      'GET',
      '/api/v1/config/place-api-autocomplete?search_text=chattogram',
    );
    const id = ac.body.predictions[0].place_id;
    const { status, body } = await call(
      w.app,
      'GET',
      `/api/v1/config/place-api-details?placeid=${id}`,
    );
    expect(status).toBe(200);
    expect(body.result.geometry.location).toEqual({ lat: 22.3096, lng: 91.8002 });
    expect((await call(w.app, 'GET', '/api/v1/config/place-api-details?placeid=nope')).status).toBe(
      404,
    );
    expect((await call(w.app, 'GET', '/api/v1/config/place-api-details')).status).toBe(403);
  });

  it('reverse-geocodes to the nearest place', async () => {
    const { body } = await call(w.app, 'GET', '/api/v1/config/geocode-api?lat=23.7807&lng=90.4162');
    expect(body.results[0].formatted_address).toBe('Gulshan 1 Circle, Gulshan, Dhaka');
  });

  it('measures great-circle distance in both shapes', async () => {
    const { body } = await call(
      w.app,
      'GET',
      '/api/v1/config/distance-api?origin_lat=23.7806&origin_lng=90.4163&destination_lat=23.7949&destination_lng=90.4143&mode=walking',
    );
    expect(body.distanceMeters).toBeGreaterThan(1500);
    expect(body.distanceMeters).toBeLessThan(1700);
    expect(body.rows[0].elements[0].distance.value).toBe(body.distanceMeters);
  });
});

describe('GET module', () => {
  it('lists the active modules with their zones', async () => {
    const { status, body } = await call(w.app, 'GET', '/api/v1/module', { headers: {} });
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((m: { module_type: string }) => m.module_type)).toEqual([
      'food',
      'grocery',
      'pharmacy',
      'ecommerce',
      'parcel',
    ]);
    for (const m of body) {
      expect(m).toHaveProperty('icon_full_url');
      expect(m.zones.length).toBeGreaterThan(0);
      expect(m.zones[0]).toHaveProperty('pivot');
    }
    expect(
      body.find((m: { module_type: string }) => m.module_type === 'ecommerce').module_name,
    ).toBe('Shop');
  });
});

describe('images and errors', () => {
  it('serves a deterministic SVG', async () => {
    const a = await w.app.inject({ method: 'GET', url: '/api/v1/images/item/kacchi-biryani.svg' });
    const b = await w.app.inject({ method: 'GET', url: '/api/v1/images/item/kacchi-biryani.svg' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('image/svg+xml');
    expect(a.body).toBe(b.body);
    // Kacchi Biryani is drawn as a pot of food (Fluent Emoji), not initials.
    expect(a.body).toContain('<svg x=');
    expect(a.body).not.toContain('>KB<');
    expect((await call(w.app, 'GET', '/api/v1/images/nope/x.svg')).status).toBe(404);
  });

  it('answers unknown API routes and broken bodies with the envelope', async () => {
    const missing = await call(w.app, 'GET', '/api/v1/does-not-exist');
    expect(missing.status).toBe(404);
    expect(errorCode(missing.body)).toBe('not_found');
    const res = await w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      headers: { ...headers({ module: 1 }), 'content-type': 'application/json' },
      payload: '{"item_id":',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: [{ code: 'body', message: expect.any(String) }] });
  });

  it('answers /healthz', async () => {
    expect((await call(w.app, 'GET', '/healthz')).body).toEqual({ status: 'ok' });
  });
});
