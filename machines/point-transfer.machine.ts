import { assign, emit, fromPromise, setup } from 'xstate';
import { pointTransferProblem, type PointTransferProblem } from '../src/domain/loyalty';
import { errorToast, toastKey, type Effect } from './effects';

export type PointTransferInput = { minimum: number };

export type PointTransferContext = {
  minimum: number;
  balance: number;
  point: string;
  problem: PointTransferProblem | null;
};

export type PointTransferEvent =
  | { type: 'OPEN'; balance: number }
  | { type: 'POINT_CHANGED'; point: string }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' };

/** Tells the flow the balances changed (points and wallet are refetched). */
export type TransferredEffect = { type: 'transferred' };

export const pointTransferMachine = setup({
  types: {
    input: {} as PointTransferInput,
    context: {} as PointTransferContext,
    events: {} as PointTransferEvent,
    emitted: {} as Effect | TransferredEffect,
  },
  actors: {
    transfer: fromPromise<string, { point: number }>(async () => {
      throw new Error('transfer not provided');
    }),
  },
  guards: {
    invalid: ({ context }) =>
      pointTransferProblem(context.point, {
        minimum: context.minimum,
        balance: context.balance,
      }) !== null,
  },
  actions: {
    open: assign(({ event }) =>
      event.type === 'OPEN' ? { balance: event.balance, point: '', problem: null } : {},
    ),
    setPoint: assign(({ event }) =>
      event.type === 'POINT_CHANGED' ? { point: event.point, problem: null } : {},
    ),
    showProblem: assign(({ context }) => ({
      problem: pointTransferProblem(context.point, {
        minimum: context.minimum,
        balance: context.balance,
      }),
    })),
    toastTransferred: emit(toastKey('success', 'loyalty.transferred')),
    announceTransferred: emit({ type: 'transferred' as const }),
    toastFailure: emit(({ event }) => errorToast((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'pointTransfer',
  description:
    'Loyalty points to wallet: the dialog takes a whole number of points, at least the minimum and at most the balance, then POST customer/loyalty-point/point-transfer; "Point to wallet transfer successfully." closes it, a refusal keeps it open with the provider\'s words.',
  context: ({ input }) => ({ minimum: input.minimum, balance: 0, point: '', problem: null }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The points card with its Convert button.',
      on: { OPEN: { target: 'editing', actions: 'open' } },
    },
    editing: {
      tags: ['dialog'],
      description: 'The dialog: how many points to convert.',
      on: {
        POINT_CHANGED: { actions: 'setPoint' },
        CLOSE: 'closed',
        SUBMIT: [{ guard: 'invalid', actions: 'showProblem' }, { target: 'transferring' }],
      },
    },
    transferring: {
      tags: ['dialog', 'busy'],
      description: 'POST customer/loyalty-point/point-transfer {point}.',
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => ({ point: Number(context.point.trim()) }),
        onDone: { target: 'closed', actions: ['toastTransferred', 'announceTransferred'] },
        onError: { target: 'editing', actions: 'toastFailure' },
      },
    },
  },
});
