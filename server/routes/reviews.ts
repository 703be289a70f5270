import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFields } from '../http/body';
import type { AppContext } from '../http/context';
import { notFound } from '../http/errors';
import { bag, paging, requiredInt } from '../http/params';
import { requireItemRow, requireStoreRow } from '../services/catalogue';
import { itemReviews, storeReviews } from '../services/review-lists';
import {
  MAX_REVIEW_IMAGES,
  TOO_MANY_REVIEW_IMAGES,
  dismissReviewReminder,
  isReviewImage,
  reviewReminder,
  submitCourierReview,
  submitItemReview,
} from '../services/reviews';
import { requireCustomer } from '../services/sessions';
import { loadUpload, sendUpload } from '../services/uploads';
import { ITEMS_PAGE_SIZE } from './items';

/**
 * Reviews: an item's and a store's (public), and the signed-in customer's reviews of delivered
 * orders with the review reminder.
 */
export function reviewRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  const me = async (req: FastifyRequest) => (await requireCustomer(db, req, clock.now())).user;
  const now = () => new Date(clock.now());

  app.get<{ Params: { id: string } }>('/items/reviews/:id', async (req) => {
    const item = await requireItemRow(db, req.params.id);
    return itemReviews(db, item.id, paging(bag(req.query), ITEMS_PAGE_SIZE));
  });

  app.get('/stores/reviews', async (req) => {
    const id = requiredInt(bag(req.query), 'store_id', { min: 1, label: 'store id' });
    const store = await requireStoreRow(db, String(id));
    return storeReviews(db, store.id);
  });

  app.post('/items/reviews/submit', async (req) => {
    const user = await me(req);
    const input = await readFields(req, {
      files: MAX_REVIEW_IMAGES,
      tooManyFiles: { code: 'attachment', message: TOO_MANY_REVIEW_IMAGES },
    });
    return submitItemReview(db, user, input, now());
  });

  /** Review images: public, like the reviews that show them; nothing else by this route. */
  app.get<{ Params: { file: string } }>('/images/review/:file', async (req, reply) => {
    const { file } = req.params;
    const upload = (await isReviewImage(db, file)) ? await loadUpload(db, file) : undefined;
    if (!upload) throw notFound('image', 'Image not found');
    return sendUpload(reply, upload);
  });

  app.post('/delivery-man/reviews/submit', async (req) => {
    const user = await me(req);
    return submitCourierReview(db, user, (await readFields(req)).fields, now());
  });

  app.get('/customer/review-reminder', async (req) => reviewReminder(db, await me(req)));

  const dismiss = async (req: FastifyRequest) => {
    const user = await me(req);
    return dismissReviewReminder(db, user, (await readFields(req)).fields);
  };
  app.get('/customer/review-reminder-cancel', dismiss);
  app.post('/customer/review-reminder-cancel', dismiss);
  app.put('/customer/review-reminder-cancel', dismiss);
}
