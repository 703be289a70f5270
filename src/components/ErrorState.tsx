import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

/** What a failed or malformed answer shows instead of a blank page. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack role="alert" align="center" gap="3" py="10" textAlign="center">
      <Text fontWeight="semibold">{t('errors.loadFailed')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {error instanceof Error ? error.message : t('errors.generic')}
      </Text>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </Stack>
  );
}
