import { describe, expect, it } from 'vitest';
import { errorToast } from '../../machines/effects';
import { ApiError } from '../../src/api/errors';

describe('error toasts (SPEC §8)', () => {
  it('carry every message of errors[] when the provider gave several', () => {
    const error = new ApiError(403, 'f_name', ['name is required', 'Email is required']);
    expect(errorToast(error)).toEqual({
      type: 'toast',
      status: 'error',
      message: 'name is required',
      messages: ['name is required', 'Email is required'],
    });
  });

  it('carry the one message, or the generic words', () => {
    expect(errorToast(new ApiError(403, '', ['Out of Stock']))).toEqual({
      type: 'toast',
      status: 'error',
      message: 'Out of Stock',
    });
    expect(errorToast(undefined)).toEqual({
      type: 'toast',
      status: 'error',
      messageKey: 'errors.generic',
    });
  });
});
