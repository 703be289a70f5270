import type { ToastEffect } from '@machines/effects';
import { describeError } from '@/api/errors';
import { i18next } from '@/i18n';
import '@/i18n/texts/shared';

/**
 * What a toast says. A failure (`errorToast`) in the customer's words by kind (offline, the
 * store's server out of reach, a failure on its side, an answer the app cannot read), or the
 * provider's own `errors[]`; its technical detail (the request, fetch's or the decoder's words)
 * goes to the console only. SPEC §8: each message of the provider's errors[] is a toast of its own.
 */
export function toastTitles(effect: ToastEffect): string[] {
  if (effect.error !== undefined) {
    const described = describeError(effect.error);
    return described.providerMessages.length > 0
      ? described.providerMessages
      : [i18next.t(described.messageKey)];
  }
  const title = effect.messageKey
    ? i18next.t(effect.messageKey, effect.values)
    : (effect.message ?? '');
  return effect.messages && effect.messages.length > 1 ? effect.messages : [title];
}
