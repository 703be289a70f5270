import { StructError, create, type Struct } from 'superstruct';
import { ApiError, ContractError, hasErrorEnvelope, toApiError } from './errors';

export const API_PREFIX = '/api/v1';

type HeaderSource = () => Record<string, string | undefined>;

let headerSource: HeaderSource = () => ({});
let unauthorizedListener: () => void = () => {};
let guestRejectedListener: () => void = () => {};

/**
 * The app tells the client where its headers come from, who hears of an expired token, and who
 * hears that the provider no longer knows the guest id sent.
 */
export function configureApi(options: {
  headers: HeaderSource;
  onUnauthorized: () => void;
  onGuestRejected?: () => void;
}): void {
  headerSource = options.headers;
  unauthorizedListener = options.onUnauthorized;
  guestRejectedListener = options.onGuestRejected ?? (() => {});
}

const baseURL = `${import.meta.env.VITE_API_BASE_URL ?? ''}${API_PREFIX}`;

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

function urlOf(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) params.append(key, String(value));
  const search = params.toString();
  const url = /^https?:\/\//.test(path) ? path : `${baseURL}/${path.replace(/^\//, '')}`;
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

const isJson = (body: RequestOptions['body']): body is Record<string, unknown> =>
  body !== undefined && !(body instanceof FormData);

/** The answer's JSON, or its text when it is not JSON (a static page's HTML), or undefined. */
function parsed(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
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
  let body: unknown;
  let response: Response;
  try {
    response = await fetch(urlOf(path, options.query), {
      method: options.method ?? 'GET',
      headers: isJson(options.body) ? { 'Content-Type': 'application/json', ...headers } : headers,
      body: isJson(options.body) ? JSON.stringify(options.body) : options.body,
      signal: options.signal ?? null,
    });
    body = parsed(await response.text());
  } catch (error) {
    throw new ApiError(0, 'network', [error instanceof Error ? error.message : 'Network error']);
  }
  if (!response.ok) {
    const apiError = toApiError(response.status, body);
    if (response.status === 401 && headers.Authorization) unauthorizedListener();
    if (apiError.code === 'guest_id') guestRejectedListener();
    throw apiError;
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
