import { Heading } from '@chakra-ui/react/heading';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useTranslation } from '@/i18n/use-translation';
import { radioGroupSlotRecipe } from '@/components/slot-recipes';
import type { OrderType } from '@/domain/checkout-options';
import type { CheckoutPageApi } from './use-checkout-page';
import '@/i18n/texts/checkout';

/** Delivery or take-away, shown when the config offers both. */
export function OrderTypeSection({ page }: { page: CheckoutPageApi }) {
  const { t } = useTranslation();
  const { checkout, orderTypes } = page;
  if (orderTypes.length < 2) return null;
  return (
    <Stack gap="2" as="section" aria-labelledby="order-type-heading">
      <Heading as="h2" id="order-type-heading" size="md">
        {t('checkout.orderType')}
      </Heading>
      <RadioGroup.Root
        recipe={radioGroupSlotRecipe}
        value={checkout.options.orderType}
        onValueChange={(details) => checkout.chooseOrderType(details.value as OrderType)}
        aria-labelledby="order-type-heading"
      >
        <HStack gap="6">
          {orderTypes.map((type) => (
            <RadioGroup.Item key={type} value={type}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(`checkout.orderTypes.${type}`)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </Stack>
  );
}
