import { fromPromise } from 'xstate';
import { cancelReviewReminder, fetchPendingReview } from '@/api/order-history';
import { reviewPromptMachine } from '@machines/review-prompt.machine';
import { useFlowActor } from '../flow-actor';

const providedReviewPrompt = reviewPromptMachine.provide({
  actors: {
    fetchPendingReview: fromPromise(() => fetchPendingReview()),
    cancelReview: fromPromise(({ input }) => cancelReviewReminder(input.orderId)),
  },
});

/** The module home's review prompt for a signed-in customer. */
export function useReviewPromptFlow() {
  return useFlowActor(providedReviewPrompt);
}
