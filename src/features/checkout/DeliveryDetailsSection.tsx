import { Heading } from '@chakra-ui/react/heading';
import { IconButton } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { TextField } from '@/components/TextField';
import type { CheckoutPageApi } from './use-checkout-page';
import '@/i18n/texts/checkout';

/** The delivery's contact and address fields, or take-away's contact card. */
export function DeliveryDetailsSection({ page }: { page: CheckoutPageApi }) {
  const { t } = useTranslation();
  const { checkout } = page;
  return (
    <Stack gap="4" as="section" aria-labelledby="delivery-heading">
      <Heading as="h2" id="delivery-heading" size="md">
        {t(page.delivery ? 'checkout.deliveryDetails' : 'checkout.contactDetails')}
      </Heading>
      {page.delivery ? null : <ContactCard page={page} />}
      <Stack gap="4" key={page.fieldsVersion}>
        {page.fields.map(({ field, label, required, type, autoComplete }) => {
          const errorKey = checkout.errorKeyOf(field);
          return (
            <TextField
              key={field}
              name={field}
              label={t(label)}
              required={checkout.isRequired(field, required === true)}
              type={type}
              autoComplete={autoComplete}
              value={checkout.valueOf(field)}
              error={errorKey ? t(errorKey) : undefined}
              onCommit={(value) => checkout.commit(field, value)}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}

/** Take-away's contact: name, phone and email with their messages; the edit icon opens the dialog. */
function ContactCard({ page }: { page: CheckoutPageApi }) {
  const { t } = useTranslation();
  const { contact } = page;
  return (
    <HStack justify="space-between" align="start" borderWidth="1px" borderRadius="md" p="3" gap="3">
      <Stack gap="0" minW="0">
        {contact.name ? (
          <>
            <Text dir="auto" fontWeight="semibold">
              {contact.name}
            </Text>
            <Text dir="ltr" textAlign="start">
              {contact.phone}
            </Text>
            <Text dir="auto">{contact.email}</Text>
          </>
        ) : (
          <Text color="fg.muted">{t('checkout.noContact')}</Text>
        )}
        {page.contactErrors.map((key) => (
          <Text key={key} color="fg.error" fontSize="sm">
            {t(key)}
          </Text>
        ))}
      </Stack>
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t('checkout.editContact')}
        onClick={page.editContact}
      >
        <span aria-hidden="true">✎</span>
      </IconButton>
    </HStack>
  );
}
