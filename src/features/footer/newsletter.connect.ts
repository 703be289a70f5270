import type { SnapshotFrom } from 'xstate';
import type { NewsletterEvent, newsletterMachine } from '@machines/newsletter.machine';

/** The newsletter band: the email field with its message, Subscribe busy while it subscribes. */
export function connect(
  snapshot: SnapshotFrom<typeof newsletterMachine>,
  send: (event: NewsletterEvent) => void,
) {
  const { email, error } = snapshot.context;
  return {
    getEmailProps: () => ({
      value: email,
      'aria-invalid': error !== null,
      onChange: (event: { target: { value: string } }) =>
        send({ type: 'EMAIL_CHANGED', email: event.target.value }),
    }),
    isSubscribing: snapshot.matches('subscribing'),
    subscribe: () => send({ type: 'SUBSCRIBE' }),
  };
}
