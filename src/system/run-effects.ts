import { navigate } from 'wouter/use-browser-location';
import type { AnyActorRef } from 'xstate';
import type { Effect, ToastEffect } from '@machines/effects';
import { i18next } from '@/i18n';
import '@/i18n/texts/shared';
import { Toaster } from './toaster-view';

/**
 * Toasts come after the first paint, so the toast machinery loads on demand, and with it the
 * words of a failure (src/components/toast-words.ts).
 */
export function showToast(effect: ToastEffect): void {
  if (effect.error !== undefined) console.warn(effect.error);
  const to = effect.to;
  const action = to ? { label: i18next.t('common.view'), onClick: () => navigate(to) } : undefined;
  void Toaster.load();
  void import('@/components/toaster').then(({ toaster, toastTitles }) => {
    // The same words of the same kind while they show are one toast (a change refused again
    // after a flickering connection says nothing more the second time).
    for (const each of toastTitles(effect))
      toaster.create({ id: `${effect.status}:${each}`, title: each, type: effect.status, action });
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
