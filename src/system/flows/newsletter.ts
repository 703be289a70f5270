import { fromPromise } from 'xstate';
import { subscribeNewsletter } from '@/api/newsletter';
import { newsletterMachine } from '@machines/newsletter.machine';
import type { AppSystem } from '../app-system';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/shared';

const providedNewsletter = ({ api }: AppSystem) =>
  newsletterMachine.provide({
    actors: { subscribe: fromPromise(({ input }) => subscribeNewsletter(api, input.email)) },
  });

/** The footer's newsletter band. */
export function useNewsletterFlow() {
  return useFlowActor(providedNewsletter);
}
