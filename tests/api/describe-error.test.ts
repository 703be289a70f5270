import { describe, expect, it } from 'vitest';
import { ApiError, ContractError, describeError } from '../../src/api/errors';

/** Issue 31 item 6: the one place a failure is put in a kind, and in which words. */
describe('describeError', () => {
  it('tells no connection from a store out of reach, by what the browser knows', () => {
    const dropped = new ApiError(0, 'network', ['Failed to fetch']);
    expect(describeError(dropped, false)).toMatchObject({
      kind: 'offline',
      messageKey: 'errors.offline',
      providerMessages: [],
    });
    expect(describeError(dropped, true)).toMatchObject({
      kind: 'unreachable',
      messageKey: 'errors.unreachable',
      providerMessages: [],
    });
    // A gateway in front of a provider that is down is the same to a customer.
    for (const status of [502, 503, 504])
      expect(describeError(new ApiError(status, '', ['Bad Gateway']), true).kind).toBe(
        'unreachable',
      );
  });

  it("never shows a server error's own words", () => {
    expect(describeError(new ApiError(500, 'server', ['Internal Server Error']))).toMatchObject({
      kind: 'server',
      messageKey: 'errors.server',
      providerMessages: [],
    });
  });

  it("shows the provider's words for a refusal and a not-found", () => {
    expect(describeError(new ApiError(404, 'order', ['Order not found']))).toMatchObject({
      kind: 'notFound',
      providerMessages: ['Order not found'],
    });
    expect(
      describeError(new ApiError(403, 'zone', ['Service not available in this area'])),
    ).toMatchObject({ kind: 'refused', providerMessages: ['Service not available in this area'] });
  });

  it('calls a malformed answer unexpected, without the decoder text', () => {
    const described = describeError(new ContractError('categories', 'body: Expected an array'));
    expect(described).toEqual({
      kind: 'unexpected',
      messageKey: 'errors.unexpected',
      providerMessages: [],
    });
    expect(describeError(new TypeError('x is undefined')).messageKey).toBe('errors.generic');
  });
});
