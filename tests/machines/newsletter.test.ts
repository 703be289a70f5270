import { expect } from 'vitest';
import { errorToast } from '../../machines/effects';
import { isEmailValid } from '../../src/domain/email';
import { describeModel } from './support/describe-model';
import { VALID_EMAIL, newsletterModel } from '../../src/explorer/model/models/newsletter.model';
import type { StepContext } from './support/replay';

function everyStep({ snapshot, previous, event, emitted, calls }: StepContext) {
  for (const call of calls) expect(call.input).toEqual({ email: VALID_EMAIL });
  switch (event.type) {
    case 'SUBSCRIBE':
      if (isEmailValid(previous!.context.email)) {
        expect(snapshot.value).toBe('subscribing');
        expect(emitted).toEqual([]);
      } else {
        // SPEC §5: 'Please insert a valid email.'; nothing is sent.
        expect(snapshot.context.error).toBe('newsletter.invalidEmail');
        expect(emitted).toEqual([
          { type: 'toast', status: 'error', messageKey: 'newsletter.invalidEmail' },
        ]);
        expect(calls).toEqual([]);
      }
      break;
    case 'xstate.done.actor.subscribe':
      // 'Subscribed Successfully' and the field cleared.
      expect(snapshot.context.email).toBe('');
      expect(emitted).toEqual([
        { type: 'toast', status: 'success', messageKey: 'newsletter.subscribed' },
      ]);
      break;
    case 'xstate.error.actor.subscribe':
      expect(snapshot.context.email).toBe(previous!.context.email);
      expect(emitted).toEqual([errorToast(event.error)]);
      break;
    default:
      expect(emitted).toEqual([]);
  }
}

describeModel(newsletterModel, {
  everyStep,
  states: {
    editing: ({ snapshot }) => expect(snapshot.status).toBe('active'),
    subscribing: ({ snapshot }) => expect(isEmailValid(snapshot.context.email)).toBe(true),
  },
});
