import type { Db } from '../db/client';
import { onePage } from '../db/paging';
import type { FlashSaleRow } from '../db/schema';
import { notFound } from '../http/errors';
import { hydrateItems } from './catalogue';
import type { LocalNow } from './clock';

/**
 * Flash sales: a published sale of a module whose window contains the local time now, with
 * its products (limited stock at a discount). Only products of active items in active stores
 * of the caller's zones are shown; `available_stock` is stock - sold.
 */

export function serializeFlashSale(f: FlashSaleRow) {
  return {
    id: f.id,
    title: f.title,
    module_id: f.module_id,
    start_date: f.start_date,
    end_date: f.end_date,
    is_publish: f.is_publish,
    admin_discount_percentage: f.admin_discount_percentage,
    vendor_discount_percentage: f.vendor_discount_percentage,
    created_at: f.created_at,
  };
}

function running(db: Db, moduleId: number, now: LocalNow) {
  return db
    .selectFrom('flash_sales')
    .selectAll()
    .where('module_id', '=', moduleId)
    .where('is_publish', '=', 1)
    .where('start_date', '<=', now.dateTime)
    .where('end_date', '>=', now.dateTime);
}

function products(db: Db, saleId: number, zoneIds: number[]) {
  return db
    .selectFrom('flash_sale_items')
    .innerJoin('items', 'items.id', 'flash_sale_items.item_id')
    .innerJoin('stores', 'stores.id', 'items.store_id')
    .where('flash_sale_items.flash_sale_id', '=', saleId)
    .where('flash_sale_items.status', '=', 1)
    .where('items.status', '=', 1)
    .where('stores.status', '=', 1)
    .where('stores.zone_id', 'in', zoneIds);
}

async function productPage(
  db: Db,
  saleId: number,
  zoneIds: number[],
  limit: number,
  offset: number,
) {
  const rows = await products(db, saleId, zoneIds)
    .selectAll('flash_sale_items')
    .orderBy('flash_sale_items.id')
    .$call(onePage({ limit, offset }))
    .execute();
  const itemRows =
    rows.length === 0
      ? []
      : await db
          .selectFrom('items')
          .selectAll()
          .where(
            'id',
            'in',
            rows.map((r) => r.item_id),
          )
          .execute();
  const items = new Map((await hydrateItems(db, itemRows)).map((i) => [i.id, i]));
  return rows.flatMap((r) => {
    const item = items.get(r.item_id);
    if (!item) return [];
    return [
      {
        id: r.id,
        flash_sale_id: r.flash_sale_id,
        item_id: r.item_id,
        stock: r.stock,
        sold: r.sold,
        available_stock: Math.max(0, r.stock - r.sold),
        discount: r.discount,
        discount_type: r.discount_type,
        status: r.status,
        item: { ...item, flash_sale: 1 },
      },
    ];
  });
}

export const FLASH_SALE_MAX_PRODUCTS = 50;

/** `flash-sales`: the running sale with its active products, or `{}` when there is none here. */
export async function currentFlashSale(
  db: Db,
  q: { zoneIds: number[]; moduleId: number; now: LocalNow },
) {
  const sales = await running(db, q.moduleId, q.now).orderBy('id').execute();
  for (const sale of sales) {
    const active = await productPage(db, sale.id, q.zoneIds, FLASH_SALE_MAX_PRODUCTS, 1);
    if (active.length > 0) return { ...serializeFlashSale(sale), active_products: active };
  }
  return {};
}

/** `flash-sales/items?flash_sale_id`: one page of a running sale's products. */
export async function flashSaleItems(
  db: Db,
  q: {
    flashSaleId: number;
    zoneIds: number[];
    moduleId: number;
    now: LocalNow;
    limit: number;
    offset: number;
  },
) {
  const sale = await running(db, q.moduleId, q.now)
    .where('id', '=', q.flashSaleId)
    .executeTakeFirst();
  if (!sale) throw notFound('flash_sale', 'Flash sale not found');
  const total = await products(db, sale.id, q.zoneIds)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return {
    total_size: Number(total?.n ?? 0),
    limit: q.limit,
    offset: q.offset,
    flash_sale: serializeFlashSale(sale),
    products: await productPage(db, sale.id, q.zoneIds, q.limit, q.offset),
  };
}
