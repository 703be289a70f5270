import type { SnapshotFrom } from 'xstate';
import type { ReviewPromptEvent, reviewPromptMachine } from '@machines/review-prompt.machine';

/**
 * The review prompt: shown only while it asks about an order (its item images), with Give
 * Review and close; closing hides it at once while the cancel call runs.
 */
export function connect(
  snapshot: SnapshotFrom<typeof reviewPromptMachine>,
  send: (event: ReviewPromptEvent) => void,
) {
  const isOpen = snapshot.matches('prompting');
  return {
    isOpen,
    images: isOpen ? (snapshot.context.pending?.images ?? []) : [],
    giveReview: () => send({ type: 'GIVE_REVIEW' }),
    close: () => send({ type: 'CLOSE' }),
  };
}
