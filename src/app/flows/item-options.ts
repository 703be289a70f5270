import { useSelector } from '@xstate/react';
import type { Item } from '@/api/schemas/catalogue';
import { toOptionsItem } from '@/domain/options-item';
import { itemOptionsMachine } from '@machines/item-options.machine';
import { useAddToCart } from '../use-add-to-cart';
import { useFlowActor } from '../flow-actor';
import { sessionActor } from '../session';

/**
 * The item page's options actor. A confirmed line goes through the add-to-cart flow, so the
 * one-store rule and the location prompt hold here too.
 */
export function useItemOptionsFlow(item: Item, onConfirmed: () => void) {
  const { addLine } = useAddToCart();
  const signedIn = useSelector(sessionActor, (s) => s.context.token !== null);
  return useFlowActor(
    itemOptionsMachine,
    { input: { item: toOptionsItem(item), cartLine: null, signedIn } },
    (actor) => {
      const confirmed = actor.on('itemOptionsConfirmed', ({ line }) => {
        addLine(item, line);
        onConfirmed();
      });
      return () => confirmed.unsubscribe();
    },
  );
}
