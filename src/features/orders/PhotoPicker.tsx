import { Box } from '@chakra-ui/react/box';
import { CloseButton } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Picture } from '@/components/Picture';
import { fieldSlotRecipe } from '@/components/slot-recipes';
import { REFUND_IMAGE_TYPES, refundImagesProblem } from '@/domain/refund-images';
import '@/i18n/texts/orders';
import { FieldMessage } from '@/components/FieldMessage';

const ACCEPTED = REFUND_IMAGE_TYPES.join(',');

type Props = {
  images: File[];
  onChange: (images: File[]) => void;
  disabled?: boolean;
};

/**
 * Optional photos (of a refund request, of a review): a file input, the type, size and count
 * checked before anything is sent (the provider's words), previews each with a remove button.
 */
export function PhotoPicker({ images, onChange, disabled = false }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const previews = useMemo(() => images.map((image) => URL.createObjectURL(image)), [images]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const next = [...images, ...Array.from(event.target.files ?? [])];
    event.target.value = '';
    const found = refundImagesProblem(next);
    setProblem(found);
    if (found === null) onChange(next);
  };
  return (
    <Stack gap="2">
      <Field.Root recipe={fieldSlotRecipe} invalid={problem !== null} disabled={disabled}>
        <Field.Label htmlFor={inputId}>{t('myOrders.photos')}</Field.Label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED}
          multiple
          disabled={disabled}
          onChange={add}
        />
        <Field.HelperText>{t('myOrders.photosHint')}</Field.HelperText>
        <FieldMessage>{problem ? t(problem) : null}</FieldMessage>
      </Field.Root>
      {previews.length > 0 ? (
        <HStack gap="2" wrap="wrap">
          {previews.map((url, index) => (
            <Box key={url} position="relative">
              <Picture
                src={url}
                alt={t('myOrders.photoNumber', { number: index + 1 })}
                boxSize="64px"
                objectFit="cover"
                borderRadius="md"
              />
              <CloseButton
                size="2xs"
                variant="solid"
                position="absolute"
                top="0"
                insetEnd="0"
                disabled={disabled}
                aria-label={t('myOrders.removePhoto', { number: index + 1 })}
                onClick={() => {
                  setProblem(null);
                  onChange(images.filter((_, at) => at !== index));
                }}
              />
            </Box>
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}
