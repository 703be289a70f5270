import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import '@/i18n/texts/catalogue';

/** What a catalogue page shows before a location (and so a zone) is chosen. */
export function ZoneRequired() {
  const { t } = useTranslation();
  return (
    <Stack role="alert" align="center" textAlign="center" py="16" gap="3">
      <Text fontWeight="semibold">{t('catalogue.needZone')}</Text>
      <Link href="/" asChild>
        <Button as="a" variant="outline">
          {t('catalogue.pickLocation')}
        </Button>
      </Link>
    </Stack>
  );
}
