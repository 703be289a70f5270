import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link, useSearch } from 'wouter';
import { useConnect } from '@/system/flow-actor';
import { useAuthFormFlow } from '@/system/flows/auth-form';
import { SubmitButton } from '@/components/SubmitButton';
import { TextField, formValues } from '@/components/TextField';
import { returnPathOf, type AuthField, type AuthMode } from '@/domain/auth';
import { connect } from './auth-form.connect';
import '@/i18n/texts/shared';

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

/** `/auth/sign-in?from=…` and `/auth/sign-up?from=…`: back to `from` once signed in. */
export default function AuthPage({ mode }: { mode: AuthMode }) {
  const returnTo = returnPathOf(new URLSearchParams(useSearch()).get('from'));
  // A new flow per mode: the fields are fresh when switching between the two forms.
  return <AuthForm key={mode} mode={mode} returnTo={returnTo} />;
}

function AuthForm({ mode, returnTo }: { mode: AuthMode; returnTo: string }) {
  const { t } = useTranslation();
  const form = useConnect(useAuthFormFlow(mode, returnTo), connect);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    for (const { field } of FIELDS[mode]) form.commit(field, values[field] ?? '');
    form.submit();
  };

  return (
    <Container maxW="md" py="8">
      <Heading as="h1" size="2xl" mb="2">
        {t(form.titleKey)}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('auth.historyNote')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          {FIELDS[mode].map(({ field, label, type, autoComplete, required }) => (
            <TextField
              key={field}
              name={field}
              label={t(label)}
              type={type}
              autoComplete={autoComplete}
              required={required}
              value={form.valueOf(field)}
              error={form.errorKeyOf(field) ? t(form.errorKeyOf(field)!) : undefined}
              onCommit={(value) => form.commit(field, value)}
            />
          ))}
          <SubmitButton busy={form.isBusy}>{t(form.submitKey)}</SubmitButton>
          <Text textAlign="center" fontSize="sm">
            {t(form.switchPromptKey)}{' '}
            <Link href={form.switchHref}>
              <Text as="span" color="green.fg" textDecoration="underline">
                {t(form.switchLabelKey)}
              </Text>
            </Link>
          </Text>
        </Stack>
      </form>
    </Container>
  );
}
