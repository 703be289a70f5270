import type { QueryClient } from '@tanstack/react-query';
import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import { StructError, create, string, type, type Struct } from 'superstruct';
import { ApiError, ContractError, hasErrorEnvelope, toApiError } from './errors';
import { FROM_WORKER_CACHE } from './worker-cache';

export const API_PREFIX = '/api/v1';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: Record<string, unknown> | FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * One app's way to the provider (issue 40): its address, its headers and who hears what its
 * requests meet. Made per app system: one per page in the browser, one per request on a server,
 * so two pages rendered at once never send each other's headers.
 */
export type ApiClient = {
  /**
   * The only way the SPA does HTTP: sends the contract's headers, maps the error envelope to
   * ApiError (whatever the status), and decodes the answer with its schema.
   */
  request<T>(path: string, schema: Struct<T, unknown>, options?: RequestOptions): Promise<T>;
  /**
   * A multipart POST that reports how much of its body has gone up (`onProgress`, 0..1): fetch
   * cannot tell, XMLHttpRequest can. Same headers, error mapping and schema as `request`.
   */
  upload<T>(
    path: string,
    schema: Struct<T, unknown>,
    form: FormData,
    options?: { headers?: Record<string, string>; onProgress?: (fraction: number) => void },
  ): Promise<T>;
  /**
   * The address of one of the provider's server-sent event streams. EventSource cannot send
   * headers, and a URL lands in access logs and history: a signed-in customer's stream is opened
   * with a ticket asked for each time (`POST customer/stream-ticket`: it opens the streams only,
   * for a minute), never with their token.
   */
  streamUrl(path: string, query?: RequestOptions['query']): Promise<string>;
  /**
   * Whether the provider answers at all: a light request past every cache (the connectivity
   * machine's probe). Resolves on any answer; rejects when none comes within `timeoutMs`.
   */
  probe(timeoutMs?: number): Promise<void>;
};

export type ApiClientOptions = {
  /** the contract's headers, read for each request */
  headers: () => Record<string, string | undefined>;
  /** a 401 to a request that carried a token: the session has expired */
  onUnauthorized?: () => void;
  /** the provider no longer knows the guest id sent */
  onGuestRejected?: () => void;
  /**
   * What each request met (issue 38): `true` when the provider answered (whatever the status),
   * `false` when nothing did (the network is dead, whatever the browser says).
   */
  onNetwork?: (reached: boolean) => void;
  /** the API's origin when the page's own is not it (server rendering: the provider's address) */
  origin?: string;
  /**
   * how requests are sent, when not by the global fetch (server rendering in the provider's own
   * process: to its routes in process, no socket)
   */
  fetch?: typeof fetch;
  /** how long a request may take before it counts as unanswered (server rendering: a page waits no longer) */
  timeoutMs?: number;
};

function definedOnly(record: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(record))
    if (value !== undefined && value !== '') out[key] = value;
  return out;
}

function contractError(path: string, error: unknown): ContractError {
  return new ContractError(
    path,
    error instanceof StructError
      ? `${error.path.join('.') || 'body'}: ${error.message}`
      : String(error),
  );
}

const StreamTicket = type({ ticket: string() });

export function createApiClient(options: ApiClientOptions): ApiClient {
  const origin = options.origin ?? import.meta.env.VITE_API_BASE_URL ?? '';
  const baseURL = `${origin}${API_PREFIX}`;
  const http = ofetch.create(
    { retry: 0, timeout: options.timeoutMs },
    options.fetch ? { fetch: options.fetch } : undefined,
  );
  const heard = (reached: boolean) => options.onNetwork?.(reached);
  const headersWith = (extra: Record<string, string> | undefined): Record<string, string> => ({
    Accept: 'application/json',
    ...definedOnly(options.headers()),
    ...extra,
  });
  /** What a refusal means beyond itself: an expired session, a guest id no longer known. */
  const refused = (status: number, body: unknown, headers: Record<string, string>) => {
    const apiError = toApiError(status, body);
    if (status === 401 && headers.Authorization) options.onUnauthorized?.();
    if (apiError.code === 'guest_id') options.onGuestRejected?.();
    return apiError;
  };

  const client: ApiClient = {
    async request(path, schema, request = {}) {
      const headers = headersWith(request.headers);
      const fetchOptions: FetchOptions<'json'> = {
        baseURL,
        method: request.method ?? 'GET',
        headers,
        query: request.query
          ? Object.fromEntries(
              Object.entries(request.query).filter(([, v]) => v !== undefined && v !== null),
            )
          : undefined,
        body: request.body,
        signal: request.signal,
        onResponse: ({ response }) => {
          if (!response.headers.has(FROM_WORKER_CACHE)) heard(true);
        },
      };
      let body: unknown;
      try {
        body = await http(path, fetchOptions);
      } catch (error) {
        if (error instanceof FetchError && error.response)
          throw refused(error.response.status, error.data, headers);
        // A request the page gave up on says nothing of the network.
        if (!request.signal?.aborted) heard(false);
        throw new ApiError(0, 'network', [
          error instanceof Error ? error.message : 'Network error',
        ]);
      }
      if (hasErrorEnvelope(body)) throw toApiError(200, body);
      try {
        return create(body, schema);
      } catch (error) {
        throw contractError(path, error);
      }
    },

    upload(path, schema, form, upload = {}) {
      const headers = headersWith(upload.headers);
      return new Promise((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open('POST', `${baseURL}/${path}`);
        for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0)
            upload.onProgress?.(event.loaded / event.total);
        };
        request.onerror = () => {
          heard(false);
          reject(new ApiError(0, 'network', ['Network error']));
        };
        request.onload = () => {
          heard(true);
          let body: unknown = null;
          try {
            body = JSON.parse(request.responseText);
          } catch {
            body = null;
          }
          if (request.status < 200 || request.status >= 300 || hasErrorEnvelope(body)) {
            reject(refused(request.status, body, headers));
            return;
          }
          upload.onProgress?.(1);
          try {
            resolve(create(body, schema));
          } catch (error) {
            reject(contractError(path, error));
          }
        };
        request.send(form);
      });
    },

    async streamUrl(path, query = {}) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query))
        if (value !== undefined && value !== null) params.set(key, String(value));
      if (definedOnly(options.headers()).Authorization?.startsWith('Bearer ')) {
        const { ticket } = await client.request('customer/stream-ticket', StreamTicket, {
          method: 'POST',
        });
        params.set('ticket', ticket);
      }
      return `${baseURL}/${path}?${params.toString()}`;
    },

    async probe(timeoutMs = 5_000) {
      try {
        await fetch(`${origin}/healthz`, {
          cache: 'no-store',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new ApiError(0, 'network', [
          error instanceof Error ? error.message : 'Network error',
        ]);
      }
    },
  };
  return client;
}

/** Each app's query client and its API client (queries reach the API through the client they run in). */
const apiOfQueries = new WeakMap<QueryClient, ApiClient>();

/** `api` is how the queries of `queries` reach the provider. */
export function bindApiClient(queries: QueryClient, api: ApiClient): void {
  apiOfQueries.set(queries, api);
}

/** The API client of the app whose query client is `queries` (a query function's `client`). */
export function apiOf(queries: QueryClient): ApiClient {
  const api = apiOfQueries.get(queries);
  if (!api) throw new Error('apiOf: a query client with no API client (createAppSystem binds one)');
  return api;
}
