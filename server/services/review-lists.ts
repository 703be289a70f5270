import type { Db } from '../db/client';
import { onePage } from '../db/paging';
import { imageUrl } from './images';
import { parseJson } from './json';
import { reviewImageUrl } from './reviews';

/**
 * Reviews as 6amMart clients read them: `rating`, `comment`, `attachment` (image names) with
 * `attachment_full_url`, and the reviewer as `customer {f_name, l_name, image, image_full_url}`
 * (the item's name alongside). Anyone reads them: the reviewer is their first name and their last
 * name's initial, and nothing says which order the review came from (issue 43).
 */

function reviewsQuery(db: Db) {
  return db
    .selectFrom('reviews')
    .innerJoin('items', 'items.id', 'reviews.item_id')
    .innerJoin('users', 'users.id', 'reviews.user_id');
}

type ReviewRow = {
  id: number;
  item_id: number;
  rating: number;
  comment: string | null;
  attachment: string | null;
  created_at: string;
  item_name: string;
  f_name: string | null;
  l_name: string | null;
  image: string | null;
};

/** "Rahman" -> "R." (the first character, a whole one in any script); none for none. */
function initialOf(name: string | null): string | null {
  const first = name?.trim()[Symbol.iterator]().next().value;
  return first === undefined ? null : `${first}.`;
}

function serializeReview(r: ReviewRow) {
  const attachment = parseJson<string[]>(r.attachment, []);
  return {
    id: r.id,
    item_id: r.item_id,
    item_name: r.item_name,
    rating: r.rating,
    comment: r.comment,
    attachment,
    attachment_full_url: attachment.map(reviewImageUrl),
    customer: {
      f_name: r.f_name,
      l_name: initialOf(r.l_name),
      image: r.image,
      image_full_url: r.image === null ? null : imageUrl('customer', r.image),
    },
    created_at: r.created_at,
    updated_at: r.created_at,
  };
}

const COLUMNS = [
  'reviews.id',
  'reviews.item_id',
  'reviews.rating',
  'reviews.comment',
  'reviews.attachment',
  'reviews.created_at',
  'items.name as item_name',
  'users.f_name',
  'users.l_name',
  'users.image',
] as const;

/** `items/reviews/{id}?limit&offset` → `{total_size, limit, offset, reviews}`, newest first. */
export async function itemReviews(db: Db, itemId: number, page: { limit: number; offset: number }) {
  const base = reviewsQuery(db).where('reviews.item_id', '=', itemId);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .select(COLUMNS)
    .orderBy('reviews.id', 'desc')
    .$call(onePage(page))
    .execute();
  return {
    total_size: Number(total?.n ?? 0),
    limit: page.limit,
    offset: page.offset,
    reviews: rows.map(serializeReview),
  };
}

/** `stores/reviews?store_id` → the reviews of the store's items (a plain list, newest first). */
export async function storeReviews(db: Db, storeId: number) {
  const rows = await reviewsQuery(db)
    .where('items.store_id', '=', storeId)
    .select(COLUMNS)
    .orderBy('reviews.id', 'desc')
    .limit(100)
    .execute();
  return rows.map(serializeReview);
}
