import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { AccessGate } from '@/features/account';
import { useMoney } from '@/system/use-money';
import { ErrorState } from '@/components/ErrorState';
import { ACCESS_RULES } from '@/domain/access';
import { TransactionList } from './TransactionList';
import { useCustomerInfo } from '@/system/use-customer-info';
import '@/i18n/texts/account';
import '@/i18n/texts/shared';

/** `/wallet`: the balance and every transaction (signed-in customers, wallet switched on). */
export default function WalletPage() {
  return (
    <AccessGate rule={ACCESS_RULES.wallet}>
      <Wallet />
    </AccessGate>
  );
}

function Wallet() {
  const { t } = useTranslation();
  const money = useMoney();
  const info = useCustomerInfo();
  return (
    <Container maxW="3xl" py="8">
      <Heading as="h1" size="2xl" mb="4">
        {t('wallet.title')}
      </Heading>
      <Stack gap="6">
        <Stack bg="green.subtle" borderRadius="lg" p="6" gap="1">
          <Text color="fg.muted">{t('wallet.balance')}</Text>
          {info.isError ? (
            <ErrorState error={info.error} onRetry={() => void info.refetch()} />
          ) : info.isPending ? (
            <Skeleton height="9" width="40" />
          ) : (
            <Text fontSize="3xl" fontWeight="bold" dir="ltr" alignSelf="start">
              {money(info.data.wallet_balance)}
            </Text>
          )}
        </Stack>
        <TransactionList kind="wallet" format={money} />
      </Stack>
    </Container>
  );
}
