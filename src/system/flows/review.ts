import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { submitCourierReview, submitItemReview } from '@/api/order-history';
import { invalidateOrderItems } from '@/api/queries/orders';
import { reviewMachine } from '@machines/review.machine';
import { useAppSystem, type AppSystem } from '../app-system';
import { useFlowActor } from '../flow-actor';
import '@/i18n/texts/orders';

/** What one review form rates: an item of the order (with photos) or its courier. */
export type ReviewTarget =
  | { kind: 'item'; orderId: number; itemId: number }
  | { kind: 'courier'; orderId: number; deliveryManId: number };

function providedReview({ api }: AppSystem, target: ReviewTarget) {
  return reviewMachine.provide({
    actors: {
      submitReview: fromPromise(({ input }) =>
        target.kind === 'item'
          ? submitItemReview(api, { ...input, orderId: target.orderId, itemId: target.itemId })
          : submitCourierReview(api, {
              rating: input.rating,
              comment: input.comment,
              orderId: target.orderId,
              deliveryManId: target.deliveryManId,
            }),
      ),
    },
  });
}

/**
 * One review form of `/rate-and-review/{orderId}`: sent, an item's review reads the order's
 * items again (they say which are reviewed); the courier's shows as reviewed from the flow.
 */
export function useReviewFlow(target: ReviewTarget) {
  const queryClient = useQueryClient();
  const system = useAppSystem();
  const [machine] = useState(() => providedReview(system, target));
  const bind = useCallback(
    (actor: ActorRefFrom<typeof reviewMachine>) => {
      const subscription = actor.on('reviewSent', () => {
        if (target.kind === 'item') void invalidateOrderItems(queryClient, target.orderId);
      });
      return () => subscription.unsubscribe();
    },
    [queryClient, target.kind, target.orderId],
  );
  return useFlowActor(machine, undefined, bind);
}
