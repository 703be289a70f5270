import { expect } from 'vitest';
import { errorToast } from '../../machines/effects';
import { validateAuth } from '../../src/domain/auth';
import { describeModel } from './support/describe-model';
import { RETURN_TO, TOKEN, authFormModel } from '../../src/explorer/model/models/auth-form.model';
import type { StepContext } from './support/replay';

function everyStep({ snapshot, previous, event, emitted, calls }: StepContext) {
  for (const call of calls) {
    expect(call.id).toBe(snapshot.context.mode === 'signIn' ? 'signIn' : 'signUp');
    expect(call.input).toEqual(snapshot.context.fields);
  }
  switch (event.type) {
    case 'SUBMIT': {
      const messages = validateAuth(previous!.context.mode, previous!.context.fields);
      if (Object.keys(messages).length > 0) {
        expect(snapshot.value).toBe('editing');
        expect(snapshot.context.errors).toEqual(messages);
        expect(calls).toEqual([]);
      } else {
        expect(calls).toHaveLength(1);
      }
      expect(emitted).toEqual([]);
      break;
    }
    case 'xstate.error.actor.signIn':
    case 'xstate.error.actor.signUp':
      // A refusal keeps what was typed but the passwords.
      expect(snapshot.value).toBe('editing');
      expect(snapshot.context.fields).toEqual({
        ...previous!.context.fields,
        password: '',
        confirmPassword: '',
      });
      expect(emitted).toEqual([errorToast(event.error)]);
      break;
    case 'xstate.done.actor.signIn':
    case 'xstate.done.actor.signUp':
      expect(emitted).toEqual([
        { type: 'signedIn', token: TOKEN },
        {
          type: 'toast',
          status: 'success',
          messageKey: event.type === 'xstate.done.actor.signIn' ? 'auth.signedIn' : 'auth.signedUp',
        },
        { type: 'navigate', to: RETURN_TO, replace: true },
      ]);
      break;
    default:
      expect(emitted).toEqual([]);
  }
}

describeModel(authFormModel, {
  everyStep,
  states: {
    editing: ({ snapshot }) => expect(snapshot.context.token).toBeNull(),
    signingIn: ({ snapshot }) => {
      expect(snapshot.context.mode).toBe('signIn');
      expect(validateAuth('signIn', snapshot.context.fields)).toEqual({});
    },
    signingUp: ({ snapshot }) => {
      expect(snapshot.context.mode).toBe('signUp');
      expect(validateAuth('signUp', snapshot.context.fields)).toEqual({});
    },
    signedIn: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toBe(TOKEN);
    },
  },
});
