import type { Db } from '../../db/client';
import type { CartRow } from '../../db/schema';
import { campaignItemsByIds, type CampaignItemJson } from '../campaigns';
import { hydrateItems, type ItemJson } from '../catalogue';
import { DEFAULT_TIMEZONE, localNow } from '../clock';
import { readSetting } from '../config';
import { parseJson, parseNumberArray } from '../json';
import type { Owner } from '../owner';
import { ITEM_TYPE, lineModel, lineProductId } from './model';

/** The cart's lines of an owner and module, and their JSON (the whole cart is every answer). */

export async function businessNow(db: Db, now: Date) {
  const zone = await readSetting<unknown>(db, 'timezone', DEFAULT_TIMEZONE);
  return localNow(now.getTime(), typeof zone === 'string' ? zone : DEFAULT_TIMEZONE);
}

export function ownedLines(db: Db, owner: Owner, moduleId: number) {
  const q = db.selectFrom('carts').selectAll().where('module_id', '=', moduleId);
  return owner.kind === 'guest'
    ? q.where('guest_id', '=', owner.guestId)
    : q.where('user_id', '=', owner.userId);
}

export function serializeCartRow(row: CartRow, item: ItemJson | CampaignItemJson | undefined) {
  const model = lineModel(row);
  return {
    id: row.id,
    user_id: row.user_id ?? row.guest_id,
    is_guest: row.guest_id !== null,
    module_id: row.module_id,
    store_id: row.store_id,
    /** the item's id, or the campaign item's id for an "ItemCampaign" line */
    item_id: lineProductId(row),
    item_type: ITEM_TYPE[model],
    model,
    price: row.price,
    quantity: row.quantity,
    variation: parseJson<unknown[]>(row.variation, []),
    add_on_ids: parseNumberArray(row.add_on_ids),
    add_on_qtys: parseNumberArray(row.add_on_qtys),
    created_at: row.created_at,
    updated_at: row.updated_at,
    // 6amMart clients keep the lines whose item.module.id is the current module.
    item: item ? { ...item, module: { id: item.module_id, module_type: item.module_type } } : null,
  };
}

export type CartRowJson = ReturnType<typeof serializeCartRow>;

export async function listCart(db: Db, owner: Owner, moduleId: number): Promise<CartRowJson[]> {
  const rows = await ownedLines(db, owner, moduleId).orderBy('id', 'asc').execute();
  if (rows.length === 0) return [];
  const itemIds = [...new Set(rows.flatMap((r) => (r.item_id === null ? [] : [r.item_id])))];
  const itemRows = itemIds.length
    ? await db.selectFrom('items').selectAll().where('id', 'in', itemIds).execute()
    : [];
  const items = new Map((await hydrateItems(db, itemRows)).map((i) => [i.id, i]));
  const campaigns = new Map(
    (
      await campaignItemsByIds(
        db,
        rows.flatMap((r) => (r.item_campaign_id === null ? [] : [r.item_campaign_id])),
      )
    ).map((c) => [c.id, c]),
  );
  return rows.map((r) =>
    serializeCartRow(
      r,
      r.item_campaign_id !== null ? campaigns.get(r.item_campaign_id) : items.get(r.item_id ?? 0),
    ),
  );
}
