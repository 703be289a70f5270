import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SubmitButton } from '@/components/SubmitButton';
import { TextField, formValues } from '@/components/TextField';
import type { AuthField, AuthMode } from '@/domain/auth';
import { useAuthForm } from './use-auth-form';

type FieldSpec = {
  field: AuthField;
  label: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
};

const FIELDS: Record<AuthMode, FieldSpec[]> = {
  signIn: [
    { field: 'identifier', label: 'auth.identifier', autoComplete: 'username', required: true },
    {
      field: 'password',
      label: 'auth.password',
      type: 'password',
      autoComplete: 'current-password',
      required: true,
    },
  ],
  signUp: [
    { field: 'firstName', label: 'auth.firstName', autoComplete: 'given-name', required: true },
    { field: 'lastName', label: 'auth.lastName', autoComplete: 'family-name', required: true },
    { field: 'phone', label: 'auth.phone', type: 'tel', autoComplete: 'tel', required: true },
    { field: 'email', label: 'auth.email', type: 'email', autoComplete: 'email' },
    {
      field: 'password',
      label: 'auth.password',
      type: 'password',
      autoComplete: 'new-password',
      required: true,
    },
    {
      field: 'confirmPassword',
      label: 'auth.confirmPassword',
      type: 'password',
      autoComplete: 'new-password',
      required: true,
    },
  ],
};

/** `/auth/sign-in` and `/auth/sign-up`. */
export default function AuthPage({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation();
  const form = useAuthForm(mode, '/home');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    for (const { field } of FIELDS[mode]) form.commit(field, values[field] ?? '');
    form.submit();
  };

  return (
    <Container maxW="md" py="8">
      <Heading as="h1" size="2xl" mb="2">
        {t(mode === 'signIn' ? 'auth.signInTitle' : 'auth.signUpTitle')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('auth.historyNote')}
      </Text>
      {/* A new key per mode: the fields are fresh when switching between the two forms. */}
      <form key={mode} onSubmit={submit} noValidate>
        <Stack gap="4">
          {FIELDS[mode].map(({ field, label, type, autoComplete, required }) => (
            <TextField
              key={field}
              name={field}
              label={t(label)}
              type={type}
              autoComplete={autoComplete}
              required={required}
              value={form.fields[field]}
              error={form.errors[field] ? t(form.errors[field]) : undefined}
              onCommit={(value) => form.commit(field, value)}
            />
          ))}
          <SubmitButton loading={form.submitting}>
            {t(mode === 'signIn' ? 'auth.login' : 'auth.signUp')}
          </SubmitButton>
          <Text textAlign="center" fontSize="sm">
            {t(mode === 'signIn' ? 'auth.noAccount' : 'auth.haveAccount')}{' '}
            <Link href={mode === 'signIn' ? '/auth/sign-up' : '/auth/sign-in?from=sign-up'}>
              <Text as="span" color="green.fg" textDecoration="underline">
                {t(mode === 'signIn' ? 'auth.signUp' : 'auth.login')}
              </Text>
            </Link>
          </Text>
        </Stack>
      </form>
    </Container>
  );
}
