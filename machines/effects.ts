/**
 * What a machine asks the outside world to show or do, as emitted events.
 * The app listens (`actor.on('toast' | 'navigate', ...)`); model-based tests collect them.
 */
export type ToastStatus = 'success' | 'error' | 'info';

/** A toast: `messageKey` is an i18n key (SPEC texts), `message` a server's own words. */
export type ToastEffect = {
  type: 'toast';
  status: ToastStatus;
  messageKey?: string;
  message?: string;
  /** Interpolation values of `messageKey` (i18next `{{name}}`). */
  values?: Record<string, string | number>;
  /** Where the toast leads when clicked (push notifications). */
  to?: string;
  /** Every message of a provider's `errors[]` when it gave more than one (SPEC §8: each is toasted). */
  messages?: string[];
};

/** `replace`: the new page takes the current one's place in history (Back skips it). */
export type NavigateEffect = { type: 'navigate'; to: string; replace?: boolean };

export type Effect = ToastEffect | NavigateEffect;

export function toastKey(status: ToastStatus, messageKey: string): ToastEffect {
  return { type: 'toast', status, messageKey };
}

/** The text of a failed call, as the API client reports it (ApiError.message), else a generic key. */
export function errorToast(error: unknown): ToastEffect {
  const message =
    error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
      ? error.message
      : '';
  const messages =
    error && typeof error === 'object' && 'messages' in error && Array.isArray(error.messages)
      ? error.messages.filter((m): m is string => typeof m === 'string')
      : [];
  if (!message) return { type: 'toast', status: 'error', messageKey: 'errors.generic' };
  return messages.length > 1
    ? { type: 'toast', status: 'error', message, messages }
    : { type: 'toast', status: 'error', message };
}
