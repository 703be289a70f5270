/** The error envelope of CONTRACT.md: `{"errors":[{"code","message"}]}`. */
export interface ErrorEnvelope {
  errors: { code: string; message: string }[];
}

export function envelope(code: string, message: string): ErrorEnvelope {
  return { errors: [{ code, message }] };
}

/** A refusal the routes throw; the app's error handler turns it into the envelope. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }

  toBody(): ErrorEnvelope {
    return envelope(this.code, this.message);
  }
}

/** 403: validation and business refusals. */
export const refuse = (code: string, message: string) => new ApiError(403, code, message);
/** 404: not found, or outside the service area. */
export const notFound = (code: string, message: string) => new ApiError(404, code, message);
