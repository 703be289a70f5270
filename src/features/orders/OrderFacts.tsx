import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import type { OrderSummary } from '@/api/schemas/order-history';
import { useMoney } from '@/system/use-money';
import '@/i18n/texts/checkout';
import '@/i18n/texts/orders';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** An order's amounts, its payment and where it goes. */
export function OrderFacts({ order }: { order: OrderSummary }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const discount = (order.store_discount_amount ?? 0) + (order.coupon_discount_amount ?? 0);
  const lines: [string, number][] = [
    [t('myOrders.subtotal'), order.items_subtotal ?? 0],
    ...(discount > 0 ? [[t('myOrders.discount'), -discount] as [string, number]] : []),
    [t('myOrders.deliveryCharge'), order.delivery_charge ?? 0],
    [t('myOrders.tax'), order.total_tax_amount ?? 0],
    ...((order.dm_tips ?? 0) > 0
      ? [[t('myOrders.tips'), order.dm_tips ?? 0] as [string, number]]
      : []),
  ];
  const address = order.delivery_address;
  return (
    <Stack gap="6" direction={{ base: 'column', md: 'row' }}>
      <Stack as="section" aria-labelledby="order-summary" gap="2" flex="1">
        <Heading as="h2" size="lg" id="order-summary">
          {t('myOrders.summary')}
        </Heading>
        {order.created_at ? (
          <Text color="fg.muted">
            {new Intl.DateTimeFormat(i18n.language, DATE_TIME).format(new Date(order.created_at))}
          </Text>
        ) : null}
        {lines.map(([label, amount]) => (
          <HStack key={label} justify="space-between">
            <Text>{label}</Text>
            <Text dir="ltr">{amount < 0 ? `−${money(-amount)}` : money(amount)}</Text>
          </HStack>
        ))}
        <HStack justify="space-between" borderTopWidth="1px" pt="2">
          <Text fontWeight="bold">{t('orders.total')}</Text>
          <Text fontWeight="bold" dir="ltr" data-testid="order-total">
            {money(order.order_amount)}
          </Text>
        </HStack>
      </Stack>
      <Stack gap="4" flex="1">
        <Stack as="section" aria-labelledby="order-payment" gap="1">
          <Heading as="h2" size="lg" id="order-payment">
            {t('myOrders.payment')}
          </Heading>
          <Text>
            {order.payment_method
              ? t(`checkout.method.${order.payment_method}`, {
                  defaultValue: order.payment_method,
                })
              : null}
          </Text>
          <Text color="fg.muted">
            {t(order.payment_status === 'paid' ? 'myOrders.paid' : 'myOrders.unpaid')}
          </Text>
        </Stack>
        {address ? (
          <Stack as="section" aria-labelledby="order-address" gap="1">
            <Heading as="h2" size="lg" id="order-address">
              {t('tracking.deliverTo')}
            </Heading>
            {address.contact_person_name ? (
              <Text>
                <bdi>{address.contact_person_name}</bdi>
              </Text>
            ) : null}
            {address.contact_person_number ? (
              <Text dir="ltr" alignSelf="start">
                {address.contact_person_number}
              </Text>
            ) : null}
            {address.address ? (
              <Text>
                <bdi>{address.address}</bdi>
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Stack>
  );
}
