import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { removeCartLine, updateCartQuantity } from '@/api/cart';
import { invalidateCart } from '@/api/queries/cart';
import type { CartRow } from '@/api/schemas/cart';
import { cartLineStepperMachine } from '@machines/cart-line-stepper.machine';
import { useFlowActor } from '../flow-actor';
import { isOfflineNow } from '../connectivity';
import { queueLineChange } from '../outbox';
import { queuedSeqOf } from '@/domain/cart-lines';
import { useAppSystem } from '../app-system';
import { ownerNow } from '../session';
import '@/i18n/texts/shared';

/** A cart line's stepper: every change goes to the provider, then the cart is refreshed. */
export function useCartLineStepperFlow(row: CartRow) {
  const queryClient = useQueryClient();
  const system = useAppSystem();
  const [machine] = useState(() =>
    cartLineStepperMachine.provide({
      actors: {
        // Offline (or a line added offline), the change waits in the outbox (issue 31).
        updateLine: fromPromise(async ({ input }) => {
          if (isOfflineNow(system) || queuedSeqOf({ id: input.cartId }) !== null) {
            await queueLineChange(system, input.cartId, input.quantity);
            return { queued: true };
          }
          await updateCartQuantity(system.api, ownerNow(system), input.cartId, input.quantity);
          return { queued: false };
        }),
        removeLine: fromPromise(async ({ input }) => {
          if (isOfflineNow(system) || queuedSeqOf({ id: input.cartId }) !== null) {
            await queueLineChange(system, input.cartId, 0);
            return { queued: true };
          }
          await removeCartLine(system.api, ownerNow(system), input.cartId);
          return { queued: false };
        }),
        refreshCart: fromPromise(async () => {
          if (!isOfflineNow(system)) await invalidateCart(queryClient);
        }),
      },
    }),
  );
  return useFlowActor(machine, {
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
}
