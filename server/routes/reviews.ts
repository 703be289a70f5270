import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFields } from '../http/body';
import type { AppContext } from '../http/context';
import {
  dismissReviewReminder,
  reviewReminder,
  submitCourierReview,
  submitItemReview,
} from '../services/reviews';
import { requireCustomer } from '../services/sessions';

/** Reviews of delivered orders and the review reminder (signed-in customers only). */
export function reviewRoutes(app: FastifyInstance, { db, clock }: AppContext) {
  const me = async (req: FastifyRequest) => (await requireCustomer(db, req, clock.now())).user;
  const now = () => new Date(clock.now());

  app.post('/items/reviews/submit', async (req) => {
    const user = await me(req);
    return submitItemReview(db, user, (await readFields(req)).fields, now());
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
