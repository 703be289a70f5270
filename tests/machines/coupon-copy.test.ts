import { expect } from 'vitest';
import { describeModel } from './support/describe-model';
import { COUPON_CODE, couponCopyModel } from '../../src/explorer/model/models/coupon-copy.model';
import type { StepContext } from './support/replay';

function everyStep({ snapshot, event, emitted, calls }: StepContext) {
  expect(snapshot.context.code).toBe(COUPON_CODE);
  for (const call of calls) expect(call.input).toEqual({ text: COUPON_CODE });
  if (event.type === 'COPY') expect(calls.map((call) => call.id)).toEqual(['writeClipboard']);
  if (event.type === 'xstate.error.actor.writeClipboard') {
    // Only logged: no toast, back to the button.
    expect(emitted).toEqual([
      {
        type: 'log',
        level: 'warn',
        message: `Copying coupon ${COUPON_CODE} failed: Document is not focused.`,
      },
    ]);
    expect(snapshot.value).toBe('idle');
  } else expect(emitted).toEqual([]);
}

describeModel(couponCopyModel, {
  everyStep,
  states: {
    idle: ({ snapshot }) => expect(snapshot.can({ type: 'COPY' })).toBe(true),
    copying: ({ snapshot }) => expect(snapshot.children.writeClipboard).toBeDefined(),
    copied: ({ event }) => expect(event.type).toBe('xstate.done.actor.writeClipboard'),
  },
});
