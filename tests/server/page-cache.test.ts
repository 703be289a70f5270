import { describe, expect, it } from 'vitest';
import { PAGE_PARAMS as PAGE_HEAD_PARAMS } from '@/domain/page-head';
import { parseMirroredCookies, sharedValues } from '@/platform/storage-cookie';
import {
  MAX_AGE_MS,
  PAGE_PARAMS,
  PageCache,
  pageKey,
  sharedCookie,
} from '../../server/http/page-cache';

/* The page cache of server-rendered pages (issue 39): what keys an entry, and its byte budget. */

const place = 'sf.zoneid=%5B1%5D; sf.module=%7B%22id%22%3A1%7D; sf.language-setting=en';
const html = (text: string) => Buffer.from(`<p>${text}</p>`);

describe('pageKey', () => {
  it("keys on the parameters a page's canonical address keeps, and its language (one list each side)", () => {
    // The server imports nothing of the SPA: the two lists are kept equal here.
    expect([...PAGE_PARAMS].sort()).toEqual([...PAGE_HEAD_PARAMS, 'lang'].sort());
  });

  it('keys on what a page reads: unknown parameters and their order make no new entry', () => {
    const key = pageKey('/store/1?category=2&search=rice', place);
    expect(pageKey('/store/1?utm_source=x&search=rice&fbclid=y&category=2', place)).toBe(key);
    expect(pageKey('/store/1?category=3&search=rice', place)).not.toBe(key);
    expect(pageKey('/store/1?category=2&search=rice', `${place}; other=1; _ga=2`)).toBe(key);
  });

  it("keys on the visitor's place, module and language", () => {
    const key = pageKey('/home', place);
    expect(pageKey('/home', place.replace('language-setting=en', 'language-setting=ar'))).not.toBe(
      key,
    );
    expect(pageKey('/home', place.replace('%5B1%5D', '%5B2%5D'))).not.toBe(key);
  });

  it('is none for a visitor whose pages are theirs (a token or a guest id)', () => {
    expect(pageKey('/home', `${place}; sf.token=abc`)).toBeNull();
    expect(pageKey('/home', `${place}; __Host-sf.token=abc`)).toBeNull();
    expect(pageKey('/home', `${place}; sf.guest_id=12`)).toBeNull();
  });
});

describe('sharedCookie', () => {
  const latLng = (lat: number, lng: number) =>
    `sf.currentLatLng=${encodeURIComponent(JSON.stringify({ lat, lng }))}`;

  it("leaves out a guest's address line and rounds their place to about a kilometre", () => {
    const guest = `${place}; sf.location=Road%201; ${latLng(23.78064, 90.41631)}`;
    expect(sharedCookie(guest)).toBe(`${place}; ${latLng(23.78, 90.42)}`);
    expect(pageKey('/home', sharedCookie(guest))).toBe(
      pageKey('/home', sharedCookie(`${place}; sf.location=Gulshan; ${latLng(23.7812, 90.4151)}`)),
    );
  });

  it("is what the browser expects a guest's page to be rendered from (storage-cookie.ts sharedValues)", () => {
    // The server imports nothing of the SPA: the two are kept equal here.
    for (const guest of [
      `${place}; sf.location=Road%201; ${latLng(23.78064, 90.41631)}`,
      `${place}; ${latLng(-33.8688, 151.2093)}`,
      `${place}; sf.currentLatLng=nonsense; sf.settings=%7B%22theme%22%3A%22dark%22%7D`,
      place,
    ])
      expect(parseMirroredCookies(sharedCookie(guest))).toEqual(
        sharedValues(parseMirroredCookies(guest)),
      );
  });

  it('drops a place that is not one, and keeps the whole copy of a visitor whose pages are theirs', () => {
    expect(sharedCookie(`${place}; sf.currentLatLng=nonsense`)).toBe(place);
    const customer = `${place}; sf.location=Road%201; sf.token=abc`;
    expect(sharedCookie(customer)).toBe(customer);
  });
});

describe('PageCache', () => {
  it('answers a page kept at the same version, within its age', () => {
    let now = 0;
    const cache = new PageCache(1_000_000, () => now);
    cache.set('a', 'v1', html('a'), {}, null);
    expect(cache.get('a', 'v1', null)?.body.toString()).toBe('<p>a</p>');
    expect(cache.get('a', 'v2', null), 'the catalogue changed').toBeUndefined();
    cache.set('a', 'v2', html('a2'), {}, null);
    now = MAX_AGE_MS + 1;
    expect(cache.get('a', 'v2', null), 'too old').toBeUndefined();
  });

  it('keeps within its byte budget, the least recently used going first', () => {
    const cache = new PageCache(40);
    cache.set('a', 'v', html('a'.repeat(10)), {}, null);
    cache.set('b', 'v', html('b'.repeat(10)), {}, null);
    cache.get('a', 'v', null);
    cache.set('c', 'v', html('c'.repeat(10)), {}, null);
    expect(cache.bytes).toBeLessThanOrEqual(40);
    expect(cache.get('b', 'v', null)).toBeUndefined();
    expect(cache.get('a', 'v', null)).toBeDefined();
    expect(cache.get('c', 'v', null)).toBeDefined();
  });

  it('keeps nothing with a budget of 0, and still answers the page it was given', () => {
    const cache = new PageCache(0);
    expect(cache.set('a', 'v', html('a'), {}, null).toString()).toBe('<p>a</p>');
    expect(cache.set('b', 'v', html('b'), {}, 'gzip').length).toBeGreaterThan(0);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    expect(cache.get('a', 'v', null)).toBeUndefined();
  });
});
