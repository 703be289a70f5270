import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Item } from '@/api/schemas/catalogue';
import { sessionActor } from '@/app/session';
import { useFlowEffects } from '@/app/use-flow-effects';
import { discountPerUnit } from '@/domain/pricing';
import { optionsTotal, unitPrice } from '@/domain/variations';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { itemOptionsMachine, type ItemOptionsEvent } from '@machines/item-options.machine';
import { toOptionsItem } from './to-options-item';

/** The item page's state and handlers, from the item-options machine. */
export function useItemOptions(item: Item, onConfirmed: () => void) {
  const { addLine } = useAddToCart();
  const signedIn = useSelector(sessionActor, (s) => s.context.token !== null);
  const actor = useActorRef(itemOptionsMachine, {
    input: { item: toOptionsItem(item), cartLine: null, signedIn },
  });
  useFlowEffects(actor);
  useEffect(() => {
    // The chosen line goes through the add-to-cart flow, so the one-store rule and the location
    // prompt hold here too. Buy Now waits for a single-item checkout (README "Not yet").
    const subscription = actor.on('itemOptionsConfirmed', ({ line }) => {
      addLine(item, line);
      onConfirmed();
    });
    return () => subscription.unsubscribe();
  }, [actor, item, addLine, onConfirmed]);

  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const send = (event: ItemOptionsEvent) => actor.send(event);
  return {
    optionsItem: context.item,
    selection: context.selection,
    quantity: context.quantity,
    total:
      optionsTotal(context.item, context.selection, context.quantity) -
      discountPerUnit(item, unitPrice(context.item, context.selection)) * context.quantity,
    mode: snapshot.matches({ editing: 'campaign' })
      ? 'campaign'
      : snapshot.matches({ editing: 'inCart' })
        ? 'inCart'
        : 'notInCart',
    send,
  };
}
