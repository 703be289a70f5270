import { pointTransferMachine } from '../../../../machines/point-transfer.machine';
import { ApiError } from '../../../api/errors';
import { pointTransferProblem } from '../../../domain/loyalty';
import { defineModel, done, fail } from '../model';

export const MINIMUM = 20;
export const BALANCE = 100;
export const TRANSFERRED = 'Point to wallet transfer successfully.';
export const REFUSED = new ApiError(403, 'point', ['Insufficient point']);

export const pointTransferModel = defineModel({
  machine: pointTransferMachine,
  variants: [
    {
      name: 'points',
      description: 'a customer with 100 points, minimum 20',
      input: { minimum: MINIMUM },
    },
  ],
  behaviour: (context) =>
    pointTransferProblem(context.point, { minimum: context.minimum, balance: context.balance })
      ?.key ?? 'ok',
  events: {
    OPEN: [{ balance: BALANCE }],
    POINT_CHANGED: [{ point: 'ten' }, { point: '10' }, { point: '500' }, { point: '50' }],
    SUBMIT: [{}],
    CLOSE: [{}],
  },
  done: { transfer: [TRANSFERRED] },
  errors: { transfer: [REFUSED] },
  scenarios: [
    {
      name: 'below the minimum, then refused, then transferred',
      variant: 'points',
      events: [
        { type: 'OPEN', balance: BALANCE },
        { type: 'POINT_CHANGED', point: '10' },
        { type: 'SUBMIT' },
        { type: 'POINT_CHANGED', point: '50' },
        { type: 'SUBMIT' },
        fail('transfer', REFUSED),
        { type: 'SUBMIT' },
        done('transfer', TRANSFERRED),
      ],
    },
  ],
});
