import { sql } from 'kysely';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import type { UploadedFile } from '../http/body';
import { notFound, refuse } from '../http/errors';
import { bag, optionalString, requiredInt, type Bag } from '../http/params';
import { IMAGE_BASE, imageUrl } from './images';
import { parseJson } from './json';
import { imageInfo, isUploadName, saveUpload } from './uploads';

/**
 * Reviews of a delivered order: one per item (`items/reviews/submit`) and one for its courier
 * (`delivery-man/reviews/submit`), and the review reminder (`customer/review-reminder`: the
 * last delivered order nothing of which is reviewed yet; `review-reminder-cancel` dismisses
 * it). Ratings update the averages with one UPDATE each, so concurrent reviews add up.
 */

export const REVIEW_SUBMITTED = 'Review submitted successfully';
export const ALREADY_REVIEWED = 'You have already reviewed this';

/** An item review's images (`attachment[]`): at most this many, checked as refund images are. */
export const MAX_REVIEW_IMAGES = 3;
export const TOO_MANY_REVIEW_IMAGES = `You can upload at most ${MAX_REVIEW_IMAGES} images.`;
export const REVIEW_IMAGE_BASE = `${IMAGE_BASE}/review`;

/** The type comes from the file's own header (uploads.ts); the 2 MB cap from http/body.ts. */
function readReviewImages(files: UploadedFile[]) {
  if (files.some((f) => f.field !== 'attachment'))
    throw refuse('attachment', 'Only the attachment field may carry files.');
  if (files.length > MAX_REVIEW_IMAGES) throw refuse('attachment', TOO_MANY_REVIEW_IMAGES);
  return files.map((f) => {
    const info = imageInfo(f.data);
    if (!info) throw refuse('attachment', 'The image must be a file of type: jpg, png, jpeg, gif.');
    return { data: f.data, info };
  });
}

function readRating(b: Bag) {
  const rating = requiredInt(b, 'rating', { min: 1, max: 5 });
  const comment = optionalString(b, 'comment', 1000) ?? null;
  return { rating, comment };
}

async function deliveredOrderOf(db: Db, user: UserRow, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!order) throw notFound('order_id', 'Order not found');
  if (order.order_status !== 'delivered')
    throw refuse('order_id', 'You can review an order once it is delivered');
  return order;
}

/** The average with one more rating, in one UPDATE (standard SQL on both engines). */
const newAverage = (rating: number) =>
  sql<number>`(avg_rating * rating_count + ${rating}) / (rating_count + 1)`;

const isUnique = (err: unknown) => err instanceof Error && /unique/i.test(err.message);

/**
 * `POST items/reviews/submit {item_id, order_id, rating 1-5, comment}`, JSON or multipart with
 * up to MAX_REVIEW_IMAGES `attachment[]` images (stored as uploads, public with the review).
 */
export async function submitItemReview(
  db: Db,
  user: UserRow,
  input: { fields: Bag; files: UploadedFile[] },
  now: Date,
) {
  const b = bag(input.fields);
  const itemId = requiredInt(b, 'item_id', { min: 1, label: 'item id' });
  const orderId = requiredInt(b, 'order_id', { min: 1, label: 'order id' });
  const { rating, comment } = readRating(b);
  const images = readReviewImages(input.files);
  const order = await deliveredOrderOf(db, user, orderId);
  const line = await db
    .selectFrom('order_details')
    .select('id')
    .where('order_id', '=', order.id)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  if (!line) throw refuse('item_id', 'This item is not part of the order');
  try {
    await db.transaction().execute(async (trx) => {
      const names: string[] = [];
      for (const img of images) names.push(await saveUpload(trx, img.data, img.info, user.id, now));
      await trx
        .insertInto('reviews')
        .values({
          item_id: itemId,
          order_id: order.id,
          user_id: user.id,
          rating,
          comment,
          attachment: names.length > 0 ? JSON.stringify(names) : null,
          created_at: now.toISOString(),
        })
        .execute();
      await trx
        .updateTable('items')
        .set((eb) => ({
          avg_rating: newAverage(rating),
          rating_count: eb('rating_count', '+', 1),
        }))
        .where('id', '=', itemId)
        .execute();
      if (order.store_id !== null)
        await trx
          .updateTable('stores')
          .set((eb) => ({
            avg_rating: newAverage(rating),
            rating_count: eb('rating_count', '+', 1),
          }))
          .where('id', '=', order.store_id)
          .execute();
    });
  } catch (err) {
    if (isUnique(err)) throw refuse('review', ALREADY_REVIEWED);
    throw err;
  }
  return { message: REVIEW_SUBMITTED };
}

