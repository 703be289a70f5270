// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, streamTicket } from './account-helpers';
import { call, makeWorld, type TestWorld } from './helpers';

/**
 * A signed-in customer's event streams open with a minute's ticket, never with their token in
 * the URL (issue 43: a URL lands in access logs and the browser's history).
 */

let w: TestWorld;
let base: string;
beforeAll(async () => {
  w = await makeWorld();
  await w.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(w.app.server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => w.app.close());

/** The status a stream answers with (its head only: an opened stream is closed at once). */
async function streamStatus(query: string): Promise<number> {
  const ctrl = new AbortController();
  const res = await fetch(`${base}/customer/notifications/stream?${query}`, {
    signal: ctrl.signal,
  });
  const status = res.status;
  if (status === 200) expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  ctrl.abort();
  return status;
}

describe('stream tickets', () => {
  it('open the streams for a minute while the token is valid, and nothing else', async () => {
    const { token } = await signUp(w.app);
    expect((await call(w.app, 'POST', '/api/v1/customer/stream-ticket')).status).toBe(401);

    const ticket = await streamTicket(w.app, token);
    expect(await streamStatus(`ticket=${ticket}`)).toBe(200);
    // the browser reopening a dropped stream by itself, with the same address
    expect(await streamStatus(`ticket=${ticket}`)).toBe(200);
    // a ticket is not a token
    const asToken = await call(w.app, 'GET', '/api/v1/customer/info', {
      headers: bearer(decodeURIComponent(ticket)),
    });
    expect(asToken.status).toBe(401);
    // a token in the URL opens no customer's stream: it is asked as a guest's, with no guest id
    expect(await streamStatus(`token=${encodeURIComponent(token)}`)).toBeGreaterThanOrEqual(400);
    expect(await streamStatus('ticket=not-a-ticket')).toBe(401);

    w.clock.advance(61_000);
    expect(await streamStatus(`ticket=${ticket}`)).toBe(401);
    const fresh = await streamTicket(w.app, token);
    expect(await streamStatus(`ticket=${fresh}`)).toBe(200);

    // signing out ends the token, and its tickets with it
    const out = await call(w.app, 'POST', '/api/v1/auth/logout', { headers: bearer(token) });
    expect(out.status).toBe(200);
    expect(await streamStatus(`ticket=${fresh}`)).toBe(401);
  });
});
