import { fromPromise } from 'xstate';
import { cancelReviewReminder, fetchPendingReview } from '@/api/order-history';
import { reviewPromptMachine } from '@machines/review-prompt.machine';
import type { AppSystem } from '../app-system';
import { useFlowActor } from '../flow-actor';

const providedReviewPrompt = ({ api }: AppSystem) =>
  reviewPromptMachine.provide({
    actors: {
      fetchPendingReview: fromPromise(() => fetchPendingReview(api)),
      cancelReview: fromPromise(({ input }) => cancelReviewReminder(api, input.orderId)),
    },
  });

/** The module home's review prompt for a signed-in customer. */
export function useReviewPromptFlow() {
  return useFlowActor(providedReviewPrompt);
}
