import { Box } from '@chakra-ui/react/box';
import { isPendingLine, lineUnitPrice, queuedSeqOf } from '@/domain/cart-lines';
import { Button } from '@chakra-ui/react/button';
import { Picture } from '@/components/Picture';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import type { CartRow } from '@/api/schemas/cart';
import { useConnect } from '@/system/flow-actor';
import { useCartLineStepperFlow } from '@/system/flows/cart-line-stepper';
import { useMoney } from '@/system/use-money';
import { isWaiting, useWaitingChanges } from '@/system/outbox';
import { QuantityStepper } from '@/features/item';
import { connect } from './cart-line-stepper.connect';
import '@/i18n/texts/catalogue';
import '@/i18n/texts/shared';

/** One row of the cart drawer with its stepper (cart-line-stepper machine). */
export function CartLine({ row }: { row: CartRow }) {
  const { t } = useTranslation();
  const money = useMoney();
  const line = useConnect(useCartLineStepperFlow(row), connect);
  const quantity = line.quantity;
  const unit = lineUnitPrice(row);
  // A line added offline can still be changed: the change waits with it in the outbox.
  const pending = isPendingLine(row) && queuedSeqOf(row) === null;
  const busy = line.isBusy || pending;
  const waiting = isWaiting(row, useWaitingChanges());

  return (
    <HStack
      as="li"
      gap="3"
      align="center"
      opacity={busy ? 0.6 : 1}
      aria-busy={busy}
      data-waiting={waiting || undefined}
    >
      <Picture
        src={row.item.image_full_url ?? undefined}
        alt=""
        boxSize="56px"
        borderRadius="md"
        objectFit="cover"
        bg="bg.muted"
      />
      <Box flex="1" minWidth="0">
        <Text fontWeight="medium" lineClamp={1}>
          {row.item.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {money(unit)}
        </Text>
        {waiting ? (
          <Text fontSize="xs" color="orange.fg" data-testid="line-waiting">
            {t('pwa.waiting')}
          </Text>
        ) : null}
        <HStack gap="2" mt="1">
          {line.showRemove ? (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={t('cart.removeNamed', { name: row.item.name })}
              onClick={line.remove}
              disabled={pending}
            >
              ✕
            </Button>
          ) : null}
          <QuantityStepper
            size="xs"
            value={quantity}
            label={t('item.quantityOf', { name: row.item.name })}
            decreaseLabel={t('item.decrease', { name: row.item.name })}
            increaseLabel={t('item.increase', { name: row.item.name })}
            onDecrease={line.decrement}
            onIncrease={line.increment}
            disabled={pending}
          />
        </HStack>
      </Box>
      <Text fontWeight="semibold">{money(unit * quantity)}</Text>
    </HStack>
  );
}
