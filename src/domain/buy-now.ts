/**
 * Buy Now and campaign orders (SPEC §2 `/checkout?page=buy_now|campaign`): one item, chosen on
 * its detail, ordered without the cart (CONTRACT "Orders": `is_buy_now` + `cart`).
 */

export const BUY_NOW_PATH = '/checkout?page=buy_now';
export const CAMPAIGN_CHECKOUT_PATH = '/checkout?page=campaign';

/** The checkouts that order one chosen item instead of the cart. */
export type SingleItemPage = 'buy_now' | 'campaign';

/** The chosen item as the checkout shows and places it. */
export type BuyNowLine = {
  itemId: number;
  model: 'Item' | 'ItemCampaign';
  name: string;
  storeId: number;
  quantity: number;
  /** Unit price before the item's discount: variation or item price plus options and add-ons. */
  price: number;
  /** Unit price as the order charges it (the item's discount taken off). */
  unitTotal: number;
  variation: unknown[];
  addOnIds: number[];
  addOnQtys: number[];
};

/** What the checkout orders: the server-side cart, or one chosen item. */
export type CheckoutSource = { page: 'cart' } | { page: SingleItemPage; line: BuyNowLine };

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every(isNumber);

/** A stored line read back (sessionStorage, hand-editable): anything malformed is null. */
export function parseBuyNowLine(raw: unknown): BuyNowLine | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const line = raw as Record<string, unknown>;
  const valid =
    isNumber(line.itemId) &&
    line.itemId > 0 &&
    (line.model === 'Item' || line.model === 'ItemCampaign') &&
    typeof line.name === 'string' &&
    isNumber(line.storeId) &&
    isNumber(line.quantity) &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1 &&
    isNumber(line.price) &&
    isNumber(line.unitTotal) &&
    Array.isArray(line.variation) &&
    isNumberList(line.addOnIds) &&
    isNumberList(line.addOnQtys);
  return valid ? (line as BuyNowLine) : null;
}

/** A campaign checkout orders a campaign item, a buy-now checkout anything else. */
export function pageOfLine(line: Pick<BuyNowLine, 'model'>): SingleItemPage {
  return line.model === 'ItemCampaign' ? 'campaign' : 'buy_now';
}

/** The line's items total, the item's discount applied. */
export function buyNowSubtotal(line: BuyNowLine): number {
  return line.unitTotal * line.quantity;
}

/** The provider's `cart` field of a buy-now order: a JSON array of cart-add payloads. */
export function buyNowCartJson(line: BuyNowLine): string {
  return JSON.stringify([
    {
      item_id: line.itemId,
      model: line.model,
      quantity: line.quantity,
      price: line.price,
      variation: line.variation,
      add_on_ids: line.addOnIds,
      add_on_qtys: line.addOnQtys,
    },
  ]);
}
