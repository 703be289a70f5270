import { navigate } from 'wouter/use-browser-location';
import type { AnyActorRef } from 'xstate';
import type { Effect, ToastEffect } from '@machines/effects';
import { i18next } from '@/i18n';
import '@/i18n/texts/shared';
import { Toaster } from './toaster-view';

/** Toasts come after the first paint, so the toast machinery loads on demand. */
export function showToast(effect: ToastEffect): void {
  const title = effect.messageKey
    ? i18next.t(effect.messageKey, effect.values)
    : (effect.message ?? '');
  const to = effect.to;
  const action = to ? { label: i18next.t('common.view'), onClick: () => navigate(to) } : undefined;
  // SPEC §8: each message of the provider's errors[] is a toast of its own.
  const titles = effect.messages && effect.messages.length > 1 ? effect.messages : [title];
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
