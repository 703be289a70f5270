import { Badge } from '@chakra-ui/react/badge';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import type { Coupon } from '@/api/schemas/campaigns';
import { AccessGate } from '@/features/account';
import { useMoney } from '@/system/use-money';
import { ErrorState } from '@/components/ErrorState';
import { ACCESS_RULES } from '@/domain/access';
import { CopyButton } from './CopyButton';
import { useCoupons } from './use-coupons';
import '@/i18n/texts/account';
import '@/i18n/texts/shared';

/** `/coupons`: the running coupons of the picked zone, each with its code to copy. */
export default function CouponsPage() {
  return (
    <AccessGate rule={ACCESS_RULES.coupons}>
      <Coupons />
    </AccessGate>
  );
}

function Coupons() {
  const { t } = useTranslation();
  const coupons = useCoupons();
  return (
    <Container maxW="5xl" py="8">
      <Heading as="h1" size="2xl" mb="4">
        {t('coupons.title')}
      </Heading>
      {coupons.isPending ? <Skeleton height="24" /> : null}
      {coupons.isError ? (
        <ErrorState error={coupons.error} onRetry={() => void coupons.refetch()} />
      ) : null}
      {coupons.isSuccess && coupons.data.length === 0 ? (
        <Text color="fg.muted">{t('coupons.none')}</Text>
      ) : null}
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none">
        {coupons.data?.map((coupon) => (
          <CouponCard key={coupon.id} coupon={coupon} />
        ))}
      </SimpleGrid>
    </Container>
  );
}

function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const discount =
    coupon.coupon_type === 'free_delivery'
      ? t('coupons.freeDelivery')
      : coupon.discount_type === 'percent'
        ? t('coupons.percentOff', { percent: coupon.discount })
        : t('coupons.amountOff', { amount: money(coupon.discount) });
  const until = coupon.expire_date
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
        new Date(coupon.expire_date),
      )
    : null;
  return (
    <Stack as="li" borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="4" gap="2">
      <HStack justify="space-between" align="start" gap="3">
        <Stack gap="0">
          <Text fontSize="xl" fontWeight="bold" color="green.fg">
            {discount}
          </Text>
          {coupon.title ? (
            <Text dir="auto" fontWeight="medium">
              {coupon.title}
            </Text>
          ) : null}
        </Stack>
        <Badge size="lg" variant="outline" fontFamily="mono" dir="ltr">
          {coupon.code}
        </Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {[
          coupon.min_purchase > 0
            ? t('coupons.minPurchase', { amount: money(coupon.min_purchase) })
            : null,
          until ? t('coupons.validUntil', { date: until }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <HStack justify="end">
        <CopyButton code={coupon.code} name={coupon.code} />
      </HStack>
    </Stack>
  );
}
