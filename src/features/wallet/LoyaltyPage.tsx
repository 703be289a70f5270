import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { AccessGate } from '@/features/account';
import { useConnect } from '@/system/flow-actor';
import { usePointTransferFlow } from '@/system/flows/point-transfer';
import { useConfig } from '@/system/use-config';
import { useMoney } from '@/system/use-money';
import { ErrorState } from '@/components/ErrorState';
import { ACCESS_RULES } from '@/domain/access';
import { pointsWorth } from '@/domain/loyalty';
import { PointTransferDialog } from './PointTransferDialog';
import { connect } from './point-transfer.connect';
import { TransactionList } from './TransactionList';
import { useCustomerInfo } from '@/system/use-customer-info';
import '@/i18n/texts/account';
import '@/i18n/texts/shared';

/** `/loyalty-points`: the points, Convert to wallet money, and the points' history. */
export default function LoyaltyPage() {
  return (
    <AccessGate rule={ACCESS_RULES.loyalty}>
      <Loyalty />
    </AccessGate>
  );
}

function Loyalty() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const config = useConfig().data;
  const minimum = config?.loyalty_point_minimum_point ?? 0;
  const rate = config?.loyalty_point_exchange_rate ?? 1;
  const info = useCustomerInfo();
  const transfer = useConnect(usePointTransferFlow(minimum), connect);
  const points = new Intl.NumberFormat(i18n.language);
  const formatPoints = (value: number) =>
    t('loyalty.points', { count: value, points: points.format(value) });
  return (
    <Container maxW="3xl" py="8">
      <Heading as="h1" size="2xl" mb="4">
        {t('loyalty.title')}
      </Heading>
      <Stack gap="6">
        <HStack
          bg="green.subtle"
          borderRadius="lg"
          p="6"
          justify="space-between"
          wrap="wrap"
          gap="4"
        >
          <Stack gap="1">
            <Text color="fg.muted">{t('loyalty.balance')}</Text>
            {info.isError ? (
              <ErrorState error={info.error} onRetry={() => void info.refetch()} />
            ) : info.isPending ? (
              <Skeleton height="9" width="40" />
            ) : (
              <Text fontSize="3xl" fontWeight="bold">
                {formatPoints(info.data.loyalty_point)}
              </Text>
            )}
            <Text fontSize="sm" color="fg.muted">
              {t('loyalty.rate', { rate: points.format(rate), amount: money(1) })}
            </Text>
          </Stack>
          <Button
            colorPalette="green"
            disabled={!info.isSuccess}
            onClick={() => info.data && transfer.open(info.data.loyalty_point)}
          >
            {t('loyalty.convert')}
          </Button>
        </HStack>
        <TransactionList kind="loyalty" format={(value) => points.format(value)} />
      </Stack>
      <PointTransferDialog
        transfer={transfer}
        minimum={points.format(minimum)}
        worth={(point) => money(pointsWorth(point, rate))}
      />
    </Container>
  );
}
