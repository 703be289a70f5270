import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/api/errors';
import '@/i18n/texts/shared';

/**
 * In place of the page when the provider's `config` cannot be loaded: that the store could not
 * be opened, why in the customer's words (src/api/errors.ts), and Try again, whatever the kind
 * (even a "not found": the page cannot go on without it).
 */
export default function ConfigNotice({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const described = describeError(error);
  useEffect(() => console.warn(error), [error]);
  return (
    <Container maxW="xl" py="16" data-testid="config-failed">
      <Stack role="alert" align="center" gap="3" textAlign="center">
        <Heading as="h1" size="xl">
          {t('errors.configFailed')}
        </Heading>
        <Text color="fg.muted">
          {described.providerMessages.join(' ') || t(described.messageKey)}
        </Text>
        <Button variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Container>
  );
}
