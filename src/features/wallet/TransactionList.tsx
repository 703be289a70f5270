import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ErrorState } from '@/components/ErrorState';
import { LoadMoreButton } from '@/components/LoadMoreButton';
import { useTransactions } from './use-account';
import '@/i18n/texts/account';

/** Wallet or loyalty history: what came in or went out, why, when; Load more while there is more. */
export function TransactionList({
  kind,
  format,
}: {
  kind: 'wallet' | 'loyalty';
  format: (amount: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const list = useTransactions(kind);
  const entries = useRef<HTMLDivElement>(null);
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Stack gap="3" as="section" aria-labelledby={`${kind}-history`}>
      <Heading as="h2" size="lg" id={`${kind}-history`}>
        {t('wallet.history')}
      </Heading>
      {list.isPending ? <Skeleton height="16" /> : null}
      {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.isSuccess && rows.length === 0 ? (
        <Text color="fg.muted">{t('wallet.noTransactions')}</Text>
      ) : null}
      <Stack as="ul" ref={entries} gap="2" listStyleType="none">
        {rows.map((row) => {
          const credit = row.credit > 0;
          return (
            <HStack
              as="li"
              key={row.id}
              justify="space-between"
              borderWidth="1px"
              borderRadius="md"
              px="4"
              py="3"
            >
              <Stack gap="0">
                <Text fontWeight="medium">
                  {t(`wallet.type.${transactionTypeOf(row.transaction_type)}`)}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {date.format(new Date(row.created_at))}
                </Text>
              </Stack>
              <Text fontWeight="bold" color={credit ? 'green.fg' : 'red.fg'} dir="ltr">
                {credit ? `+${format(row.credit)}` : `−${format(row.debit)}`}
              </Text>
            </HStack>
          );
        })}
      </Stack>
      {list.hasNextPage ? (
        <LoadMoreButton
          below
          loading={list.isFetchingNextPage}
          onLoad={list.fetchNextPage}
          list={entries}
        />
      ) : null}
    </Stack>
  );
}

const KNOWN_TYPES = [
  'order_place',
  'order_refund',
  'partial_payment',
  'loyalty_point',
  'add_fund',
  'referrer',
  'CashBack',
  'point_to_wallet',
] as const;

/** The provider's transaction types this app names; anything else is "other". */
function transactionTypeOf(type: string): string {
  return (KNOWN_TYPES as readonly string[]).includes(type) ? type : 'other';
}
