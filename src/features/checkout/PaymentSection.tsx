import { Box } from '@chakra-ui/react/box';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { radioGroupSlotRecipe } from '@/components/slot-recipes';
import { useMoney } from '@/system/use-money';
import type { PaymentMethod } from '@machines/checkout.machine';
import '@/i18n/texts/checkout';

type Props = {
  methods: PaymentMethod[];
  /** null: none chosen (none to choose) */
  value: PaymentMethod | null;
  /** The i18n key of why the order cannot be paid (no method allowed), or null. */
  note: string | null;
  onChange: (method: PaymentMethod) => void;
  /** The zone module's cash-on-delivery limit to show (null: none) and whether the order is over it. */
  cashOnDelivery: { limit: number | null; exceeded: boolean };
  walletBalance: number | null;
};

/** Payment methods from the config and the zone: cash on delivery (and its limit), wallet, online. */
export function PaymentSection({
  methods,
  value,
  note,
  onChange,
  cashOnDelivery,
  walletBalance,
}: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Box>
      <Text fontWeight="semibold" mb="2" id="payment-heading">
        {t('checkout.paymentMethod')}
      </Text>
      {methods.length > 0 ? (
        <RadioGroup.Root
          recipe={radioGroupSlotRecipe}
          value={value}
          onValueChange={(details) => onChange(details.value as PaymentMethod)}
          aria-labelledby="payment-heading"
        >
          <Stack gap="2">
            {methods.map((method) => (
              <RadioGroup.Item key={method} value={method}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {t(`checkout.method.${method}`)}
                  {method === 'wallet' && walletBalance !== null
                    ? ` (${t('checkout.walletBalance', { amount: money(walletBalance) })})`
                    : ''}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      ) : null}
      {note ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t(note)}
        </Text>
      ) : null}
      {cashOnDelivery.limit !== null ? (
        <Text fontSize="sm" color="fg.muted" mt="2">
          {t('checkout.codLimit', { amount: money(cashOnDelivery.limit) })}
        </Text>
      ) : null}
      {cashOnDelivery.exceeded ? (
        <Text fontSize="sm" color="fg.error" mt="1" role="status">
          {t('checkout.codLimitExceeded')}
        </Text>
      ) : null}
    </Box>
  );
}