/** `POST delivery-man/reviews/submit {delivery_man_id, order_id, rating 1-5, comment}`. */
export async function submitCourierReview(db: Db, user: UserRow, body: unknown, now: Date) {
  const b = bag(body);
  const dmId = requiredInt(b, 'delivery_man_id', { min: 1, label: 'delivery man id' });
  const orderId = requiredInt(b, 'order_id', { min: 1, label: 'order id' });
  const { rating, comment } = readRating(b);
  const order = await deliveredOrderOf(db, user, orderId);
  if (order.delivery_man_id !== dmId)
    throw refuse('delivery_man_id', 'This courier did not deliver the order');
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('dm_reviews')
        .values({
          delivery_man_id: dmId,
          order_id: order.id,
          user_id: user.id,
          rating,
          comment,
          created_at: now.toISOString(),
        })
        .execute();
      await trx
        .updateTable('delivery_men')
        .set((eb) => ({
          avg_rating: newAverage(rating),
          rating_count: eb('rating_count', '+', 1),
        }))
        .where('id', '=', dmId)
        .execute();
    });
  } catch (err) {
    if (isUnique(err)) throw refuse('review', ALREADY_REVIEWED);
    throw err;
  }
  return { message: REVIEW_SUBMITTED };
}

/**
 * `GET customer/review-reminder` → `{order_id, images}`: the customer's last delivered order
 * with items, none of them reviewed, not dismissed; `{order_id: null, images: []}` when none.
 */
export async function reviewReminder(db: Db, user: UserRow) {
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', user.id)
    .where('order_status', '=', 'delivered')
    .where('review_reminder_dismissed', '=', 0)
    .where('details_count', '>', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reviews').select('reviews.id').whereRef('reviews.order_id', '=', 'orders.id'),
        ),
      ),
    )
    .orderBy('delivered', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!order) return { order_id: null, images: [] as string[] };
  const details = await db
    .selectFrom('order_details')
    .select('item_details')
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const images = details.flatMap((d) => {
    const snap = parseJson<{ image?: unknown; item_campaign?: unknown }>(d.item_details, {});
    const image = snap.image;
    const kind = snap.item_campaign === true ? 'campaign' : 'item';
    return typeof image === 'string' && image !== '' ? [imageUrl(kind, image)] : [];
  });
  return { order_id: order.id, images };
}

/** `GET customer/review-reminder-cancel?order_id`: this order is not asked about again. */
export async function dismissReviewReminder(db: Db, user: UserRow, query: unknown) {
  const orderId = requiredInt(bag(query), 'order_id', { min: 1, label: 'order id' });
  const res = await db
    .updateTable('orders')
    .set({ review_reminder_dismissed: 1 })
    .where('id', '=', orderId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw notFound('order', 'Order not found');
  return { message: 'success' };
}

/** A review image's address (the route below `REVIEW_IMAGE_BASE` serves it to anyone). */
export const reviewImageUrl = (name: string) => `${REVIEW_IMAGE_BASE}/${name}`;

/** Whether an upload is an image of some item review (only those are served as review images). */
export async function isReviewImage(db: Db, file: string): Promise<boolean> {
  if (!isUploadName(file)) return false;
  const row = await db
    .selectFrom('reviews')
    .select('id')
    .where('attachment', 'like', `%"${file}"%`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
