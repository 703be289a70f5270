import { newsletterMachine } from '../../../../machines/newsletter.machine';
import { ApiError } from '../../../api/errors';
import { isEmailValid } from '../../../domain/email';
import { defineModel, done, fail } from '../model';

export const VALID_EMAIL = 'amina@example.com';
export const REFUSED = new ApiError(403, 'email', ['Please insert a valid email.']);

export const newsletterModel = defineModel({
  machine: newsletterMachine,
  variants: [{ name: 'empty', description: 'the newsletter band', input: undefined }],
  behaviour: (context) => isEmailValid(context.email),
  events: {
    EMAIL_CHANGED: [{ email: 'not-an-email' }, { email: VALID_EMAIL }],
    SUBSCRIBE: [{}],
  },
  done: { subscribe: [undefined] },
  errors: { subscribe: [REFUSED] },
  scenarios: [
    {
      name: 'a bad email, then a good one, subscribed',
      variant: 'empty',
      events: [
        { type: 'EMAIL_CHANGED', email: 'not-an-email' },
        { type: 'SUBSCRIBE' },
        { type: 'EMAIL_CHANGED', email: VALID_EMAIL },
        { type: 'SUBSCRIBE' },
        fail('subscribe', REFUSED),
        { type: 'SUBSCRIBE' },
        done('subscribe', undefined),
      ],
    },
  ],
});
