import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import { describeError } from '@/api/errors';
import { useRecordPageStatus } from './page-status';

/** Where a "not found" leads on (default: the home page). */
export type WayOn = { href: string; label: string };

/**
 * What a failed or malformed answer shows instead of a blank page: what happened in the
 * customer's words and language (by kind: offline, the store's server out of reach, a failure
 * on its side, an answer the app cannot read), or the provider's own words for a refusal; a
 * "not found" says so and leads on instead of offering Try again. The technical detail goes to
 * the console only.
 */
export function ErrorState({
  error,
  onRetry,
  wayOn,
}: {
  error: unknown;
  onRetry?: () => void;
  wayOn?: WayOn;
}) {
  const { t } = useTranslation();
  const described = describeError(error);
  // The technical detail, for whoever looks: the console only.
  useEffect(() => console.warn(error), [error]);

  const notFound = described.kind === 'notFound';
  useRecordPageStatus(notFound ? 'notFound' : 'failed');
  const words =
    described.providerMessages.length > 0
      ? described.providerMessages.join(' ')
      : t(described.messageKey);
  return (
    <Stack role="alert" align="center" gap="3" py="10" textAlign="center">
      <Text fontWeight="semibold">{t(notFound ? 'errors.notFound' : 'errors.loadFailed')}</Text>
      {notFound && described.providerMessages.length === 0 ? null : (
        <Text fontSize="sm" color="fg.muted">
          {words}
        </Text>
      )}
      {notFound ? (
        <Link href={wayOn?.href ?? '/'} asChild>
          <Button as="a" variant="outline">
            {wayOn?.label ?? t('notFound.home')}
          </Button>
        </Link>
      ) : onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </Stack>
  );
}
