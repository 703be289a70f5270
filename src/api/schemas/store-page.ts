import { array, assign, string, type, type Infer } from 'superstruct';
import { Num, maybe, orDefault } from './common';
import { Store } from './catalogue';

/** A row of a store's weekly hours (day 0 = Sunday, local business time). */
export const Schedule = type({
  day: Num,
  opening_time: string(),
  closing_time: string(),
});

/**
 * `stores/details/{id}`: a store card's fields plus the top-level categories its items are in,
 * its weekly hours, minimum order and the delivery fee to the location (null: not known).
 */
export const StoreDetails = assign(
  Store,
  type({
    module_type: maybe(string()),
    category_ids: orDefault(array(Num), []),
    positive_rating: maybe(Num),
    minimum_order: maybe(Num),
    delivery_fee: maybe(Num),
    schedules: orDefault(array(Schedule), []),
  }),
);
export type StoreDetails = Infer<typeof StoreDetails>;

/** One review of `stores/reviews?store_id` (a plain list, newest first). */
export const StoreReview = type({
  id: Num,
  rating: Num,
  comment: maybe(string()),
  item_name: maybe(string()),
  /** the review's photos (`attachment[]` at submit) */
  attachment_full_url: orDefault(array(string()), []),
  created_at: maybe(string()),
  customer: maybe(type({ f_name: maybe(string()), l_name: maybe(string()) })),
});
export type StoreReview = Infer<typeof StoreReview>;
export const StoreReviewList = array(StoreReview);
