import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampDescription } from '@/domain/item-detail';
import '@/i18n/texts/catalogue';

/** The description clamped to 130 characters (SPEC §9) with Read more / Read less. */
export function ClampedDescription({ text }: { text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const clamp = clampDescription(text);
  return (
    <Stack gap="1" align="start">
      <Text id={id} dir="auto" whiteSpace="pre-line" data-testid="item-description">
        {open || !clamp.clamped ? text : clamp.text}
      </Text>
      {clamp.clamped ? (
        <Button
          variant="plain"
          size="sm"
          px="0"
          color="green.fg"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('itemDetail.readLess') : t('itemDetail.readMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
