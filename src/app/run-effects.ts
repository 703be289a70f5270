import { navigate } from 'wouter/use-browser-location';
import type { AnyActorRef } from 'xstate';
import type { Effect, ToastEffect } from '@machines/effects';
import { describeError } from '@/api/errors';
import { i18next } from '@/i18n';
import '@/i18n/texts/shared';
import { Toaster } from './toaster-view';

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

/** Toasts come after the first paint, so the toast machinery loads on demand. */
export function showToast(effect: ToastEffect): void {
  if (effect.error !== undefined) console.warn(effect.error);
  const titles = toastTitles(effect);
  const to = effect.to;
  const action = to ? { label: i18next.t('common.view'), onClick: () => navigate(to) } : undefined;
  void Toaster.load();
  void import('@/components/toaster').then(({ toaster }) => {
    for (const each of titles) toaster.create({ title: each, type: effect.status, action });
  });
}

/** Carries out what a machine emits: toasts and navigation. Returns the unsubscribe. */
export function bindEffects(actor: AnyActorRef): () => void {
  const toast = actor.on('toast', (event: Effect) => {
    if (event.type === 'toast') showToast(event);
  });
  const go = actor.on('navigate', (event: Effect) => {
    if (event.type === 'navigate') navigate(event.to, { replace: event.replace === true });
  });
  return () => {
    toast.unsubscribe();
    go.unsubscribe();
  };
}
