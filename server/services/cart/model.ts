import type { CartRow, ItemCampaignRow, ItemRow } from '../../db/schema';
import { refuse } from '../../http/errors';

/** What a cart line names: an item or a campaign item, and the messages about it. */

export const DIFFERENT_STORE_MESSAGE = 'You can only order from one store at a time';
/** SPEC §6: guests cannot order campaign items. */
export const CAMPAIGN_LOGIN_MESSAGE = 'Please sign in to order campaign items';

export type CartModel = 'Item' | 'ItemCampaign';
export const ITEM_TYPE: Record<CartModel, string> = {
  Item: 'App\\Models\\Item',
  ItemCampaign: 'App\\Models\\ItemCampaign',
};

/** The cart-add `model` (also 6amMart's class names); absent means "Item". */
export function readModel(raw: unknown): CartModel {
  if (raw === undefined || raw === null || raw === '') return 'Item';
  if (raw === 'Item' || raw === ITEM_TYPE.Item) return 'Item';
  if (raw === 'ItemCampaign' || raw === ITEM_TYPE.ItemCampaign) return 'ItemCampaign';
  throw refuse('model', 'The model must be Item or ItemCampaign.');
}

/** Which table a cart (or order) line names. */
export const lineModel = (row: { item_campaign_id: number | null }): CartModel =>
  row.item_campaign_id !== null ? 'ItemCampaign' : 'Item';

/** The id of what a line names, in its model's table. */
export const lineProductId = (row: { item_id: number | null; item_campaign_id: number | null }) =>
  row.item_campaign_id ?? row.item_id ?? 0;

/** What a line can name: an item or a campaign item (the same pricing columns). */
export type CartProduct =
  { model: 'Item'; row: ItemRow } | { model: 'ItemCampaign'; row: ItemCampaignRow };

export const productName = (p: CartProduct) => (p.model === 'Item' ? p.row.name : p.row.title);

export const namesProduct = (line: CartRow, p: CartProduct) =>
  lineModel(line) === p.model && lineProductId(line) === p.row.id;

/** The line's reference columns for a product. */
export const productColumns = (p: CartProduct) => ({
  item_id: p.model === 'Item' ? p.row.id : null,
  item_campaign_id: p.model === 'ItemCampaign' ? p.row.id : null,
});
