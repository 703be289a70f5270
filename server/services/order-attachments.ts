import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import type { Owner } from './owner';
import { ownedOrders } from './owned-orders';
import { loadUpload } from './uploads';

/** A prescription image, for the owner of an order that carries it; anyone else: 404. */
export async function orderAttachment(db: Db, owner: Owner, file: string) {
  if (!/^[0-9a-f]{32}\.(png|gif|jpg)$/.test(file)) throw notFound('image', 'Image not found');
  const order = await ownedOrders(db, owner)
    .where('prescription_order', '=', 1)
    .where('order_attachment', 'like', `%"${file}"%`)
    .executeTakeFirst();
  const upload = order ? await loadUpload(db, file) : undefined;
  if (!upload) throw notFound('image', 'Image not found');
  return upload;
}
