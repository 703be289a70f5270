import { Box } from '@chakra-ui/react/box';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { dialogSlotRecipe, radioGroupSlotRecipe } from '@/components/slot-recipes';
// Imported here, not from slot-recipes.ts: that module is in the first paint of / too.
import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { SubmitButton } from '@/components/SubmitButton';
import { TextField, formValues } from '@/components/TextField';
import { useConnect } from '@/system/flow-actor';
import { useAddressFormFlow, type AddressDone } from '@/system/flows/address-form';
import {
  ADDRESS_TYPES,
  type AddressForm,
  type AddressTextField,
  type AddressType,
} from '@/domain/address';
import { connect } from './address-form.connect';
import '@/i18n/texts/checkout';
import '@/i18n/texts/shared';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The form as it opens: a saved address, or the contact and the picked place. */
  form: AddressForm;
  /** A saved address's id: Update Address instead of Add Address. */
  id: number | null;
  signedIn: boolean;
  /** At checkout a customer may use an address without saving it (Save this Address). */
  saveOptional?: boolean;
  /** Called once the address is saved (or kept for this order); the caller closes the dialog. */
  onDone: AddressDone;
};

/** SPEC §2 address dialog: map area, Label As, contact and address fields, Save, Reset. */
export function AddressDialog({ open, onClose, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={{ base: '300px', sm: '450px', md: '550px', lg: '730px' }}>
            <Dialog.Header>
              <Dialog.Title>
                {t(rest.id === null ? 'address.addNew' : 'address.update')}
              </Dialog.Title>
            </Dialog.Header>
            {open ? <AddressDialogForm {...rest} /> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const FIELDS: Array<{
  field: AddressTextField;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
}> = [
  { field: 'contactName', label: 'checkout.contactName', required: true, autoComplete: 'name' },
  {
    field: 'contactPhone',
    label: 'checkout.contactPhone',
    required: true,
    type: 'tel',
    autoComplete: 'tel',
  },
  { field: 'contactEmail', label: 'checkout.contactEmail', type: 'email', autoComplete: 'email' },
  { field: 'address', label: 'checkout.address', required: true, autoComplete: 'street-address' },
  { field: 'house', label: 'checkout.house' },
  { field: 'floor', label: 'checkout.floor' },
  { field: 'road', label: 'checkout.road' },
  { field: 'additionalInformation', label: 'checkout.note' },
];

function AddressDialogForm({
  form,
  id,
  signedIn,
  saveOptional,
  onDone,
}: Omit<Props, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const dialog = useConnect(useAddressFormFlow({ form, id, signedIn }, onDone), connect);
  // Fields keep what is typed (they commit on blur); a confirmed Reset draws them afresh.
  const [resets, setResets] = useState(0);
  const place = dialog.valueOf('address');
  const fields = dialog.showsLabel
    ? [{ field: 'label' as const, label: 'address.label' }, ...FIELDS]
    : FIELDS;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    for (const { field } of fields) dialog.commit(field, values[field] ?? '');
    dialog.submit();
  };

  return (
    // `display: contents`: the body and the footer stay the dialog's own rows, so the body scrolls.
    <Box asChild display="contents">
      <form onSubmit={submit} noValidate>
        <Dialog.Body>
          <Stack gap="4">
            <Box
              h="236px"
              borderWidth="1px"
              borderRadius="md"
              bg="bg.muted"
              display="flex"
              flexDirection="column"
              alignItems="center"
              justifyContent="center"
              gap="1"
              p="4"
              textAlign="center"
            >
              <svg
                width="32"
                height="32"
                viewBox="0 0 24 24"
                aria-hidden="true"
                fill="currentColor"
              >
                <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
              </svg>
              <Text dir="auto" fontWeight="semibold">
                {place}
              </Text>
              <Text fontSize="sm" color="fg.muted" dir="ltr">
                {dialog.point.lat.toFixed(5)}, {dialog.point.lng.toFixed(5)}
              </Text>
            </Box>
            <Box>
              <Text fontWeight="semibold" mb="2" id="address-label-as">
                {t('address.labelAs')}
              </Text>
              <RadioGroup.Root
                recipe={radioGroupSlotRecipe}
                value={dialog.addressType}
                onValueChange={(details) => dialog.chooseType(details.value as AddressType)}
                aria-labelledby="address-label-as"
              >
                <HStack gap="5" wrap="wrap">
                  {ADDRESS_TYPES.map((type) => (
                    <RadioGroup.Item key={type} value={type}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{t(`address.type.${type}`)}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
            </Box>
            <SimpleGrid key={resets} columns={{ base: 1, md: 2 }} gap="4">
              {fields.map(({ field, label, ...rest }) => {
                const error = dialog.errorKeyOf(field);
                return (
                  <TextField
                    key={field}
                    name={field}
                    label={t(label)}
                    required={'required' in rest && rest.required === true}
                    type={'type' in rest ? rest.type : undefined}
                    autoComplete={'autoComplete' in rest ? rest.autoComplete : undefined}
                    value={dialog.valueOf(field)}
                    error={error ? t(error) : undefined}
                    onCommit={(value) => dialog.commit(field, value)}
                  />
                );
              })}
            </SimpleGrid>
            {saveOptional && dialog.offersSave ? (
              <Checkbox.Root
                recipe={checkboxSlotRecipe}
                checked={dialog.save}
                onCheckedChange={(details) => dialog.toggleSave(details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('address.saveThis')}</Checkbox.Label>
              </Checkbox.Root>
            ) : null}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={dialog.reset} disabled={dialog.isSaving}>
            {t('address.reset')}
          </Button>
          <SubmitButton busy={dialog.isSaving}>
            {t(dialog.isUpdate ? 'address.update' : 'address.add')}
          </SubmitButton>
        </Dialog.Footer>
        <ConfirmDialog
          open={dialog.isConfirmingReset}
          title={t('address.resetConfirm')}
          confirmLabel={t('address.reset')}
          cancelLabel={t('common.cancel')}
          onConfirm={() => {
            dialog.confirmReset();
            setResets((count) => count + 1);
          }}
          onCancel={dialog.cancelReset}
        />
      </form>
    </Box>
  );
}
