import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyCoupon } from '@/api/checkout';
import { fieldSlotRecipe } from '@/components/slot-recipes';
import { useMoney } from '@/app/use-money';
import '@/i18n/texts/checkout';

type Props = {
  storeId: number;
  subtotal: number;
  applied: string | null;
  onApplied: (code: string | null) => void;
};

/** Coupon apply: the provider checks the code; the item amount must reach its minimum. */
export function CouponField({ storeId, subtotal, applied, onApplied }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const apply = useMutation({
    mutationFn: (typed: string) => applyCoupon(typed, storeId),
    onSuccess: (coupon) => {
      if (subtotal < coupon.min_purchase) {
        setProblem(`${t('checkout.couponMinimum')} ${money(coupon.min_purchase)}`);
        return;
      }
      setProblem(null);
      onApplied(coupon.code);
    },
    onError: (error) => setProblem(error.message || t('errors.generic')),
  });

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
          value={code}
          autoComplete="off"
          onChange={(event) => {
            setCode(event.target.value);
            setProblem(null);
          }}
        />
        <Button
          variant="outline"
          loading={apply.isPending}
          disabled={code.trim() === ''}
          onClick={() => apply.mutate(code.trim())}
        >
          {t('checkout.couponApply')}
        </Button>
      </HStack>
      {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
    </Field.Root>
  );
}
