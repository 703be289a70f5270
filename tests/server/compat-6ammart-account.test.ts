// @vitest-environment node
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_DEPLOYMENT } from '../../server/http/deployment';
import {
  CODE_TTL_MS,
  RESEND_AFTER_MS,
  type CodePurpose,
} from '../../server/services/account-codes';
import { FUND_MAX } from '../../server/services/wallet-fund';
import { customer } from './account-helpers';
import { errorCode, makeWorld, MODULE, type Json, type TestWorld } from './helpers';

/**
 * The account calls of the public 6amMart React web client (moyhstation/6ammart-react,
 * src/api-manage/**) replayed as it sends them: the landing data (server-side, no header),
 * the interest page, the wallet's add fund through the demo gateway, and the forgot-password
 * and phone-verification screens. One-time codes reach the test through the provider's code
 * delivery (the seam an SMS gateway would fill).
 */

const SPA = 'https://shop.example';

let w: TestWorld;
const delivered: { phone: string; purpose: CodePurpose; code: string }[] = [];

beforeAll(async () => {
  w = await makeWorld({
    deployment: { ...LOCAL_DEPLOYMENT, spaOrigins: [SPA] },
    deliverCode: (to, purpose, code) => delivered.push({ phone: to.phone, purpose, code }),
  });
});
afterAll(async () => w.close());

