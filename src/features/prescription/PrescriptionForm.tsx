import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Picture } from '@/components/Picture';
import { Progress } from '@chakra-ui/react/progress';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import { toastKey } from '@machines/effects';
import type { PrescriptionDelivery } from '@machines/prescription-order.machine';
import { showToast } from '@/system/run-effects';
import { useConnect } from '@/system/flow-actor';
import { usePrescriptionOrderFlow } from '@/system/flows/prescription-order';
import { progressSlotRecipe } from '@/components/slot-recipes';
import { TextField } from '@/components/TextField';
import type { Attachment } from '@/domain/attachments';
import { PRESCRIPTION_IMAGE_TYPES, prescriptionImageProblem } from '@/domain/prescription-images';
import { connect } from './prescription-order.connect';
import { BusyButton } from '@/components/BusyButton';
import '@/i18n/texts/checkout';
import '@/i18n/texts/orders';
import '@/i18n/texts/shared';

const PROBLEM_KEYS = {
  type: 'prescription.wrongType',
  size: 'prescription.tooLarge',
  count: 'prescription.tooMany',
} as const;

type Props = { delivery: PrescriptionDelivery; askContact: boolean };

/**
 * The prescription images (previewed, checked for type and size), a note, the guest's contact
 * and Place Order: a view of the prescription-order machine.
 */
export function PrescriptionForm({ delivery, askContact }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  // The flow reads the files and the contact when it places the order; the previews render.
  const files = useRef(new Map<string, File>());
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [contact, setContact] = useState({ name: '', phone: '' });
  const [contactErrors, setContactErrors] = useState<{ name?: string; phone?: string }>({});
  const contactRef = useRef(contact);
  const commitContact = (field: 'name' | 'phone', value: string) => {
    contactRef.current = { ...contactRef.current, [field]: value };
    setContact(contactRef.current);
  };
  const order = useConnect(
    usePrescriptionOrderFlow(
      delivery,
      (id) => files.current.get(id),
      () =>
        askContact
          ? {
              contactPersonName: contactRef.current.name.trim(),
              contactPersonNumber: contactRef.current.phone.trim(),
            }
          : {},
    ),
    connect,
  );
  const previewsRef = useRef(previews);
  useEffect(() => {
    previewsRef.current = previews;
  }, [previews]);
  useEffect(() => () => Object.values(previewsRef.current).forEach(URL.revokeObjectURL), []);

  if (order.placedOrderId !== null)
    return (
      <Stack role="status" gap="3" align="start" borderWidth="1px" borderRadius="lg" p="6">
        <Heading as="h2" size="lg">
          {t('orders.placedTitle')}
        </Heading>
        <Text>
          {t('orders.orderNumber')}: #{order.placedOrderId}
        </Text>
        {askContact ? <Text color="fg.muted">{t('orders.rememberOrderId')}</Text> : null}
        <Button asChild variant="outline">
          <Link href="/home">{t('prescription.backHome')}</Link>
        </Button>
      </Stack>
    );

  const choose = (chosen: FileList | null) => {
    const added: Attachment[] = [];
    const urls: Record<string, string> = {};
    for (const file of Array.from(chosen ?? [])) {
      const problem = prescriptionImageProblem(file, order.images.length + added.length);
      if (problem) {
        showToast(toastKey('error', PROBLEM_KEYS[problem]));
        continue;
      }
      const id = `${file.name}-${file.size}-${file.lastModified}`;
      if (!files.current.has(id)) {
        files.current.set(id, file);
        urls[id] = URL.createObjectURL(file);
      }
      added.push({ id, name: file.name, type: file.type, size: file.size });
    }
    setPreviews((shown) => ({ ...shown, ...urls }));
    if (added.length > 0) order.addImages(added);
  };
  const remove = (id: string) => {
    const url = previews[id];
    if (url) URL.revokeObjectURL(url);
    setPreviews(({ [id]: _gone, ...rest }) => rest);
    files.current.delete(id);
    order.removeImage(id);
  };
  const place = () => {
    if (askContact) {
      const errors = {
        ...(contact.name.trim() ? {} : { name: t('validation.nameRequired') }),
        ...(contact.phone.trim() ? {} : { phone: t('validation.phoneRequired') }),
      };
      setContactErrors(errors);
      // With no image the flow says so first ('Please upload your prescription image').
      if ((errors.name || errors.phone) && order.images.length > 0) return;
    }
    order.place();
  };

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Text asChild fontWeight="semibold">
          <label htmlFor={inputId}>{t('prescription.upload')}</label>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('prescription.rules')}
        </Text>
        <input
          id={inputId}
          type="file"
          multiple
          accept={PRESCRIPTION_IMAGE_TYPES.join(',')}
          onChange={(event) => {
            choose(event.target.files);
            event.target.value = '';
          }}
        />
      </Stack>
      {order.images.length > 0 ? (
        <SimpleGrid
          as="ul"
          columns={{ base: 2, sm: 3 }}
          gap="3"
          listStyleType="none"
          aria-label={t('prescription.images')}
        >
          {order.images.map((image) => (
            <Box as="li" key={image.id} borderWidth="1px" borderRadius="md" overflow="hidden">
              <Picture
                src={previews[image.id]}
                alt={image.name}
                height="120px"
                width="100%"
                objectFit="cover"
              />
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                width="100%"
                onClick={() => remove(image.id)}
              >
                {t('prescription.removeImage', { name: image.name })}
              </Button>
            </Box>
          ))}
        </SimpleGrid>
      ) : null}
      <Stack gap="1">
        <Text asChild fontWeight="semibold">
          <label htmlFor={`${inputId}-note`}>{t('checkout.note')}</label>
        </Text>
        <Textarea
          id={`${inputId}-note`}
          defaultValue={order.note}
          onBlur={(event) => order.changeNote(event.target.value)}
        />
      </Stack>
      {askContact ? (
        <Stack gap="3">
          <TextField
            name="contact_person_name"
            label={t('checkout.contactName')}
            value={contact.name}
            required
            autoComplete="name"
            error={contactErrors.name}
            onCommit={(name) => commitContact('name', name)}
          />
          <TextField
            name="contact_person_number"
            label={t('checkout.contactPhone')}
            value={contact.phone}
            type="tel"
            required
            autoComplete="tel"
            error={contactErrors.phone}
            onCommit={(phone) => commitContact('phone', phone)}
          />
        </Stack>
      ) : null}
      <Stack gap="1">
        <Text fontWeight="semibold">{t('checkout.address')}</Text>
        <Text color="fg.muted" dir="auto">
          {delivery.address}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('prescription.payment')}
        </Text>
      </Stack>
      {order.uploadPercent !== null ? <UploadProgress percent={order.uploadPercent} /> : null}
      <BusyButton colorPalette="green" busy={order.isPlacing} onClick={place}>
        {t('checkout.placeOrder')}
      </BusyButton>
    </Stack>
  );
}

/** How much of the prescription images has gone up while the order is placed. */
function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const label = t('prescription.uploading');
  return (
    <Progress.Root recipe={progressSlotRecipe} value={percent} size="sm" colorPalette="green">
      <Progress.Label fontSize="sm" mb="1">
        {label} <Progress.ValueText />
      </Progress.Label>
      {/* The bar's own name would be only its percentage. */}
      <Progress.Track aria-label={label}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
