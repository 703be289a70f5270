import { authFormMachine } from '../../../../machines/auth-form.machine';
import { ApiError } from '../../../api/errors';
import { validateAuth } from '../../../domain/auth';
import { defineModel, done, fail } from '../model';

export const TOKEN = 'token-of-demo-customer';
const SIGN_IN_FIELDS = ['identifier', 'password'];
export const RETURN_TO = '/home';
export const WRONG_PASSWORD = new ApiError(401, 'auth-001', ['Invalid credentials.']);
export const PHONE_TAKEN = new ApiError(403, 'phone', ['The phone has already been taken.']);

export const authFormModel = defineModel({
  machine: authFormMachine,
  variants: [
    {
      name: 'sign in',
      description: 'the sign-in form',
      input: { mode: 'signIn', returnTo: RETURN_TO },
    },
    {
      name: 'sign up',
      description: 'the sign-up form',
      input: { mode: 'signUp', returnTo: RETURN_TO },
    },
  ],
  // Submit depends on which validation messages the form would get.
  behaviour: (context) => [
    context.mode,
    ...Object.keys(validateAuth(context.mode, context.fields)).sort(),
  ],
  // Each form is tried with its own fields only (the other form's fields change nothing).
  sampleFilter: (snapshot, event) =>
    event.type !== 'FIELD_CHANGED' ||
    SIGN_IN_FIELDS.includes(String(event.field)) === (snapshot.context.mode === 'signIn'),
  events: {
    FIELD_CHANGED: [
      { field: 'identifier', value: '+8801700000001' },
      { field: 'password', value: 'demo1234' },
      { field: 'confirmPassword', value: 'demo1234' },
      { field: 'firstName', value: 'Amina' },
      { field: 'lastName', value: 'Rahman' },
      { field: 'phone', value: '+8801700000009' },
    ],
    SUBMIT: [{}],
  },
  done: { signIn: [TOKEN], signUp: [TOKEN] },
  errors: {
    signIn: [WRONG_PASSWORD],
    signUp: [new ApiError(403, 'phone', ['The phone has already been taken.'])],
  },
  // Simple paths over every order of seven fields explode; the shortest paths and the scenarios
  // cover each message, each refusal and each success.
  simplePathScopes: [
    {
      name: 'sign-in fields',
      filterEvents: (_snapshot, event) =>
        event.type !== 'FIELD_CHANGED' ||
        event.field === 'identifier' ||
        event.field === 'password',
    },
  ],
  scenarios: [
    {
      name: 'a wrong password, then the right one',
      variant: 'sign in',
      events: [
        { type: 'SUBMIT' },
        { type: 'FIELD_CHANGED', field: 'identifier', value: '+8801700000001' },
        { type: 'FIELD_CHANGED', field: 'password', value: 'wrong-one' },
        { type: 'SUBMIT' },
        fail('signIn', WRONG_PASSWORD),
        { type: 'FIELD_CHANGED', field: 'password', value: 'demo1234' },
        { type: 'SUBMIT' },
        done('signIn', TOKEN),
      ],
    },
    {
      name: 'sign up with every field',
      variant: 'sign up',
      events: [
        { type: 'SUBMIT' },
        { type: 'FIELD_CHANGED', field: 'firstName', value: 'Amina' },
        { type: 'FIELD_CHANGED', field: 'lastName', value: 'Rahman' },
        { type: 'FIELD_CHANGED', field: 'phone', value: '+8801700000009' },
        { type: 'FIELD_CHANGED', field: 'password', value: 'demo1234' },
        { type: 'FIELD_CHANGED', field: 'confirmPassword', value: 'demo1234' },
        { type: 'SUBMIT' },
        done('signUp', TOKEN),
      ],
    },
    {
      name: 'sign up refused: the phone is taken',
      variant: 'sign up',
      events: [
        { type: 'FIELD_CHANGED', field: 'firstName', value: 'Amina' },
        { type: 'FIELD_CHANGED', field: 'lastName', value: 'Rahman' },
        { type: 'FIELD_CHANGED', field: 'phone', value: '+8801700000001' },
        { type: 'FIELD_CHANGED', field: 'password', value: 'demo1234' },
        { type: 'FIELD_CHANGED', field: 'confirmPassword', value: 'demo1234' },
        { type: 'SUBMIT' },
        fail('signUp', PHONE_TAKEN),
      ],
    },
  ],
});
