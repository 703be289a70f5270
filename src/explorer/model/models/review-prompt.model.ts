import { reviewPromptMachine } from '../../../../machines/review-prompt.machine';
import { ApiError } from '../../../api/errors';
import { defineModel } from '../model';

export const PENDING = { orderId: 100045, images: ['/storage/product/biryani.png'] };

export const reviewPromptModel = defineModel({
  machine: reviewPromptMachine,
  variants: [
    {
      name: 'customer',
      description: 'a signed-in customer opens home',
      input: undefined,
    },
  ],
  events: { GIVE_REVIEW: [{}], CLOSE: [{}] },
  done: { fetchPendingReview: [PENDING, null], cancelReview: [undefined] },
  errors: {
    fetchPendingReview: [new ApiError(401, 'auth', ['Unauthenticated'])],
    cancelReview: [new Error('Network error')],
  },
});
