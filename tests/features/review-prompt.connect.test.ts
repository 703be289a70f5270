import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { connect } from '@/features/home/review-prompt.connect';
import { reviewPromptMachine } from '@machines/review-prompt.machine';
import { answering, connected, failing, pending, settle } from './support/flow';

const PENDING = { orderId: 42, images: ['/storage/item/a.png', '/storage/item/b.png'] };

describe('review prompt connect', () => {
  it('stays hidden while it checks, then asks with the order’s item images', async () => {
    const flow = connected(
      reviewPromptMachine.provide({
        actors: { fetchPendingReview: answering(PENDING), cancelReview: pending() },
      }),
      connect,
    );
    expect(flow.api()).toMatchObject({ isOpen: false, images: [] });
    await settle();
    expect(flow.api()).toMatchObject({ isOpen: true, images: PENDING.images });
  });

  it('Give Review emits the way to the order’s rate-and-review page', async () => {
    const flow = connected(
      reviewPromptMachine.provide({
        actors: { fetchPendingReview: answering(PENDING), cancelReview: pending() },
      }),
      connect,
    );
    const emitted: unknown[] = [];
    flow.actor.on('navigate', (event) => emitted.push(event));
    await settle();
    flow.api().giveReview();
    expect(flow.sent).toEqual([{ type: 'GIVE_REVIEW' }]);
    expect(emitted).toEqual([{ type: 'navigate', to: '/rate-and-review/42' }]);
    expect(flow.api().isOpen).toBe(false);
  });

  it('closing hides it at once and cancels the reminder for that order', async () => {
    const canceled: number[] = [];
    const flow = connected(
      reviewPromptMachine.provide({
        actors: {
          fetchPendingReview: answering(PENDING),
          cancelReview: fromPromise<void, { orderId: number }>(async ({ input }) => {
            canceled.push(input.orderId);
          }),
        },
      }),
      connect,
    );
    await settle();
    flow.api().close();
    expect(flow.sent).toEqual([{ type: 'CLOSE' }]);
    expect(flow.api()).toMatchObject({ isOpen: false, images: [] });
    await settle();
    expect(canceled).toEqual([42]);
    expect(flow.actor.getSnapshot().value).toBe('dismissed');
  });

  it('nothing pending, or a failed check, shows nothing', async () => {
    for (const fetchPendingReview of [answering(null), failing('Unauthenticated.')]) {
      const flow = connected(
        reviewPromptMachine.provide({ actors: { fetchPendingReview, cancelReview: pending() } }),
        connect,
      );
      await settle();
      expect(flow.api().isOpen).toBe(false);
      expect(flow.actor.getSnapshot().status).toBe('done');
    }
  });
});
