import type { Db } from '../../db/client';
import { notFound, refuse } from '../../http/errors';
import { bag, optionalInt, requiredInt } from '../../http/params';
import { parseJson, parseNumberArray } from '../json';
import { ownerColumns, type Owner } from '../owner';
import { priceSelection } from '../pricing';
import { loadProductForCart, sameSelection, checkLimits } from './limits';
import { ownedLines, listCart } from './list';
import {
  DIFFERENT_STORE_MESSAGE,
  CAMPAIGN_LOGIN_MESSAGE,
  ITEM_TYPE,
  readModel,
  lineModel,
  lineProductId,
  namesProduct,
  productColumns,
} from './model';

/** Adding, updating, removing lines and clearing the cart. */

export async function addToCart(db: Db, owner: Owner, moduleId: number, body: unknown, now: Date) {
  const b = bag(body);
  if (owner.kind === 'guest' && (b.model === 'ItemCampaign' || b.model === ITEM_TYPE.ItemCampaign))
    throw refuse('model', CAMPAIGN_LOGIN_MESSAGE);
  const model = readModel(b.model);
  // `item_id` is the campaign item's id for model "ItemCampaign" (as the SPA sends it).
  const itemId = requiredInt(b, 'item_id', { min: 1, label: 'item id' });
  const quantity = requiredInt(b, 'quantity', { min: 1, max: 1000 });

  await db.transaction().execute(async (trx) => {
    const { product, module, addOns } = await loadProductForCart(trx, model, itemId, moduleId, now);
    const item = product.row;
    const sel = priceSelection(item, module.module_type, addOns, {
      variation: b.variation,
      add_on_ids: b.add_on_ids,
      add_on_qtys: b.add_on_qtys,
    });
    const lines = await ownedLines(trx, owner, moduleId).execute();
    if (lines.some((l) => l.store_id !== item.store_id))
      throw refuse('different_store', DIFFERENT_STORE_MESSAGE);
    const same = lines.find((l) => namesProduct(l, product) && sameSelection(l, sel));
    const newQuantity = (same?.quantity ?? 0) + quantity;
    await checkLimits(
      trx,
      product,
      module.module_type,
      sel,
      lines,
      same?.id,
      newQuantity,
      same?.quantity ?? 0,
    );
    const stamp = now.toISOString();
    if (same) {
      await trx
        .updateTable('carts')
        .set({ quantity: newQuantity, price: sel.unitPrice, updated_at: stamp })
        .where('id', '=', same.id)
        .execute();
    } else {
      await trx
        .insertInto('carts')
        .values({
          ...ownerColumns(owner),
          module_id: moduleId,
          store_id: item.store_id,
          ...productColumns(product),
          price: sel.unitPrice,
          quantity,
          variation: JSON.stringify(sel.variation),
          add_on_ids: JSON.stringify(sel.addOnIds),
          add_on_qtys: JSON.stringify(sel.addOnQtys),
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    }
  });
  return listCart(db, owner, moduleId);
}

export async function updateCart(db: Db, owner: Owner, moduleId: number, body: unknown, now: Date) {
  const b = bag(body);
  const cartId = requiredInt(b, 'cart_id', { min: 1, label: 'cart id' });
  const quantity = optionalInt(b, 'quantity', { min: 1, max: 1000 });

  await db.transaction().execute(async (trx) => {
    const lines = await ownedLines(trx, owner, moduleId).execute();
    const line = lines.find((l) => l.id === cartId);
    if (!line) throw notFound('cart_id', 'Cart item not found');
    const { product, module, addOns } = await loadProductForCart(
      trx,
      lineModel(line),
      lineProductId(line),
      moduleId,
      now,
    );
    const item = product.row;
    const has = (k: string) => Object.prototype.hasOwnProperty.call(b, k);
    const sel = priceSelection(item, module.module_type, addOns, {
      variation: has('variation') ? b.variation : parseJson<unknown>(line.variation, []),
      add_on_ids: has('add_on_ids') ? b.add_on_ids : parseNumberArray(line.add_on_ids),
      add_on_qtys: has('add_on_qtys')
        ? b.add_on_qtys
        : has('add_on_ids')
          ? undefined
          : parseNumberArray(line.add_on_qtys),
    });
    const newQuantity = quantity ?? line.quantity;
    await checkLimits(trx, product, module.module_type, sel, lines, line.id, newQuantity);
    await trx
      .updateTable('carts')
      .set({
        quantity: newQuantity,
        price: sel.unitPrice,
        variation: JSON.stringify(sel.variation),
        add_on_ids: JSON.stringify(sel.addOnIds),
        add_on_qtys: JSON.stringify(sel.addOnQtys),
        updated_at: now.toISOString(),
      })
      .where('id', '=', line.id)
      .execute();
  });
  return listCart(db, owner, moduleId);
}

export async function removeCartItem(db: Db, owner: Owner, moduleId: number, query: unknown) {
  const cartId = requiredInt(bag(query), 'cart_id', { min: 1, label: 'cart id' });
  const line = await ownedLines(db, owner, moduleId).where('id', '=', cartId).executeTakeFirst();
  if (!line) throw notFound('cart_id', 'Cart item not found');
  await db.deleteFrom('carts').where('id', '=', line.id).execute();
  return listCart(db, owner, moduleId);
}

export async function clearCart(db: Db, owner: Owner, moduleId: number) {
  let q = db.deleteFrom('carts').where('module_id', '=', moduleId);
  q =
    owner.kind === 'guest'
      ? q.where('guest_id', '=', owner.guestId)
      : q.where('user_id', '=', owner.userId);
  await q.execute();
  return listCart(db, owner, moduleId);
}
