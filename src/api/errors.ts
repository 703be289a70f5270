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
