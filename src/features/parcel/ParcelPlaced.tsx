import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import { useMoney } from '@/system/use-money';
import type { PlacedParcelOrder } from '@machines/parcel-order.machine';
import '@/i18n/texts/orders';
import '@/i18n/texts/parcel';

type Props = { placed: PlacedParcelOrder; trackHref: string; guest: boolean };

/** The placed parcel order: its id, the charge the provider computed, Track this order. */
export function ParcelPlaced({ placed, trackHref, guest }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Stack role="status" gap="3" align="start" borderWidth="1px" borderRadius="lg" p="6">
      <Heading as="h2" size="lg">
        {t('orders.placedTitle')}
      </Heading>
      <Text>
        {t('orders.orderNumber')}: <span dir="ltr">#{placed.orderId}</span>
      </Text>
      <Text>
        {t('parcel.charged')}: <span dir="ltr">{money(placed.totalAmount)}</span>
      </Text>
      {guest ? <Text color="fg.muted">{t('orders.rememberOrderId')}</Text> : null}
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="green">
          <Link href={trackHref}>{t('parcel.trackOrder')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/home">{t('parcel.sendAnother')}</Link>
        </Button>
      </HStack>
    </Stack>
  );
}
