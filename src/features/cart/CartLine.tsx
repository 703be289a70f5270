import { Box } from '@chakra-ui/react/box';
import { lineUnitPrice } from './line-price';
import { Button } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { removeCartLine, updateCartQuantity } from '@/api/cart';
import type { CartRow } from '@/api/schemas/cart';
import { currentOwner } from '@/app/session';
import { useFlowEffects } from '@/app/use-flow-effects';
import { useMoney } from '@/app/use-money';
import { QuantityStepper } from '@/features/item/QuantityStepper';
import { cartLineStepperMachine } from '@machines/cart-line-stepper.machine';

/** One row of the cart drawer with its stepper (cart-line-stepper machine). */
export function CartLine({ row }: { row: CartRow }) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    cartLineStepperMachine.provide({
      actors: {
        updateLine: fromPromise(async ({ input }) => {
          await updateCartQuantity(currentOwner(), input.cartId, input.quantity);
        }),
        removeLine: fromPromise(async ({ input }) => {
          await removeCartLine(currentOwner(), input.cartId);
        }),
        refreshCart: fromPromise(() => queryClient.invalidateQueries({ queryKey: ['cart'] })),
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: {
      line: {
        cartId: row.id,
        itemId: row.item_id,
        quantity: row.quantity,
        moduleType: row.item.module_type ?? 'grocery',
        stock: row.item.stock ?? null,
        maximumCartQuantity: row.item.maximum_cart_quantity ?? null,
      },
    },
  });
  useFlowEffects(actor);
  const quantity = useSelector(actor, (s) => s.context.requested ?? s.context.line.quantity);
  const unit = lineUnitPrice(row);
  const busy = useSelector(actor, (s) => !s.matches({ active: { quantity: 'idle' } }));

  return (
    <HStack as="li" gap="3" align="center" opacity={busy ? 0.6 : 1} aria-busy={busy}>
      <Image
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
        <HStack gap="2" mt="1">
          {quantity <= 1 ? (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={t('cart.removeNamed', { name: row.item.name })}
              onClick={() => actor.send({ type: 'REMOVE' })}
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
            onDecrease={() => actor.send({ type: 'QUANTITY_DECREMENTED' })}
            onIncrease={() => actor.send({ type: 'QUANTITY_INCREMENTED' })}
          />
        </HStack>
      </Box>
      <Text fontWeight="semibold">{money(unit * quantity)}</Text>
    </HStack>
  );
}
