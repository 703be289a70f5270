import { describe, expect, it } from 'vitest';
import { errorToast } from '../../machines/effects';
import { ApiError } from '../../src/api/errors';

describe('error toasts', () => {
  it('carry the failure itself, for the app to word (src/system/run-effects.ts)', () => {
    const error = new ApiError(403, 'f_name', ['name is required', 'Email is required']);
    expect(errorToast(error)).toEqual({
      type: 'toast',
      status: 'error',
      messageKey: 'errors.generic',
      error,
    });
  });

  it('say the generic words for a failure with nothing to describe', () => {
    expect(errorToast(undefined)).toEqual({
      type: 'toast',
      status: 'error',
      messageKey: 'errors.generic',
    });
  });
});
