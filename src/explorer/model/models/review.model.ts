import { reviewMachine } from '../../../../machines/review.machine';
import { ApiError } from '../../../api/errors';
import { defineModel, done, fail } from '../model';

export const PLATE = new File(['png'], 'plate.png', { type: 'image/png' });
export const SUBMITTED = 'Review submitted successfully';
export const ALREADY_REVIEWED = new ApiError(403, 'review', ['Already reviewed']);

export const reviewModel = defineModel({
  machine: reviewMachine,
  variants: [{ name: 'not reviewed', description: 'an item or the courier', input: undefined }],
  behaviour: (context) => context.rating > 0,
  events: {
    RATED: [{ rating: 5 }],
    COMMENT_CHANGED: [{ comment: 'Fresh and on time.' }],
    IMAGES_CHANGED: [{ images: [PLATE] }],
    SUBMIT: [{}],
  },
  done: { submitReview: [SUBMITTED] },
  errors: { submitReview: [ALREADY_REVIEWED] },
  scenarios: [
    {
      name: 'refused, then sent again with the same rating, comment and photo',
      variant: 'not reviewed',
      events: [
        { type: 'RATED', rating: 5 },
        { type: 'COMMENT_CHANGED', comment: 'Fresh and on time.' },
        { type: 'IMAGES_CHANGED', images: [PLATE] },
        { type: 'SUBMIT' },
        fail('submitReview', ALREADY_REVIEWED),
        { type: 'SUBMIT' },
        done('submitReview', SUBMITTED),
      ],
    },
  ],
});
