import { fromPromise } from 'xstate';
import { subscribeNewsletter } from '@/api/config';
import { newsletterMachine } from '@machines/newsletter.machine';
import { useFlowActor } from '../flow-actor';

const providedNewsletter = newsletterMachine.provide({
  actors: { subscribe: fromPromise(({ input }) => subscribeNewsletter(input.email)) },
});

/** The footer's newsletter band. */
export function useNewsletterFlow() {
  return useFlowActor(providedNewsletter);
}