/** The client's MainApi interceptor headers. */
const clientHeaders = (token?: string) => ({
  zoneid: '[3,1]',
  'X-localization': 'en',
  'X-software-id': '33571750',
  Accept: 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function send(
  method: InjectOptions['method'],
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json }> {
  const res = await w.app.inject({
    method,
    url,
    headers: opts.headers ?? clientHeaders(opts.token),
    ...(opts.body === undefined ? {} : { payload: opts.body as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() };
}

/** The last code delivered to `phone` for `purpose`. */
function lastCode(phone: string, purpose: CodePurpose): string {
  const found = delivered.filter((d) => d.phone === phone && d.purpose === purpose).at(-1);
  if (!found) throw new Error(`no ${purpose} code went to ${phone}`);
  return found.code;
}
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** Codes can be asked for once a minute: each test starts a minute later. */
beforeEach(() => w.clock.advance(RESEND_AFTER_MS + 1));

describe('react-landing-page', () => {
  it('answers the landing data the client reads, with no header (getServerSideProps)', async () => {
    const res = await send('GET', '/api/v1/react-landing-page', { headers: {} });
    expect(res.status).toBe(200);
    const config = (await send('GET', '/api/v1/config', { headers: {} })).body;
    const d = res.body;
    expect(d.header_title).toBe(config.landing_page.header_title);
    expect(d.fixed_newsletter_title).toBe(config.landing_page.newsletter_title);
    expect(d.fixed_footer_description).toBe(config.footer_text);
    // AppLinks.js / LargerScreen.js compare the statuses with "1"
    expect(d.download_user_app_links.playstore_url_status).toMatch(/^[01]$/);
    expect(d.download_user_app_links.apple_store_url_status).toMatch(/^[01]$/);
    expect(d.download_business_app_links.seller_playstore_url_status).toBe('0');
    expect(d.download_business_app_links.dm_appstore_url_status).toBe('0');
    // Banners.js and Testimonials.js map and filter these
    expect(Array.isArray(d.promotion_banners)).toBe(true);
    expect(Array.isArray(d.testimonial_list)).toBe(true);
    for (const key of [
      'header_banner_url',
      'header_icon_url',
      'promotional_banner_url',
      'business_image_url',
      'testimonial_image_url',
    ])
      expect(d.base_urls[key], key).toMatch(/^https?:\/\/[^/]+\/api\/v1\/images\//);
    // The landing's hero: `${base_urls.header_banner_url}/${header_banner}` (and the icon's
    // likewise), asked whatever they are: null was `images/banner/null` (issue 42).
    for (const [base, file] of [
      ['header_banner_url', 'header_banner'],
      ['header_icon_url', 'header_icon'],
    ] as const) {
      expect(d[file], file).toEqual(expect.any(String));
      const picture = await w.app.inject({
        url: new URL(`${d.base_urls[base]}/${d[file]}`).pathname,
      });
      expect(picture.statusCode, file).toBe(200);
    }
  });
});

describe('customer/update-interest (InterestOptions: {interest: [ids]})', () => {
  it('stores the customer interests, replaces them on the next call, and refuses bad lists', async () => {
    const me = await customer(w.app);
    const ids = (
      await w.db
        .selectFrom('categories')
        .select('id')
        .where('status', '=', 1)
        .where('parent_id', '=', 0)
        .orderBy('id')
        .limit(3)
        .execute()
    ).map((c) => c.id);
    const update = (interest: unknown, token = me.token) =>
      send('POST', '/api/v1/customer/update-interest', { token, body: { interest } });
    const stored = async () =>
      (await send('GET', '/api/v1/customer/info', { token: me.token })).body.interest;

    const res = await update([ids[2], ids[0]]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toEqual(expect.any(String)); // toast.success(response?.message)
    expect(await stored()).toEqual([ids[0], ids[2]]);

    expect((await update([ids[1]])).status).toBe(200);
    expect(await stored()).toEqual([ids[1]]);

    // refusals leave them as they were
    expect((await update([ids[0], 999_999])).status).toBe(403);
    expect((await update('abc')).status).toBe(403);
    expect((await update(undefined)).status).toBe(403);
    expect((await update([ids[0]], '')).status).toBe(401); // no token
    expect(await stored()).toEqual([ids[1]]);

    expect((await update([])).status).toBe(200);
    expect(await stored()).toEqual([]);
  });

  it('suggested items lead with the categories of interest; the message speaks X-localization', async () => {
    const me = await customer(w.app);
    const grocery = { ...clientHeaders(me.token), moduleId: String(MODULE.grocery) };
    // A category with items here: that of the last of the popular suggestions.
    const popular = await send('GET', '/api/v1/customer/suggested-items', { headers: grocery });
    const pick = (popular.body as Json[]).at(-1);
    const item = await w.db
      .selectFrom('categories')
      .select(['id as category_id', 'parent_id'])
      .where('id', '=', pick.category_id as number)
      .executeTakeFirstOrThrow();
    const root = item.parent_id === 0 ? item.category_id : item.parent_id;
    const family = (
      await w.db
        .selectFrom('categories')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', root), eb('parent_id', '=', root)]))
        .execute()
    ).map((c) => c.id);
    // Without interests the list holds other categories too (so the check below can fail).
    expect((popular.body as Json[]).some((p) => !family.includes(p.category_id))).toBe(true);
    const res = await send('POST', '/api/v1/customer/update-interest', {
      headers: { ...clientHeaders(me.token), 'X-localization': 'bn' },
      body: { interest: [root] },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/[\u0980-\u09FF]/); // Bengali

    const suggested = await send('GET', '/api/v1/customer/suggested-items', { headers: grocery });
    expect(suggested.status).toBe(200);
    expect(suggested.body.length).toBeGreaterThan(0);
    for (const p of suggested.body as Json[]) expect(family).toContain(p.category_id);
  });
});

describe('forgot password (ForgotPasswordNumberForm → OtpForm → NewPassword)', () => {
  it('sends a code, checks it, resets the password once, and signs the old sessions out', async () => {
    const me = await customer(w.app);
    const forgot = await send('POST', '/api/v1/auth/forgot-password', {
      body: { phone: me.phone },
    });
    expect(forgot.status, JSON.stringify(forgot.body)).toBe(200);
    expect(forgot.body.message).toEqual(expect.any(String));
    const code = lastCode(me.phone, 'reset_password');
    expect(code).toMatch(/^\d{4}$/);
    // The database holds no readable code.
    const row = await w.db.selectFrom('account_codes').selectAll().execute();
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);

    // OtpForm: {reset_token, phone}
    const badCheck = await send('POST', '/api/v1/auth/verify-token', {
      body: { reset_token: wrong(code), phone: me.phone },
    });
    expect(badCheck.status).toBe(403);
    expect(errorCode(badCheck.body)).toBe('reset_token');
    const check = await send('POST', '/api/v1/auth/verify-token', {
      body: { reset_token: code, phone: me.phone },
    });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body.message).toEqual(expect.any(String));

    // NewPassword: PUT {reset_token, phone, password, confirm_password}
    const reset = (body: Record<string, unknown>) =>
      send('PUT', '/api/v1/auth/reset-password', { body });
    const mismatch = await reset({
      reset_token: code,
      phone: me.phone,
      password: 'brand-new-1',
      confirm_password: 'brand-new-2',
    });
    expect(mismatch.status).toBe(403);
    const done = await reset({
      reset_token: code,
      phone: me.phone,
      password: 'brand-new-1',
      confirm_password: 'brand-new-1',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toEqual(expect.any(String)); // toast.success(res.message)

    // The code was used up; the old session is gone; only the new password signs in.
    expect(
      (
        await reset({
          reset_token: code,
          phone: me.phone,
          password: 'another-one',
          confirm_password: 'another-one',
        })
      ).status,
    ).toBe(403);
    expect((await send('GET', '/api/v1/customer/info', { token: me.token })).status).toBe(401);
    const signIn = (password: string) =>
      send('POST', '/api/v1/auth/login', { body: { phone: me.phone, password } });
    expect((await signIn('secret123')).status).toBe(401);
    expect((await signIn('brand-new-1')).status).toBe(200);
  });

  it('refuses an expired code, a code of another customer, and no code at all', async () => {
    const me = await customer(w.app);
    const stranger = await customer(w.app);
    await send('POST', '/api/v1/auth/forgot-password', { body: { phone: me.phone } });
    await send('POST', '/api/v1/auth/forgot-password', { body: { phone: stranger.phone } });
    const mine = lastCode(me.phone, 'reset_password');
    const theirs = lastCode(stranger.phone, 'reset_password');
    const verify = (phone: string, token: unknown) =>
      send('POST', '/api/v1/auth/verify-token', { body: { reset_token: token, phone } });

    if (theirs !== mine) expect((await verify(me.phone, theirs)).status).toBe(403);
    expect((await verify(me.phone, '')).status).toBe(403);
    expect((await verify(me.phone, 'abcd')).status).toBe(403);

    w.clock.advance(CODE_TTL_MS + 1);
    const late = await verify(me.phone, mine);
    expect(late.status).toBe(403);
    expect(late.body.errors[0].message).toMatch(/expired/);
    const lateReset = await send('PUT', '/api/v1/auth/reset-password', {
      body: {
        reset_token: mine,
        phone: me.phone,
        password: 'xyz12345',
        confirm_password: 'xyz12345',
      },
    });
    expect(lateReset.status).toBe(403);
  });

  it('a code dies after five wrong tries; asking again within a minute waits; unknown phones are refused', async () => {
    const me = await customer(w.app);
    await send('POST', '/api/v1/auth/forgot-password', { body: { phone: me.phone } });
    const again = await send('POST', '/api/v1/auth/forgot-password', { body: { phone: me.phone } });
    expect(again.status).toBe(429);
    const code = lastCode(me.phone, 'reset_password');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await send('POST', '/api/v1/auth/verify-token', {
            body: { reset_token: wrong(code), phone: me.phone },
          })
        ).status,
      );
    expect(statuses.slice(0, 4)).toEqual([403, 403, 403, 403]);
    expect(statuses[4]).toBe(429);
    const right = await send('POST', '/api/v1/auth/verify-token', {
      body: { reset_token: code, phone: me.phone },
    });
    expect([403, 429]).toContain(right.status);

    const unknown = await send('POST', '/api/v1/auth/forgot-password', {
      body: { phone: '+8801999999999' },
    });
    expect(unknown.status).toBe(404);
    expect((await send('POST', '/api/v1/auth/forgot-password', { body: {} })).status).toBe(403);
  });
});

describe('auth/verify-phone (sign-up with customer_verification on)', () => {
  it('a new phone starts unverified; the code sent at sign-up verifies it; a wrong one does not', async () => {
    const setting = (value: boolean) =>
      w.db
        .insertInto('business_settings')
        .values({ key: 'customer_verification', value: JSON.stringify(value) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
        .execute();
    await setting(true);
    try {
      const me = await customer(w.app);
      const info = async () =>
        (await send('GET', '/api/v1/customer/info', { token: me.token })).body;
      expect((await info()).is_phone_verified).toBe(0);
      const code = lastCode(me.phone, 'verify_phone');
      // useVerifyPhone: {phone, otp}
      const verify = (otp: string) =>
        send('POST', '/api/v1/auth/verify-phone', { body: { phone: me.phone, otp } });
      const bad = await verify(wrong(code));
      expect(bad.status).toBe(403);
      expect(errorCode(bad.body)).toBe('otp');
      expect((await info()).is_phone_verified).toBe(0);
      const ok = await verify(code);
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.message).toEqual(expect.any(String)); // toast.success(res?.message)
      expect((await info()).is_phone_verified).toBe(1);
      // used up: the same code does not verify anything again (already verified says so)
      expect((await verify(code)).body.message).toMatch(/already/);
    } finally {
      await setting(false);
    }
  });
});

describe('customer/wallet/add-fund through the demo gateway (WalletBoxComponent)', () => {
  const balance = async (token: string) =>
    (await send('GET', '/api/v1/customer/info', { token })).body.wallet_balance as number;
  const addFund = (token: string | undefined, over: Record<string, unknown> = {}) =>
    send('POST', '/api/v1/customer/wallet/add-fund', {
      ...(token === undefined ? {} : { token }),
      body: {
        amount: '250',
        payment_method: 'demo',
        callback: `${SPA}/profile?page=wallet`,
        payment_platform: 'web',
        ...over,
      },
    });
  const submit = (fund: string, action: 'pay' | 'fail') =>
    w.app.inject({
      method: 'POST',
      url: '/payment-mobile',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `fund=${encodeURIComponent(fund)}&action=${action}`,
    });

  it('credits the wallet once when the gateway reports success, and returns to the callback', async () => {
    const me = await customer(w.app);
    const res = await addFund(me.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const link = new URL(res.body.redirect_link as string); // Router.push(response?.redirect_link)
    const page = await w.app.inject({ url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('250.00');
    const fund = /name="fund" value="([^"]+)"/.exec(page.body)![1]!;
    expect(await balance(me.token)).toBe(0);

    const paid = await submit(fund, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${SPA}/profile?page=wallet&status=success&flag=success`);
    expect(await balance(me.token)).toBe(250);
    const tx = await send(
      'GET',
      '/api/v1/customer/wallet/transactions?type=add_fund&offset=1&limit=10',
      {
        token: me.token,
      },
    );
    expect(tx.body.data).toHaveLength(1);
    expect(tx.body.data[0]).toMatchObject({ transaction_type: 'add_fund', credit: 250 });

    // A repeated callback (or a replayed form) credits nothing more.
    expect((await submit(fund, 'pay')).statusCode).toBe(410);
    expect((await submit(fund, 'fail')).statusCode).toBe(410);
    expect(await balance(me.token)).toBe(250);
    expect((await w.app.inject({ url: `${link.pathname}${link.search}` })).statusCode).toBe(410);
  });

  it('a failed payment credits nothing; an expired page cannot be paid', async () => {
    const me = await customer(w.app);
    const first = new URL((await addFund(me.token)).body.redirect_link as string);
    const failed = await submit(first.searchParams.get('fund')!, 'fail');
    expect(failed.headers.location).toBe(`${SPA}/profile?page=wallet&status=fail&flag=fail`);
    const late = new URL((await addFund(me.token)).body.redirect_link as string);
    w.clock.advance(31 * 60_000);
    expect((await submit(late.searchParams.get('fund')!, 'pay')).statusCode).toBe(410);
    expect(await balance(me.token)).toBe(0);
  });

  it('refuses wrong amounts, unknown methods, foreign callbacks, strangers and guessed pages', async () => {
    const me = await customer(w.app);
    for (const amount of [0, -5, 'abc', FUND_MAX + 1, 10.555, '', null])
      expect((await addFund(me.token, { amount })).status, String(amount)).toBe(403);
    expect((await addFund(me.token, { payment_method: 'stripe' })).status).toBe(403);
    expect((await addFund(me.token, { callback: 'https://evil.example/wallet' })).status).toBe(403);
    expect((await addFund(undefined)).status).toBe(401);
    expect((await addFund('not-a-token')).status).toBe(401);
    expect((await w.app.inject({ url: '/payment-mobile?fund=guessed' })).statusCode).toBe(410);
    expect((await submit('guessed', 'pay')).statusCode).toBe(410);
    expect(await balance(me.token)).toBe(0);
  });
});
