import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import { StructError, create, string, type, type Struct } from 'superstruct';
import { ApiError, ContractError, hasErrorEnvelope, toApiError } from './errors';
import { FROM_WORKER_CACHE } from './worker-cache';

export const API_PREFIX = '/api/v1';

type HeaderSource = () => Record<string, string | undefined>;

let headerSource: HeaderSource = () => ({});
let unauthorizedListener: () => void = () => {};
let guestRejectedListener: () => void = () => {};
let networkListener: (reached: boolean) => void = () => {};

/**
 * The app tells the client where its headers come from, who hears of an expired token, and who
 * hears that the provider no longer knows the guest id sent.
 */
export function configureApi(options: {
  headers: HeaderSource;
  onUnauthorized: () => void;
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
}): void {
  headerSource = options.headers;
  unauthorizedListener = options.onUnauthorized;
  guestRejectedListener = options.onGuestRejected ?? (() => {});
  networkListener = options.onNetwork ?? (() => {});
  if (options.origin !== undefined) baseURL = `${options.origin}${API_PREFIX}`;
  http = ofetch.create(
    { retry: 0, timeout: options.timeoutMs },
    options.fetch ? { fetch: options.fetch } : undefined,
  );
}

let baseURL = `${import.meta.env.VITE_API_BASE_URL ?? ''}${API_PREFIX}`;

let http = ofetch.create({ retry: 0 });

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: Record<string, unknown> | FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function definedOnly(record: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(record))
    if (value !== undefined && value !== '') out[key] = value;
  return out;
}

/**
 * The only function in the SPA that does HTTP: sends the contract's headers, maps the error
 * envelope to ApiError (whatever the status), and decodes the answer with its schema.
 */
export async function apiRequest<T>(
  path: string,
  schema: Struct<T, unknown>,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...definedOnly(headerSource()),
    ...options.headers,
  };
  const fetchOptions: FetchOptions<'json'> = {
    baseURL,
    method: options.method ?? 'GET',
    headers,
    query: options.query
      ? Object.fromEntries(
          Object.entries(options.query).filter(([, v]) => v !== undefined && v !== null),
        )
      : undefined,
    body: options.body,
    signal: options.signal,
    onResponse: ({ response }) => {
      if (!response.headers.has(FROM_WORKER_CACHE)) networkListener(true);
    },
  };
  let body: unknown;
  try {
    body = await http(path, fetchOptions);
  } catch (error) {
    if (error instanceof FetchError && error.response) {
      const apiError = toApiError(error.response.status, error.data);
      if (error.response.status === 401 && headers.Authorization) unauthorizedListener();
      if (apiError.code === 'guest_id') guestRejectedListener();
      throw apiError;
    }
    // A request the page gave up on says nothing of the network.
    if (!options.signal?.aborted) networkListener(false);
    throw new ApiError(0, 'network', [error instanceof Error ? error.message : 'Network error']);
  }
  if (hasErrorEnvelope(body)) throw toApiError(200, body);
  try {
    return create(body, schema);
  } catch (error) {
    throw new ContractError(
      path,
      error instanceof StructError
        ? `${error.path.join('.') || 'body'}: ${error.message}`
        : String(error),
    );
  }
}

/**
 * Whether the provider answers at all: a light request past every cache (the connectivity
 * machine's probe). Resolves on any answer; rejects when none comes within `timeoutMs`.
 */
export async function probeProvider(timeoutMs = 5_000): Promise<void> {
  const health = `${baseURL.slice(0, -API_PREFIX.length)}/healthz`;
  try {
    await fetch(health, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ApiError(0, 'network', [error instanceof Error ? error.message : 'Network error']);
  }
}

const StreamTicket = type({ ticket: string() });

/**
 * The address of one of the provider's server-sent event streams. EventSource cannot send
 * headers, and a URL lands in access logs and history: a signed-in customer's stream is opened
 * with a ticket asked for each time (`POST customer/stream-ticket`: it opens the streams only,
 * for a minute), never with their token.
 */
export async function eventStreamUrl(
  path: string,
  query: RequestOptions['query'] = {},
): Promise<string> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) params.set(key, String(value));
  if (definedOnly(headerSource()).Authorization?.startsWith('Bearer ')) {
    const { ticket } = await apiRequest('customer/stream-ticket', StreamTicket, { method: 'POST' });
    params.set('ticket', ticket);
  }
  return `${baseURL}/${path}?${params.toString()}`;
}

/**
 * A multipart POST that reports how much of its body has gone up (`onProgress`, 0..1): fetch
 * cannot tell, XMLHttpRequest can. Same headers, error mapping and schema as `apiRequest`.
 */
export function apiUpload<T>(
  path: string,
  schema: Struct<T, unknown>,
  form: FormData,
  options: { headers?: Record<string, string>; onProgress?: (fraction: number) => void } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...definedOnly(headerSource()),
    ...options.headers,
  };
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${baseURL}/${path}`);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => {
      networkListener(false);
      reject(new ApiError(0, 'network', ['Network error']));
    };
    request.onload = () => {
      networkListener(true);
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status < 200 || request.status >= 300 || hasErrorEnvelope(body)) {
        const apiError = toApiError(request.status, body);
        if (request.status === 401 && headers.Authorization) unauthorizedListener();
        if (apiError.code === 'guest_id') guestRejectedListener();
        reject(apiError);
        return;
      }
      options.onProgress?.(1);
      try {
        resolve(create(body, schema));
      } catch (error) {
        reject(
          new ContractError(
            path,
            error instanceof StructError
              ? `${error.path.join('.') || 'body'}: ${error.message}`
              : String(error),
          ),
        );
      }
    };
    request.send(form);
  });
}
