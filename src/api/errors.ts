/** A refusal or failure reported by the provider: its own words, ready to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Every message of the `errors` array (SPEC §8: each is shown). */
  readonly messages: string[];

  constructor(status: number, code: string, messages: string[]) {
    super(messages[0] ?? `Request failed (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.messages = messages;
  }
}

/** An answer that does not match the contract: shown as an error state, never a blank page. */
export class ContractError extends Error {
  constructor(path: string, detail: string) {
    super(`Unexpected answer from ${path}: ${detail}`);
    this.name = 'ContractError';
  }
}

type ErrorBody = { errors?: unknown; message?: unknown };

/** Reads the error envelope, including the odd forms real backends send (a string, a bare message). */
export function toApiError(status: number, body: unknown): ApiError {
  const data = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  if (Array.isArray(data.errors)) {
    const entries = data.errors.filter(
      (entry): entry is { code?: unknown; message: string } =>
        !!entry &&
        typeof entry === 'object' &&
        typeof (entry as { message?: unknown }).message === 'string',
    );
    const first = entries[0];
    return new ApiError(
      status,
      typeof first?.code === 'string' ? first.code : '',
      entries.map((e) => e.message),
    );
  }
  if (typeof data.errors === 'string') return new ApiError(status, '', [data.errors]);
  if (typeof data.message === 'string') return new ApiError(status, '', [data.message]);
  return new ApiError(status, '', []);
}

export function hasErrorEnvelope(body: unknown): boolean {
  return (
    !!body && typeof body === 'object' && 'errors' in body && (body as ErrorBody).errors != null
  );
}

/**
 * What kind of failure a customer is told about (issue 31): no connection, the store's server
 * out of reach, a failure on its side, an answer the app cannot read, something that does not
 * exist, or a refusal in the provider's own words.
 */
export type ErrorKind =
  'offline' | 'unreachable' | 'server' | 'unexpected' | 'notFound' | 'refused' | 'unknown';

export type DescribedError = {
  kind: ErrorKind;
  /** The i18n key of the sentence that says what happened, in the customer's language. */
  messageKey: string;
  /** The provider's own words (its `errors[]`), for a refusal or a not-found; else none. */
  providerMessages: string[];
};

const MESSAGE_KEYS: Record<ErrorKind, string> = {
  offline: 'errors.offline',
  unreachable: 'errors.unreachable',
  server: 'errors.server',
  unexpected: 'errors.unexpected',
  notFound: 'errors.notFound',
  refused: 'errors.refused',
  unknown: 'errors.generic',
};

/**
 * The one place a failure is classified: what an API client's `request` throws (ApiError, ContractError) or
 * anything else. `online` is the browser's view (navigator.onLine) when the call failed. The
 * technical detail (the request, fetch's or the decoder's words) stays in the error itself, for
 * the console.
 */
export function describeError(
  error: unknown,
  online: boolean = typeof navigator === 'undefined' || navigator.onLine,
): DescribedError {
  const described = (kind: ErrorKind, providerMessages: string[] = []): DescribedError => ({
    kind,
    messageKey: MESSAGE_KEYS[kind],
    providerMessages,
  });
  if (error instanceof ContractError) return described('unexpected');
  if (!(error instanceof ApiError)) return described('unknown');
  if (error.status === 0) return described(online ? 'unreachable' : 'offline');
  // Gateways answer 502, 503 and 504 when the provider behind them cannot be reached.
  if (error.status > 501 && error.status < 505) return described('unreachable');
  // A server error's words are the server's own business (a stack, "Internal Server Error").
  if (error.status >= 500) return described('server');
  if (error.status === 404) return described('notFound', error.messages);
  return described('refused', error.messages);
}
