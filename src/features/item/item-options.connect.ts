import type { SnapshotFrom } from 'xstate';
import { discountPerUnit } from '@/domain/pricing';
import { optionsTotal, unitPrice } from '@/domain/variations';
import type { ItemOptionsEvent, itemOptionsMachine } from '@machines/item-options.machine';
import '@/i18n/texts/catalogue';
import '@/i18n/texts/shared';

/** The item's options, quantity, total, its main button and Buy Now (not for campaign items). */
export function connect(
  snapshot: SnapshotFrom<typeof itemOptionsMachine>,
  send: (event: ItemOptionsEvent) => void,
) {
  const { item, selection, quantity } = snapshot.context;
  const unit = unitPrice(item, selection);
  const discount = item.discount ? discountPerUnit(item.discount, unit) : 0;
  const mainAction = snapshot.matches({ editing: 'campaign' })
    ? { labelKey: 'item.orderNow', event: { type: 'ORDER_NOW' } as const }
    : snapshot.matches({ editing: 'inCart' })
      ? { labelKey: 'item.updateToCart', event: { type: 'UPDATE_CART' } as const }
      : { labelKey: 'item.addToCart', event: { type: 'ADD_TO_CART' } as const };
  return {
    item,
    quantity,
    total: optionsTotal(item, selection, quantity) - discount * quantity,
    isFoodValueChosen: (group: string, label: string) =>
      (selection.food[group] ?? []).includes(label),
    chosenOptionOf: (choice: string) => selection.choices[choice],
    addOnQuantityOf: (addOnId: number) => selection.addOns[String(addOnId)] ?? 0,
    toggleFoodValue: (group: string, label: string) =>
      send({ type: 'VARIATION_VALUE_TOGGLED', group, label }),
    selectChoice: (choice: string, option: string) =>
      send({ type: 'CHOICE_SELECTED', choice, option }),
    toggleAddOn: (addOnId: number, checked: boolean) =>
      send({ type: 'ADDON_TOGGLED', addOnId, checked }),
    decrementAddOn: (addOnId: number) => send({ type: 'ADDON_DECREMENTED', addOnId }),
    incrementAddOn: (addOnId: number) => send({ type: 'ADDON_INCREMENTED', addOnId }),
    decrement: () => send({ type: 'QUANTITY_DECREMENTED' }),
    increment: () => send({ type: 'QUANTITY_INCREMENTED' }),
    mainLabelKey: mainAction.labelKey,
    confirm: () => send(mainAction.event),
    /** SPEC §2: Buy Now beside Add to Cart and Update To Cart; campaign items show Order Now only. */
    offersBuyNow: snapshot.can({ type: 'BUY_NOW' }),
    buyNow: () => send({ type: 'BUY_NOW' }),
  };
}
