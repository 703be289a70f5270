import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ClientModule from '@/api/client';
import type * as ErrorsModule from '@/api/errors';
import type * as ConfigSchemas from '@/api/schemas/config';
import { makeWorld, type TestWorld } from '../server/helpers';

// A real provider on a free port, and a backend that answers badly.
let world: TestWorld;
let broken: Server;
let client: typeof ClientModule;
let errors: typeof ErrorsModule;
let schemas: typeof ConfigSchemas;
let providerUrl = '';
let brokenUrl = '';

/** A backend that answers the wrong shape or an error inside a 200, as some real backends do. */
function startBrokenBackend(): Promise<Server> {
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/api/v1/config'))
      response.end(JSON.stringify({ business_name: 42 }));
    else
      response.end(
        JSON.stringify({ errors: [{ code: 'balance', message: 'Your wallet balance is low' }] }),
      );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  world = await makeWorld();
  await world.app.listen({ port: 0, host: '127.0.0.1' });
  providerUrl = `http://127.0.0.1:${(world.app.server.address() as AddressInfo).port}`;
  broken = await startBrokenBackend();
  brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
  client = await import('@/api/client');
  errors = await import('@/api/errors');
  schemas = await import('@/api/schemas/config');
});

afterAll(async () => {
  await world.close();
  await new Promise((resolve) => broken.close(resolve));
});

/** An API client of the real provider, sending `headers`. */
const providerClient = (
  headers: Record<string, string> = {},
  more: Partial<ClientModule.ApiClientOptions> = {},
) => client.createApiClient({ origin: providerUrl, headers: () => headers, ...more });

describe('an API client against the real provider', () => {
  it('decodes an answer with its schema (numbers from strings included)', async () => {
    const config = await providerClient().request('config', schemas.Config);
    expect(config.business_name).toBe('Storefront');
    expect(typeof config.default_location.lat).toBe('number');
  });

  it("turns the error envelope into an ApiError carrying the provider's words", async () => {
    const { ZoneAnswer } = await import('@/api/schemas/location');
    const failure = providerClient().request('config/get-zone-id', ZoneAnswer, {
      query: { lat: 22.3096, lng: 91.8002 },
    });
    await expect(failure).rejects.toBeInstanceOf(errors.ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 404,
      code: 'coordinates',
      message: 'Service not available in this area',
    });
  });

  it('sends the configured headers (zoneId as a JSON array string)', async () => {
    const { StorePage } = await import('@/api/schemas/catalogue');
    await expect(
      providerClient().request('stores/get-stores/all', StorePage),
    ).rejects.toMatchObject({
      code: 'zoneId',
    });
    const page = await providerClient({ zoneId: '[3,1]', moduleId: '2' }).request(
      'stores/get-stores/all',
      StorePage,
    );
    expect(page.stores.length).toBeGreaterThan(0);
  });

  it('is one per app: two apps in one process, asking at once, each send their own headers (issue 40)', async () => {
    const { StorePage } = await import('@/api/schemas/catalogue');
    const sent: Record<string, string[]> = { zoned: [], lost: [] };
    const recording = (name: string) => (input: RequestInfo | URL, init?: RequestInit) => {
      sent[name]!.push(new Headers(init?.headers).get('zoneId') ?? 'none');
      return fetch(input, init);
    };
    const zoned = providerClient({ zoneId: '[1]', moduleId: '2' }, { fetch: recording('zoned') });
    const lost = providerClient({}, { fetch: recording('lost') });
    const answers = await Promise.allSettled(
      [zoned, lost, zoned, lost].map((api) => api.request('stores/get-stores/all', StorePage)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    expect(sent).toEqual({ zoned: ['[1]', '[1]'], lost: ['none', 'none'] });
  });

  it('reports a 401 with a token to the session', async () => {
    const onUnauthorized = vi.fn();
    const api = providerClient({ Authorization: 'Bearer expired-token' }, { onUnauthorized });
    const { Cart } = await import('@/api/schemas/cart');
    await expect(
      api.request('customer/cart/list', Cart, { headers: { moduleId: '2' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports a guest id the provider no longer knows', async () => {
    const onGuestRejected = vi.fn();
    const api = providerClient({ moduleId: '2' }, { onGuestRejected });
    const { Cart } = await import('@/api/schemas/cart');
    await expect(
      api.request('customer/cart/list', Cart, { query: { guest_id: '999999999999' } }),
    ).rejects.toMatchObject({
      code: 'guest_id',
    });
    expect(onGuestRejected).toHaveBeenCalledTimes(1);
  });
});

describe('an API client against a broken backend', () => {
  it('reports a malformed answer as a ContractError instead of passing it on', async () => {
    const failure = client
      .createApiClient({ origin: brokenUrl, headers: () => ({}) })
      .request('config', schemas.Config);
    await expect(failure).rejects.toBeInstanceOf(errors.ContractError);
    await expect(failure).rejects.toThrow(/business_name/);
  });

  it('treats a 200 whose body holds `errors` as a refusal', async () => {
    const failure = client
      .createApiClient({ origin: brokenUrl, headers: () => ({}) })
      .request('wallet', schemas.Config);
    await expect(failure).rejects.toMatchObject({
      message: 'Your wallet balance is low',
      code: 'balance',
    });
  });
});
