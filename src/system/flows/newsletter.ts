import { fromPromise } from 'xstate';
import { subscribeNewsletter } from '@/api/newsletter';
import { newsletterMachine } from '@machines/newsletter.machine';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/shared';

const providedNewsletter = newsletterMachine.provide({
  actors: { subscribe: fromPromise(({ input }) => subscribeNewsletter(input.email)) },
});

/** The footer's newsletter band. */
export function useNewsletterFlow() {
  return useFlowActor(providedNewsletter);
}
