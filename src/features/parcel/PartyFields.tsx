import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { TextField } from '@/components/TextField';
import type { ParcelContactField, ParcelParty } from '@machines/parcel-order.machine';
import type { PartyErrors } from './parcel-order.connect';
import '@/i18n/texts/checkout';
import '@/i18n/texts/parcel';

type Props = {
  title: string;
  /** `sender` or `receiver`: names the fields (and their ids) apart. */
  side: string;
  party: ParcelParty;
  errors: PartyErrors;
  onContact: (field: ParcelContactField, value: string) => void;
  onChooseAddress: () => void;
};

/** One side of the parcel: name, phone and the chosen address with its button. */
export function PartyFields({ title, side, party, errors, onContact, onChooseAddress }: Props) {
  const { t } = useTranslation();
  const headingId = `parcel-${side}`;
  // The fields keep what is typed; a place chosen in the dialog (with its contact) redraws them.
  const drawn = `${party.address}|${party.latitude ?? ''}|${party.longitude ?? ''}`;
  const addressError = errors.address ? t(errors.address) : undefined;
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="4"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '5' }}
      bg="bg.panel"
    >
      <Heading as="h2" size="md" id={headingId}>
        {title}
      </Heading>
      <SimpleGrid key={drawn} columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          name={`${side}_name`}
          label={t('checkout.contactName')}
          value={party.name}
          required
          autoComplete={side === 'sender' ? 'name' : 'off'}
          error={errors.name ? t(errors.name) : undefined}
          onCommit={(value) => onContact('name', value)}
        />
        <TextField
          name={`${side}_phone`}
          label={t('checkout.contactPhone')}
          value={party.phone}
          type="tel"
          required
          autoComplete={side === 'sender' ? 'tel' : 'off'}
          error={errors.phone ? t(errors.phone) : undefined}
          onCommit={(value) => onContact('phone', value)}
        />
      </SimpleGrid>
      <Stack gap="1">
        <Text fontWeight="semibold" id={`${headingId}-address`}>
          {t('checkout.address')}
        </Text>
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Text
            dir="auto"
            color={party.address ? 'fg' : 'fg.muted'}
            aria-labelledby={`${headingId}-address`}
          >
            {party.address || t('parcel.noAddress')}
          </Text>
          <Button
            size="sm"
            variant="outline"
            onClick={onChooseAddress}
            aria-describedby={`${headingId}-address`}
          >
            {party.address ? t('parcel.changeAddress') : t('parcel.chooseAddress')}
          </Button>
        </HStack>
        {addressError ? (
          <Text color="fg.error" fontSize="sm">
            {addressError}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
