import { refundRequestMachine } from '../../../../machines/refund-request.machine';
import { ApiError } from '../../../api/errors';
import { defineModel, done, fail } from '../model';

export const ORDER_ID = 100045;
export const PHOTO = new File(['png'], 'cold.png', { type: 'image/png' });
export const REQUESTED = 'Refund request placed successfully';
export const ALREADY = new ApiError(403, 'order', ['Refund request already placed']);

export const refundRequestModel = defineModel({
  machine: refundRequestMachine,
  variants: [
    { name: 'delivered order', description: 'a delivered order', input: { orderId: ORDER_ID } },
  ],
  behaviour: (context) => context.reason !== null,
  events: {
    REASON_CHOSEN: [{ reason: 'Arrived cold' }],
    NOTE_CHANGED: [{ note: 'Arrived cold.' }],
    IMAGES_CHANGED: [{ images: [PHOTO] }],
    SUBMIT: [{}],
  },
  done: { requestRefund: [REQUESTED] },
  errors: { requestRefund: [ALREADY] },
  scenarios: [
    {
      name: 'refused, then asked again with the same reason, note and photo',
      variant: 'delivered order',
      events: [
        { type: 'REASON_CHOSEN', reason: 'Arrived cold' },
        { type: 'NOTE_CHANGED', note: 'Arrived cold.' },
        { type: 'IMAGES_CHANGED', images: [PHOTO] },
        { type: 'SUBMIT' },
        fail('requestRefund', ALREADY),
        { type: 'SUBMIT' },
        done('requestRefund', REQUESTED),
      ],
    },
  ],
});
