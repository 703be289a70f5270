import type { Item } from '@/api/schemas/catalogue';
import type { OptionsItem } from './variations';

/** The decoded catalogue item, as the item-options machine reads it. */
export function toOptionsItem(item: Item): OptionsItem {
  return {
    id: item.id,
    name: item.name,
    price: item.price,
    moduleType: item.module_type ?? 'grocery',
    stock: item.stock ?? null,
    maximumCartQuantity: item.maximum_cart_quantity ?? null,
    foodVariations: item.food_variations.map((group) => ({
      name: group.name,
      type: group.type ?? null,
      min: group.min ?? null,
      max: group.max ?? null,
      required: group.required ?? null,
      values: group.values.map((value) => ({
        label: value.label,
        optionPrice: value.optionPrice ?? 0,
      })),
    })),
    choiceOptions: item.choice_options,
    variations: item.variations.map((variation) => ({
      ...variation,
      stock: variation.stock ?? null,
    })),
    addOns: item.add_ons,
    isCampaign: item.item_campaign === true,
    discount: { discount: item.discount, discount_type: item.discount_type },
  };
}
