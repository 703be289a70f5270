import { emit, fromPromise, setup } from 'xstate';
import type { Effect } from './effects';

export type CouponCopyInput = { code: string };

export type CouponCopyEvent = { type: 'COPY' };

/** A failure that is only logged (SPEC §8: clipboard failure). */
export type LogEffect = { type: 'log'; level: 'warn'; message: string };

export type CouponCopyEffect = Effect | LogEffect;

/** SPEC §9: "copied" shows for 1 s. */
export const COPIED_MS = 1000;

export const couponCopyMachine = setup({
  types: {
    input: {} as CouponCopyInput,
    context: {} as CouponCopyInput,
    events: {} as CouponCopyEvent,
    emitted: {} as CouponCopyEffect,
  },
  actors: {
    writeClipboard: fromPromise<void, { text: string }>(async () => {
      throw new Error('writeClipboard not provided');
    }),
  },
  actions: {
    logFailure: emit(({ context, event }) => {
      const error = (event as { error?: unknown }).error;
      return {
        type: 'log' as const,
        level: 'warn' as const,
        message: `Copying coupon ${context.code} failed: ${error instanceof Error ? error.message : String(error)}`,
      };
    }),
  },
  delays: {
    copiedDuration: COPIED_MS,
  },
}).createMachine({
  id: 'couponCopy',
  description:
    'The copy button of a coupon: the code goes to the clipboard and the button shows "copied" for 1 s; a clipboard failure is only logged.',
  context: ({ input }) => ({ code: input.code }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The copy button.',
      on: { COPY: 'copying' },
    },
    copying: {
      description: 'Writing the code to the clipboard.',
      invoke: {
        id: 'writeClipboard',
        src: 'writeClipboard',
        input: ({ context }) => ({ text: context.code }),
        onDone: 'copied',
        onError: { target: 'idle', actions: 'logFailure' },
      },
    },
    copied: {
      description: '"copied" for 1 s; another click copies again.',
      after: { copiedDuration: 'idle' },
      on: { COPY: { target: 'copying' } },
    },
  },
});
