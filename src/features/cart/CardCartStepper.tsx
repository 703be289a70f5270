import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import type { FocusEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { CartRow } from '@/api/schemas/cart';
import { useConnect } from '@/system/flow-actor';
import { useCartLineStepperFlow } from '@/system/flows/cart-line-stepper';
import { connect } from './cart-line-stepper.connect';
import '@/i18n/texts/catalogue';
import '@/i18n/texts/shared';

/**
 * An item card's cart stepper (SPEC §4: not in cart shows Add, then the stepper): compact, the
 * quantity alone; hover or focus opens it to delete or − and +, and it collapses 500 ms after the
 * pointer or focus leaves (SPEC §9, the machine's named delay). The quantity stays the same
 * button in both, so focus stays on it as the stepper opens.
 */
export default function CardCartStepper({ row }: { row: CartRow }) {
  const { t } = useTranslation();
  const stepper = useConnect(useCartLineStepperFlow(row), connect);
  const { name } = row.item;
  const open = stepper.isExpanded;
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) stepper.leave();
  };
  return (
    <HStack
      role="group"
      aria-label={t('item.quantityOf', { name })}
      aria-busy={stepper.isBusy}
      width="100%"
      justify="space-between"
      gap="1"
      opacity={stepper.isBusy ? 0.6 : 1}
      onPointerEnter={stepper.expand}
      onPointerLeave={stepper.leave}
      onFocus={stepper.expand}
      onBlur={onBlur}
    >
      {!open ? null : stepper.showRemove ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          aria-label={t('cart.removeNamed', { name })}
          onClick={stepper.remove}
        >
          ✕
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          aria-label={t('item.decrease', { name })}
          onClick={stepper.decrement}
        >
          −
        </Button>
      )}
      <Button
        size="sm"
        colorPalette="green"
        flex="1"
        minWidth="0"
        px="2"
        aria-live="polite"
        aria-expanded={open}
        onClick={stepper.expand}
      >
        {t('item.inCartQuantity', { quantity: String(stepper.quantity).padStart(2, '0') })}
      </Button>
      {open ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={t('item.increase', { name })}
          onClick={stepper.increment}
        >
          +
        </Button>
      ) : null}
    </HStack>
  );
}
