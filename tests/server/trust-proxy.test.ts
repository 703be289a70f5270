// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyConfig } from '../../scripts/postgres/proxy';
import { deploymentFromEnv, LOCAL_DEPLOYMENT } from '../../server/http/deployment';
import { FIXTURE_RATE_LIMITS, makeWorld, type TestWorld } from './helpers';

/*
 * TRUST_PROXY (issue 43): a client's address is taken from X-Forwarded-For only when the request
 * comes from a proxy the operator named; else the header is anyone's to send. The guest-id
 * limit (2 a minute here) tells which address the provider counted.
 */

const LIMITS = { ...FIXTURE_RATE_LIMITS, guest: { max: 2, timeWindowMs: 60_000 } };

let trusting: TestWorld;
let plain: TestWorld;
beforeAll(async () => {
  trusting = await makeWorld({
    rateLimits: LIMITS,
    deployment: { ...LOCAL_DEPLOYMENT, trustProxy: ['127.0.0.1'] },
  });
  plain = await makeWorld({ rateLimits: LIMITS });
});
afterAll(async () => {
  await trusting.close();
  await plain.close();
});

const guest = (w: TestWorld, remoteAddress: string, forwardedFor: string) =>
  w.app
    .inject({
      method: 'POST',
      url: '/api/v1/auth/guest/request',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    })
    .then((r) => r.statusCode);

describe('TRUST_PROXY', () => {
  it('counts the client a named proxy forwards for, each apart', async () => {
    const first = [];
    for (let i = 0; i < 3; i++) first.push(await guest(trusting, '127.0.0.1', '203.0.113.1'));
    expect(first).toEqual([200, 200, 429]);
    expect(await guest(trusting, '127.0.0.1', '203.0.113.2')).toBe(200);
  });

  it('ignores X-Forwarded-For from anyone else, and when unset', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await guest(trusting, '198.51.100.9', `203.0.113.${10 + i}`));
    expect(answers).toEqual([200, 200, 429]);
    const unset = [];
    for (let i = 0; i < 3; i++) unset.push(await guest(plain, '127.0.0.1', `203.0.113.${20 + i}`));
    expect(unset).toEqual([200, 200, 429]);
  });

  it('is read from the environment: a list of addresses, off, never every sender', () => {
    expect(deploymentFromEnv({}).trustProxy).toEqual([]);
    expect(deploymentFromEnv({ TRUST_PROXY: 'off' }).trustProxy).toEqual([]);
    expect(deploymentFromEnv({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => deploymentFromEnv({ TRUST_PROXY: 'true' })).toThrow(/not every sender/);
  });

  it('is set up as docs/PROVIDER.md shows, with the nginx config npm run test:postgres runs', () => {
    const docs = readFileSync('docs/PROVIDER.md', 'utf8');
    expect(docs).toContain(
      proxyConfig({ port: 8000, upstreams: ['10.0.0.11:8080', '10.0.0.12:8080'] }),
    );
    expect(docs).toContain('TRUST_PROXY');
  });
});
