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
  /** The failure an error toast reports (`errorToast`): the app words it. */
  error?: unknown;
};

/** `replace`: the new page takes the current one's place in history (Back skips it). */
export type NavigateEffect = { type: 'navigate'; to: string; replace?: boolean };

export type Effect = ToastEffect | NavigateEffect;

export function toastKey(status: ToastStatus, messageKey: string): ToastEffect {
  return { type: 'toast', status, messageKey };
}

/**
 * A failed call's toast. The machine does not word it: the app says what happened, by kind, in
 * the customer's language, or in the provider's own words (`describeError` in src/api/errors.ts,
 * through src/system/run-effects.ts), never a request path or a decoder's text (issue 31).
 * `messageKey` is the words for a failure nobody can describe.
 */
export function errorToast(error: unknown): ToastEffect {
  return error === undefined
    ? { type: 'toast', status: 'error', messageKey: 'errors.generic' }
    : { type: 'toast', status: 'error', messageKey: 'errors.generic', error };
}
