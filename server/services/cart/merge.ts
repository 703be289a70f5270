import type { Db } from '../../db/client';
import type { CartRow, ItemRow } from '../../db/schema';
import { itemVariations } from '../catalogue';
import { moduleKeepsStock } from '../config';
import { ownerColumns, type Owner } from '../owner';
import { lineVariationType } from './limits';
import { ownedLines } from './list';

/** A guest's cart moving to the customer on sign-in or sign-up. */

/**
 * Sign-in or sign-up with a `guest_id`: the guest's cart lines move to the customer, module by
 * module. One store per cart holds, and the guest's cart wins (as in 6amMart): the customer's
 * lines from another store of that module are dropped. Lines of the same store stay; a guest
 * line equal to a customer line (same item, variation and add-ons) adds its quantity to it.
 * Quantities are added only as far as maximum_cart_quantity and stock allow (a line that would
 * get nothing is dropped), so the merged cart obeys the same rules as `addToCart`. Lines of an
 * item that is no longer available are dropped. The guest keeps its id, with an empty cart.
 * Guests never have campaign lines (SPEC §6); one that got there anyway is dropped.
 */
export async function mergeGuestCart(db: Db, guestId: number, userId: number, now: Date) {
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('carts')
      .where('guest_id', '=', guestId)
      .where('item_campaign_id', 'is not', null)
      .execute();
    const guestLines = await trx
      .selectFrom('carts')
      .selectAll()
      .where('guest_id', '=', guestId)
      .where('item_id', 'is not', null)
      .orderBy('id', 'asc')
      .execute();
    if (guestLines.length === 0) return;
    const customer: Owner = { kind: 'customer', userId };
    const moduleIds = [...new Set(guestLines.map((l) => l.module_id))];
    for (const moduleId of moduleIds) {
      const fromGuest = guestLines.filter((l) => l.module_id === moduleId);
      const storeId = fromGuest[0]!.store_id;
      await trx
        .deleteFrom('carts')
        .where('user_id', '=', userId)
        .where('module_id', '=', moduleId)
        .where('store_id', '!=', storeId)
        .execute();
      const module = await trx
        .selectFrom('modules')
        .selectAll()
        .where('id', '=', moduleId)
        .executeTakeFirst();
      const keepsStock = module ? await moduleKeepsStock(trx, module.module_type) : false;
      const items = new Map(
        (
          await trx
            .selectFrom('items')
            .selectAll()
            .where(
              'id',
              'in',
              fromGuest.map((l) => l.item_id ?? 0),
            )
            .execute()
        ).map((i) => [i.id, i]),
      );
      for (const line of fromGuest) {
        const item = items.get(line.item_id ?? 0);
        const mine = await ownedLines(trx, customer, moduleId).execute();
        const room = item && item.status === 1 ? roomFor(item, line, mine, keepsStock) : 0;
        const quantity = Math.min(line.quantity, room);
        const same = mine.find(
          (m) =>
            m.store_id === line.store_id &&
            m.item_id === line.item_id &&
            m.item_campaign_id === null &&
            m.variation === line.variation &&
            m.add_on_ids === line.add_on_ids &&
            m.add_on_qtys === line.add_on_qtys,
        );
        if (quantity > 0 && same) {
          await trx
            .updateTable('carts')
            .set({ quantity: same.quantity + quantity, updated_at: stamp })
            .where('id', '=', same.id)
            .execute();
        } else if (quantity > 0) {
          await trx
            .updateTable('carts')
            .set({ ...ownerColumns(customer), quantity, updated_at: stamp })
            .where('id', '=', line.id)
            .execute();
          continue;
        }
        await trx.deleteFrom('carts').where('id', '=', line.id).execute();
      }
    }
  });
}

/** How many more of `line`'s item/variation the lines `mine` leave room for. */
export function roomFor(
  item: ItemRow,
  line: CartRow,
  mine: CartRow[],
  keepsStock: boolean,
): number {
  const ofItem = mine.filter((m) => m.item_id === item.id);
  let room = Number.POSITIVE_INFINITY;
  if (item.maximum_cart_quantity > 0)
    room = item.maximum_cart_quantity - ofItem.reduce((n, m) => n + m.quantity, 0);
  if (keepsStock) {
    const type = lineVariationType(line);
    const stock =
      type === null ? item.stock : (itemVariations(item).find((v) => v.type === type)?.stock ?? 0);
    const held = ofItem
      .filter((m) => type === null || lineVariationType(m) === type)
      .reduce((n, m) => n + m.quantity, 0);
    room = Math.min(room, stock - held);
  }
  return Math.max(0, room);
}
