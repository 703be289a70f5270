import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Picture } from '@/components/Picture';
import { Input } from '@chakra-ui/react/input';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from 'wouter/use-browser-location';
import type { CustomerInfo } from '@/api/schemas/account';
import { useConnect } from '@/system/flow-actor';
import { useProfileEditFlow } from '@/system/flows/profile-edit';
import { useCustomerInfo } from '@/system/use-customer-info';
import { ErrorState } from '@/components/ErrorState';
import { SubmitButton } from '@/components/SubmitButton';
import { fieldSlotRecipe } from '@/components/slot-recipes';
import type { EditableProfileField } from '@/domain/profile';
import { DeleteAccount } from './DeleteAccount';
import { connect } from './profile-edit.connect';
import '@/i18n/texts/account';
import '@/i18n/texts/shared';
import { FieldMessage } from '@/components/FieldMessage';

/** page=profile-settings: the profile form (SPEC §5 "Profile") and account deletion. */
export default function ProfileSettings() {
  const { t } = useTranslation();
  const profile = useCustomerInfo();
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('account.entries.profileSettings')}
        </Heading>
        <Button variant="outline" size="sm" onClick={goBack}>
          {t('profile.goBack')}
        </Button>
      </HStack>
      {profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      ) : profile.isPending ? (
        <Skeleton height="96" />
      ) : (
        <ProfileForm key={profile.data.id} profile={profile.data} />
      )}
      <DeleteAccount />
    </Stack>
  );
}

function goBack() {
  if (window.history.length > 1) window.history.back();
  else navigate('/home');
}

const PASSWORD: EditableProfileField = 'password';

const FIELDS: { field: EditableProfileField; label: string; type: string; auto: string }[] = [
  { field: 'firstName', label: 'auth.firstName', type: 'text', auto: 'given-name' },
  { field: 'lastName', label: 'auth.lastName', type: 'text', auto: 'family-name' },
  { field: 'email', label: 'auth.email', type: 'email', auto: 'email' },
];

function ProfileForm({ profile }: { profile: CustomerInfo }) {
  const { t } = useTranslation();
  const socialLogin = (profile.login_medium ?? 'manual') !== 'manual' || !!profile.social_id;
  const flow = useProfileEditFlow(
    {
      firstName: profile.f_name ?? '',
      lastName: profile.l_name ?? '',
      phone: profile.phone ?? '',
      email: profile.email ?? '',
    },
    socialLogin,
  );
  const form = useConnect(flow.actor, connect);
  const photoInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit();
  };
  const passwordError = form.errorKeyOf('password');

  return (
    <Box asChild borderWidth="1px" borderRadius="lg" p="6">
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <HStack gap="4" align="center" wrap="wrap">
            {profile.image_full_url ? (
              <Picture
                src={profile.image_full_url}
                alt={t('profile.photo')}
                boxSize="20"
                borderRadius="full"
                objectFit="cover"
              />
            ) : (
              <Box boxSize="20" borderRadius="full" bg="bg.muted" aria-hidden />
            )}
            <Stack gap="1">
              <Button
                variant="outline"
                size="sm"
                alignSelf="start"
                onClick={() => photoInput.current?.click()}
              >
                {t('profile.choosePhoto')}
              </Button>
              <input
                ref={photoInput}
                type="file"
                accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
                aria-label={t('profile.photo')}
                hidden
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void flow.choosePhoto(file);
                }}
              />
              <Text fontSize="sm" color="fg.muted">
                {form.chosenPhotoName
                  ? t('profile.chosenPhoto', { name: form.chosenPhotoName })
                  : t('profile.photoHint')}
              </Text>
            </Stack>
          </HStack>

          {FIELDS.map(({ field, label, type, auto }) => {
            const error = form.errorKeyOf(field);
            return (
              <Field.Root key={field} recipe={fieldSlotRecipe} required invalid={!!error}>
                <Field.Label>
                  {t(label)}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input type={type} autoComplete={auto} {...form.getFieldProps(field)} />
                <FieldMessage>{error ? t(error) : null}</FieldMessage>
              </Field.Root>
            );
          })}

          <Field.Root recipe={fieldSlotRecipe} readOnly invalid={!!form.phoneErrorKey}>
            <Field.Label>{t('auth.phone')}</Field.Label>
            <Input value={form.phone} readOnly dir="ltr" bg="bg.muted" />
            <Field.HelperText>{t('profile.phoneLocked')}</Field.HelperText>
            <FieldMessage>{form.phoneErrorKey ? t(form.phoneErrorKey) : null}</FieldMessage>
          </Field.Root>

          {form.showsPassword ? (
            <Field.Root recipe={fieldSlotRecipe} invalid={!!passwordError}>
              <Field.Label>{t('auth.password')}</Field.Label>
              <Input
                type="password"
                autoComplete="new-password"
                {...form.getFieldProps(PASSWORD)}
              />
              <Field.HelperText>{t('profile.passwordHint')}</Field.HelperText>
              <FieldMessage>{passwordError ? t(passwordError) : null}</FieldMessage>
            </Field.Root>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('profile.socialPasswordNote')}
            </Text>
          )}

          <HStack gap="3" justify="end">
            <Button variant="outline" onClick={form.reset} disabled={form.isUpdating}>
              {t('profile.reset')}
            </Button>
            <SubmitButton busy={form.isUpdating}>{t('profile.update')}</SubmitButton>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
