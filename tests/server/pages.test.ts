// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/http/messages';
import { call, errorCode, makeWorld, type TestWorld } from './helpers';

/** Static pages, the newsletter, landing data in config, and the message table. */

let w: TestWorld;
beforeAll(async () => {
  w = await makeWorld();
});
afterAll(async () => w.close());

const PAGES = [
  'about-us',
  'terms-and-conditions',
  'privacy-policy',
  'refund-policy',
  'cancellation-policy',
  'shipping-policy',
];

describe('pages', () => {
  it('answers each page as an HTML string, with no headers needed', async () => {
    for (const page of PAGES) {
      const res = await w.app.inject({ url: `/api/v1/${page}` });
      expect(res.statusCode, page).toBe(200);
      expect(res.headers['content-type'], page).toContain('application/json');
      const html = res.json();
      expect(typeof html, page).toBe('string');
      expect(html, page).toMatch(/^<h2>.+<\/h2><p>/);
    }
    // The older 6amMart paths.
    expect((await call(w.app, 'GET', '/api/v1/refund')).body).toBe(
      (await call(w.app, 'GET', '/api/v1/refund-policy')).body,
    );
    expect((await call(w.app, 'GET', '/api/v1/cancelation')).body).toContain('Cancellation');
  });

  it('answers in Bengali with X-localization: bn', async () => {
    const bn = await call(w.app, 'GET', '/api/v1/about-us', {
      headers: { 'X-localization': 'bn' },
    });
    expect(bn.body).toContain('স্টোরফ্রন্ট');
    const en = await call(w.app, 'GET', '/api/v1/about-us', {
      headers: { 'X-localization': 'fr' },
    });
    expect(en.body).toContain('About Storefront');
  });

  it('hides refund, cancellation and shipping when their config flag is 0', async () => {
    await w.db
      .updateTable('business_settings')
      .set({ value: '0' })
      .where('key', '=', 'shipping_policy')
      .execute();
    try {
      const res = await call(w.app, 'GET', '/api/v1/shipping-policy');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: [{ code: 'page', message: 'Page not found' }] });
      expect((await call(w.app, 'GET', '/api/v1/privacy-policy')).status).toBe(200);
    } finally {
      await w.db
        .updateTable('business_settings')
        .set({ value: '1' })
        .where('key', '=', 'shipping_policy')
        .execute();
    }
  });
});

describe('POST newsletter/subscribe', () => {
  it('subscribes a valid email, twice is fine', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await call(w.app, 'POST', '/api/v1/newsletter/subscribe', {
        body: { email: ' Reader@Example.com ' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Subscribed Successfully' });
    }
    const rows = await w.db.selectFrom('newsletters').selectAll().execute();
    expect(rows.map((r) => r.email)).toEqual(['reader@example.com']);
    const bn = await call(w.app, 'POST', '/api/v1/newsletter/subscribe', {
      headers: { 'X-localization': 'bn' },
      body: { email: 'bn@example.com' },
    });
    expect(bn.body).toEqual({ message: MESSAGES.subscribed.bn });
  });

  it('refuses a bad email with "Please insert a valid email."', async () => {
    for (const email of [
      '',
      'nope',
      'a@b',
      'a b@c.com',
      null,
      42,
      ['x@y.com'],
      { a: 1 },
      'x'.repeat(300) + '@a.com',
    ]) {
      const res = await call(w.app, 'POST', '/api/v1/newsletter/subscribe', { body: { email } });
      expect(res.status, JSON.stringify(email)).toBe(403);
      expect(res.body).toEqual({
        errors: [{ code: 'email', message: 'Please insert a valid email.' }],
      });
    }
    const broken = await w.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(403);
    expect(errorCode(broken.json())).toBe('body');
  });
});

describe('config and messages', () => {
  it('carries the landing data and the new image bases', async () => {
    const { body } = await call(w.app, 'GET', '/api/v1/config');
    expect(body.landing_page).toMatchObject({
      newsletter_title: expect.any(String),
      newsletter_sub_title: expect.any(String),
    });
    expect(body.landing_page_links).toBeDefined();
    // Absolute (the request's origin when PUBLIC_URL is unset), for clients on other origins.
    expect(body.base_urls).toMatchObject({
      brand_image_url: 'http://localhost/api/v1/images/brand',
      campaign_image_url: 'http://localhost/api/v1/images/campaign',
      order_attachment_url: 'http://localhost/api/v1/customer/order/attachment',
      chat_image_url: 'http://localhost/api/v1/images/conversation',
    });
  });

  it('has every message in English and Bengali, all different', () => {
    const en = Object.values(MESSAGES).map((m) => m.en);
    expect(new Set(en).size).toBe(en.length);
    for (const m of Object.values(MESSAGES)) {
      expect(m.en.length).toBeGreaterThan(0);
      expect(m.bn.length).toBeGreaterThan(0);
      expect(m.bn).not.toBe(m.en);
    }
  });

  it('translates refusals thrown anywhere (store not found, service area)', async () => {
    const store = await call(w.app, 'GET', '/api/v1/stores/details/none', {
      headers: { zoneId: '[1]', 'X-localization': 'bn' },
    });
    expect(store.body).toEqual({
      errors: [{ code: 'store', message: MESSAGES.store_not_found.bn }],
    });
    const area = await call(w.app, 'GET', '/api/v1/config/get-zone-id?lat=22.3&lng=91.8', {
      headers: { 'X-localization': 'bn-BD' },
    });
    expect(area.status).toBe(404);
    expect(area.body.errors[0].message).toBe(MESSAGES.service_unavailable.bn);
  });
});
