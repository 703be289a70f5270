import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import type { SavedAddress } from '@/api/schemas/addresses';
import { radioGroupSlotRecipe } from '@/components/slot-recipes';
import { addressTitle } from './saved-address';
import '@/i18n/texts/checkout';

type Props = {
  addresses: SavedAddress[];
  /** The i18n key of the empty text (SPEC §2 has one for choosing and one for the book). */
  emptyKey: string;
  /** With a selection: a radio list (checkout); without: a plain list (address book). */
  selection?: { id: number | null; onSelect: (address: SavedAddress) => void; labelledBy: string };
  onEdit?: (address: SavedAddress) => void;
  /** The address book asks, then deletes. */
  onDelete?: (address: SavedAddress) => void;
};

function AddressLines({ address }: { address: SavedAddress }) {
  const { t } = useTranslation();
  const title = addressTitle(address);
  return (
    <Stack gap="0" minW="0">
      <Text fontWeight="semibold" dir="auto">
        {title.key ? t(title.key) : title.text}
      </Text>
      <Text fontSize="sm" dir="auto">
        {address.address}
      </Text>
      <Text fontSize="sm" color="fg.muted" dir="auto">
        {address.contact_person_name} · <span dir="ltr">{address.contact_person_number}</span>
      </Text>
    </Stack>
  );
}

/** SPEC §2 saved-address list: radio selection at checkout, edit and delete in the book. */
export function SavedAddressList({ addresses, emptyKey, selection, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  if (addresses.length === 0) return <Text color="fg.muted">{t(emptyKey)}</Text>;

  const actions = (address: SavedAddress) => (
    <HStack gap="1" flexShrink={0}>
      {onEdit ? (
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('address.editNamed', { name: address.address })}
          onClick={() => onEdit(address)}
        >
          <span aria-hidden="true">✎</span>
        </IconButton>
      ) : null}
      {onDelete ? (
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={t('address.deleteNamed', { name: address.address })}
          onClick={() => onDelete(address)}
        >
          <span aria-hidden="true">🗑</span>
        </IconButton>
      ) : null}
    </HStack>
  );

  const rows = addresses.map((address) => (
    <HStack
      as="li"
      key={address.id}
      justify="space-between"
      align="start"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      gap="3"
    >
      {selection ? (
        <RadioGroup.Item value={String(address.id)} flex="1" minW="0" alignItems="start">
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator mt="1" />
          <RadioGroup.ItemText>
            <AddressLines address={address} />
          </RadioGroup.ItemText>
        </RadioGroup.Item>
      ) : (
        <AddressLines address={address} />
      )}
      {actions(address)}
    </HStack>
  ));

  return (
    <Box maxH="40vh" overflowY="auto">
      {selection ? (
        <RadioGroup.Root
          recipe={radioGroupSlotRecipe}
          value={selection.id === null ? null : String(selection.id)}
          onValueChange={(details) => {
            const chosen = addresses.find((address) => String(address.id) === details.value);
            if (chosen) selection.onSelect(chosen);
          }}
          aria-labelledby={selection.labelledBy}
        >
          <Stack as="ul" listStyleType="none" gap="2">
            {rows}
          </Stack>
        </RadioGroup.Root>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {rows}
        </Stack>
      )}
    </Box>
  );
}
