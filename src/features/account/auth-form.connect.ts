import type { SnapshotFrom } from 'xstate';
import { authPath, type AuthField } from '@/domain/auth';
import type { AuthFormEvent, authFormMachine } from '@machines/auth-form.machine';
import '@/i18n/texts/shared';

/** The sign-in or sign-up form: its values, messages, busy flag, texts and handlers. */
export function connect(
  snapshot: SnapshotFrom<typeof authFormMachine>,
  send: (event: AuthFormEvent) => void,
) {
  const { mode, fields, errors, returnTo } = snapshot.context;
  const signIn = mode === 'signIn';
  return {
    mode,
    titleKey: signIn ? 'auth.signInTitle' : 'auth.signUpTitle',
    submitKey: signIn ? 'auth.login' : 'auth.signUp',
    switchPromptKey: signIn ? 'auth.noAccount' : 'auth.haveAccount',
    switchLabelKey: signIn ? 'auth.signUp' : 'auth.login',
    /** The other form, keeping where the visitor returns to. */
    switchHref: authPath(signIn ? 'signUp' : 'signIn', returnTo),
    isBusy: snapshot.hasTag('busy'),
    valueOf: (field: AuthField) => fields[field],
    errorKeyOf: (field: AuthField) => errors[field],
    commit: (field: AuthField, value: string) => send({ type: 'FIELD_CHANGED', field, value }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}
