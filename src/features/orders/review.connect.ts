import type { SnapshotFrom } from 'xstate';
import type { ReviewEvent, reviewMachine } from '@machines/review.machine';

/** A review form: the stars, the comment, the photos; Submit once rated, busy while sent; reviewed once sent. */
export function connect(
  snapshot: SnapshotFrom<typeof reviewMachine>,
  send: (event: ReviewEvent) => void,
) {
  const { rating, comment, images } = snapshot.context;
  return {
    rating,
    comment,
    images,
    canSubmit: rating > 0,
    isSending: snapshot.hasTag('busy'),
    isSent: snapshot.status === 'done',
    rate: (value: number) => send({ type: 'RATED', rating: value }),
    changeComment: (value: string) => send({ type: 'COMMENT_CHANGED', comment: value }),
    changeImages: (files: File[]) => send({ type: 'IMAGES_CHANGED', images: files }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}
