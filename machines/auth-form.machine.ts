import { assign, emit, fromPromise, setup } from 'xstate';
import {
  emptyAuthFields,
  validateAuth,
  type AuthErrors,
  type AuthField,
  type AuthFields,
  type AuthMode,
} from '../src/domain/auth';
import { errorToast, toastKey, type Effect } from './effects';

export type AuthFormInput = { mode: AuthMode; returnTo: string };

export type AuthFormContext = {
  mode: AuthMode;
  returnTo: string;
  fields: AuthFields;
  errors: AuthErrors;
  token: string | null;
};

export type AuthFormEvent =
  { type: 'FIELD_CHANGED'; field: AuthField; value: string } | { type: 'SUBMIT' };

export type AuthFormEffect = Effect | { type: 'signedIn'; token: string };

export const authFormMachine = setup({
  types: {
    input: {} as AuthFormInput,
    context: {} as AuthFormContext,
    events: {} as AuthFormEvent,
    emitted: {} as AuthFormEffect,
    output: {} as string | null,
  },
  actors: {
    signIn: fromPromise<string, AuthFields>(async () => {
      throw new Error('signIn not provided');
    }),
    signUp: fromPromise<string, AuthFields>(async () => {
      throw new Error('signUp not provided');
    }),
  },
  guards: {
    formInvalid: ({ context }) =>
      Object.keys(validateAuth(context.mode, context.fields)).length > 0,
    isSignIn: ({ context }) => context.mode === 'signIn',
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'FIELD_CHANGED') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { fields: { ...context.fields, [event.field]: event.value }, errors };
    }),
    showErrors: assign({ errors: ({ context }) => validateAuth(context.mode, context.fields) }),
    forgetPasswords: assign({
      fields: ({ context }) => ({ ...context.fields, password: '', confirmPassword: '' }),
    }),
    setToken: assign({ token: (_, token: string) => token }),
    announceSignedIn: emit(({ context }) => ({
      type: 'signedIn' as const,
      token: context.token as string,
    })),
    toastSignedIn: emit(({ context }) =>
      toastKey('success', context.mode === 'signIn' ? 'auth.signedIn' : 'auth.signedUp'),
    ),
    // The sign-in page gives its place in history to the page the customer returns to.
    goBack: emit(({ context }) => ({
      type: 'navigate' as const,
      to: context.returnTo,
      replace: true,
    })),
    toastFailure: emit(({ event }) => errorToast((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'authForm',
  description:
    'Sign in (phone or email and password) or sign up. The guest id goes along so the guest cart follows the customer; a refusal keeps what was typed except the passwords.',
  context: ({ input }) => ({
    mode: input.mode,
    returnTo: input.returnTo,
    fields: emptyAuthFields(),
    errors: {},
    token: null,
  }),
  initial: 'editing',
  output: ({ context }) => context.token,
  states: {
    editing: {
      description: 'Filling in the form.',
      on: {
        FIELD_CHANGED: { actions: 'setField' },
        SUBMIT: [
          {
            guard: 'formInvalid',
            actions: 'showErrors',
            description: 'Messages under the fields.',
          },
          { guard: 'isSignIn', target: 'signingIn' },
          { target: 'signingUp' },
        ],
      },
    },
    signingIn: {
      tags: ['busy'],
      description: 'POST auth/login with the guest id.',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => context.fields,
        onDone: {
          target: 'signedIn',
          actions: { type: 'setToken', params: ({ event }) => event.output },
        },
        onError: { target: 'editing', actions: ['toastFailure', 'forgetPasswords'] },
      },
    },
    signingUp: {
      tags: ['busy'],
      description: 'POST auth/sign-up with the guest id.',
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => context.fields,
        onDone: {
          target: 'signedIn',
          actions: { type: 'setToken', params: ({ event }) => event.output },
        },
        onError: { target: 'editing', actions: ['toastFailure', 'forgetPasswords'] },
      },
    },
    signedIn: {
      description:
        '"Sign in successfully." (or "Signup successfully."), then back where the customer came from.',
      type: 'final',
      entry: ['announceSignedIn', 'toastSignedIn', 'goBack'],
    },
  },
});
