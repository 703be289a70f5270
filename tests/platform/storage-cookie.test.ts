// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { mirroredValuesNow, startCookieMirror } from '@/platform/cookie-mirror';
import { saveLocation, saveModule } from '@/platform/location-store';
import { readerOf, readRaw, writeRaw } from '@/platform/storage';
import {
  mirrorCookie,
  parseMirroredCookies,
  TOKEN_LIFE_S,
  visitorCookie,
  visitorOf,
} from '@/platform/storage-cookie';
import { TOKEN_TTL_MS } from '../../server/services/sessions';
import { saveTheme } from '@/platform/theme';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

// Started once, as the app does after its first paint: it follows every write from then on.
startCookieMirror();

describe('the cookie copy of the stored keys the server needs (issue 28)', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
  });

  it('is written with the location, module, language and settings', () => {
    saveLocation({
      lat: 23.8,
      lng: 90.4,
      address: 'Road 1; Dhaka',
      zoneIds: [1],
      cashOnDelivery: true,
    });
    saveModule({ id: 2, module_name: 'Grocery', module_type: 'grocery' });
    writeRaw('language-setting', 'ar');
    saveTheme('dark');
    expect(parseMirroredCookies(document.cookie)).toEqual({
      zoneid: '[1]',
      currentLatLng: '{"lat":23.8,"lng":90.4}',
      location: 'Road 1; Dhaka',
      module: '{"id":2,"module_name":"Grocery","module_type":"grocery"}',
      'language-setting': 'ar',
      settings: '{"cashOnDelivery":true,"theme":"dark"}',
    });
  });

  it('carries who the visitor is in cookies of their own: the token to every page, the guest id to the checkout', () => {
    writeRaw('token', 'secret');
    writeRaw('guest_id', '42');
    writeRaw('searchedValues', '["x"]');
    // The guest id's cookie is sent to /checkout only: this page (/) does not see it.
    expect(document.cookie).toBe('sf.token=secret');
    expect(visitorOf(`${document.cookie}; sf.guest_id=42`)).toEqual({
      token: 'secret',
      guest_id: '42',
    });
    expect(visitorCookie('guest_id', '42', true)).toBe(
      'sf.guest_id=42; Path=/checkout; SameSite=Lax; Max-Age=31536000; Secure',
    );
    expect(parseMirroredCookies(document.cookie)).toEqual({});
    writeRaw('token', null);
    expect(document.cookie).toBe('');
    expect(visitorOf(document.cookie)).toEqual({});
  });

  it("keeps the token's cookie no longer than the token, host-only on https", () => {
    expect(TOKEN_LIFE_S * 1000).toBe(TOKEN_TTL_MS);
    expect(visitorCookie('token', 'secret', false)).toBe(
      `sf.token=secret; Path=/; SameSite=Lax; Max-Age=${TOKEN_LIFE_S}`,
    );
    expect(visitorCookie('token', 'secret', true)).toBe(
      `__Host-sf.token=secret; Path=/; SameSite=Lax; Max-Age=${TOKEN_LIFE_S}; Secure`,
    );
    expect(visitorCookie('token', null, true)).toBe(
      '__Host-sf.token=; Path=/; SameSite=Lax; Max-Age=0; Secure',
    );
    // The server reads it under either name.
    expect(visitorOf('__Host-sf.token=secret; sf.zoneid=%5B1%5D')).toEqual({ token: 'secret' });
  });

  it('follows a removal, and is brought in line with localStorage on any write', () => {
    writeRaw('zoneid', '[1]');
    writeRaw('zoneid', null);
    expect(parseMirroredCookies(document.cookie)).toEqual({});
    // Stored behind its back (before the mirror started, or by hand): the next write syncs all.
    localStorage.setItem('zoneid', '[3]');
    writeRaw('location', 'here');
    expect(parseMirroredCookies(document.cookie)).toEqual({ zoneid: '[3]', location: 'here' });
    expect(mirroredValuesNow()).toEqual({ zoneid: '[3]', location: 'here' });
  });

  it('parses a request header, ignoring other cookies, unknown keys and bad encodings', () => {
    const header = `a=1; sf.zoneid=%5B1%5D; sf.token=x; sf.location=%E0%A4; sf.module=; other=sf.zoneid`;
    expect(parseMirroredCookies(header)).toEqual({ zoneid: '[1]' });
    expect(parseMirroredCookies(undefined)).toEqual({});
  });

  it('drops a value too long for a cookie', () => {
    expect(mirrorCookie('location', 'x'.repeat(2000), false)).toMatch(
      /^sf\.location=; .*Max-Age=0/,
    );
    expect(mirrorCookie('location', 'here', true)).toMatch(/; Secure$/);
  });

  it('is what a request is read as, not what the browser reads: localStorage stays the source', () => {
    const request = readerOf(parseMirroredCookies('sf.zoneid=%5B9%5D'));
    expect(request('zoneid')).toBe('[9]');
    expect(request('token')).toBeNull();
    expect(readRaw('zoneid')).toBeNull();
  });
});
