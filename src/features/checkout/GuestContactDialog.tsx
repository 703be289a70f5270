import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { DialogFrame } from '@/components/DialogFrame';
import { Stack } from '@chakra-ui/react/stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useConnect } from '@/system/flow-actor';
import { useGuestContactFormFlow } from '@/system/flows/guest-contact-form';

import { SubmitButton } from '@/components/SubmitButton';
import { TextField, formValues } from '@/components/TextField';
import type { GuestContact, GuestContactField } from '@/domain/guest-contact';
import { connect } from './guest-contact.connect';
import '@/i18n/texts/checkout';
import '@/i18n/texts/shared';

type Props = {
  open: boolean;
  contact: GuestContact;
  onClose: () => void;
  onSaved: (contact: GuestContact) => void;
};

const FIELDS: Array<{ field: GuestContactField; label: string; type: string; auto: string }> = [
  { field: 'name', label: 'checkout.contactName', type: 'text', auto: 'name' },
  { field: 'phone', label: 'checkout.contactPhone', type: 'tel', auto: 'tel' },
  { field: 'email', label: 'checkout.contactEmail', type: 'email', auto: 'email' },
];

/** SPEC §2 guest contact-info dialog: name, phone, email, Reset, Save. */
export function GuestContactDialog({ open, onClose, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <DialogFrame open={open} onClose={onClose} size="sm" title={t('checkout.contactDetails')}>
      {open ? <ContactForm {...rest} /> : null}
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('common.close')} />
      </Dialog.CloseTrigger>
    </DialogFrame>
  );
}

function ContactForm({ contact, onSaved }: Omit<Props, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const dialog = useConnect(useGuestContactFormFlow(contact, onSaved), connect);
  const [resets, setResets] = useState(0);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    for (const { field } of FIELDS) dialog.commit(field, values[field] ?? '');
    dialog.save();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Body>
        <Stack gap="4" key={resets}>
          {FIELDS.map(({ field, label, type, auto }) => {
            const error = dialog.errorKeyOf(field);
            return (
              <TextField
                key={field}
                name={field}
                label={t(label)}
                required
                type={type}
                autoComplete={auto}
                value={dialog.valueOf(field)}
                error={error ? t(error) : undefined}
                onCommit={(value) => dialog.commit(field, value)}
              />
            );
          })}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          variant="outline"
          onClick={() => {
            dialog.reset();
            setResets((count) => count + 1);
          }}
        >
          {t('address.reset')}
        </Button>
        <SubmitButton>{t('checkout.contactSave')}</SubmitButton>
      </Dialog.Footer>
    </form>
  );
}
