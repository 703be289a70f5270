import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { clampDescription } from '@/domain/item-detail';
import '@/i18n/texts/catalogue';

/**
 * A description clamped with Read more / Read less: 130 characters on the item detail, 70 on
 * cards and the store page (SPEC §9 description clamp and read-more truncation).
 */
export function ClampedDescription({
  text,
  limit,
  fontSize,
}: {
  text: string;
  limit?: number;
  fontSize?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const clamp = clampDescription(text, limit);
  return (
    <Stack gap="1" align="start">
      <Text
        id={id}
        dir="auto"
        whiteSpace="pre-line"
        fontSize={fontSize}
        data-testid="item-description"
      >
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
