import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { useConnectivity } from '@/system/connectivity';
import { useMoney } from '@/system/use-money';
import { ChoiceChips } from '@/components/ChoiceChips';
import { SubmitButton } from '@/components/SubmitButton';
import { TIP_CHOICES } from '@/domain/checkout-options';
import { CheckoutTotalsList } from './CheckoutTotalsList';
import { CouponField } from './CouponField';
import { PaymentSection } from './PaymentSection';
import type { CheckoutPageApi } from './use-checkout-page';
import '@/i18n/texts/checkout';
import '@/i18n/texts/shared';

/** The order summary: lines, coupon, tip, payment, totals and Place Order. */
export function SummarySection({ page }: { page: CheckoutPageApi }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { checkout, summary } = page;
  // Placement needs the provider: offline it is disabled, never queued (issue 31).
  const offline = useConnectivity() === 'offline';
  return (
    <Stack
      gap="4"
      as="section"
      aria-labelledby="summary-heading"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
    >
      <Heading as="h2" id="summary-heading" size="lg">
        {t('checkout.summary')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {summary.lines.map((line) => (
          <HStack as="li" key={line.key} justify="space-between" gap="3">
            <Text dir="auto">
              {line.name} × {line.quantity}
            </Text>
            <Text flexShrink={0}>{money(line.amount)}</Text>
          </HStack>
        ))}
      </Stack>
      <CouponField
        storeId={summary.storeId}
        subtotal={summary.subtotal}
        applied={checkout.options.couponCode}
        onApplied={checkout.applyCoupon}
      />
      {page.showsTips ? (
        <Stack gap="2">
          <Text fontWeight="semibold">{t('checkout.tips')}</Text>
          <ChoiceChips
            label={t('checkout.tips')}
            choices={TIP_CHOICES.map((amount) => ({
              value: amount,
              label: amount === 0 ? t('checkout.noTip') : money(amount),
            }))}
            value={checkout.options.tips}
            onChange={checkout.chooseTip}
          />
        </Stack>
      ) : null}
      <PaymentSection
        methods={checkout.paymentMethods}
        value={checkout.paymentMethod}
        note={checkout.paymentNote}
        onChange={checkout.choosePayment}
        cashOnDelivery={page.cashOnDelivery}
        walletBalance={page.walletBalance}
      />
      <CheckoutTotalsList totals={page.totals} />
      {offline ? (
        <Text id="place-offline" role="status" color="fg.error" data-testid="checkout-offline">
          {t('pwa.checkoutOffline')}
        </Text>
      ) : null}
      <SubmitButton
        size="lg"
        busy={checkout.isPlacing}
        disabled={!checkout.canPlace || offline}
        aria-describedby={offline ? 'place-offline' : undefined}
      >
        {t('checkout.placeOrder')}
      </SubmitButton>
    </Stack>
  );
}
