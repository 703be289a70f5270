import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { useConnect } from '@/system/flow-actor';
import { useCouponApplyFlow } from '@/system/flows/coupon-apply';
import { useMoney } from '@/system/use-money';
import { fieldSlotRecipe } from '@/components/slot-recipes';
import { connect } from './coupon-apply.connect';
import { BusyButton } from '@/components/BusyButton';
import '@/i18n/texts/checkout';
import { FieldMessage } from '@/components/FieldMessage';

type Props = {
  storeId: number;
  subtotal: number;
  applied: string | null;
  onApplied: (code: string | null) => void;
};

/** Coupon apply (coupon-apply machine): the provider checks the code; the item amount must reach its minimum. */
export function CouponField({ storeId, subtotal, applied, onApplied }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const coupon = useConnect(useCouponApplyFlow(onApplied), (snapshot, send) =>
    connect(snapshot, send, { storeId, subtotal }),
  );
  const { problem } = coupon;

  if (applied)
    return (
      <HStack justify="space-between" borderWidth="1px" borderRadius="md" p="2" role="status">
        <Text>{t('checkout.couponApplied', { code: applied })}</Text>
        <Button size="sm" variant="ghost" onClick={() => onApplied(null)}>
          {t('checkout.couponRemove')}
        </Button>
      </HStack>
    );

  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={problem !== null}>
      <Field.Label>{t('checkout.coupon')}</Field.Label>
      <HStack w="full">
        <Input
          name="coupon"
          value={coupon.code}
          autoComplete="off"
          onChange={(event) => coupon.changeCode(event.target.value)}
        />
        <BusyButton
          variant="outline"
          busy={coupon.isApplying}
          disabled={!coupon.canApply}
          onClick={coupon.apply}
        >
          {t('checkout.couponApply')}
        </BusyButton>
      </HStack>
      <FieldMessage>
        {!problem
          ? null
          : 'text' in problem
            ? problem.text
            : problem.amount !== undefined
              ? `${t(problem.key)} ${money(problem.amount)}`
              : t(problem.key)}
      </FieldMessage>
    </Field.Root>
  );
}
