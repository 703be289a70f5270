import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/system/use-money';
import type { CheckoutTotals } from './checkout-totals';
import '@/i18n/texts/checkout';
import '@/i18n/texts/orders';

/** The checkout's totals: the provider's lines (or the SPA's sum) and what will be paid. */
export function CheckoutTotalsList({ totals }: { totals: CheckoutTotals }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Stack gap="1" borderTopWidth="1px" pt="2" aria-live="polite">
      {totals.rows.map((row) => (
        <HStack key={row.labelKey} justify="space-between">
          <Text>{t(row.labelKey)}</Text>
          <Text dir="ltr">
            {row.free
              ? t('checkoutTotals.deliveryFree')
              : row.amount < 0
                ? `−${money(-row.amount)}`
                : money(row.amount)}
          </Text>
        </HStack>
      ))}
      <HStack justify="space-between" borderTopWidth="1px" pt="2">
        <Text fontWeight="bold">{t('orders.total')}</Text>
        <Text fontWeight="bold" dir="ltr">
          {money(totals.total)}
        </Text>
      </HStack>
    </Stack>
  );
}
