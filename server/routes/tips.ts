import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';

/** Delivery tips: the amount customers choose most often (the checkout's suggestion). */
export function tipRoutes(app: FastifyInstance, { db }: AppContext) {
  /** `{most_tips_amount}`: the tip customers choose most often (0 before any). */
  app.get('/most-tips', async () => {
    const row = await db
      .selectFrom('orders')
      .select(['dm_tips', (eb) => eb.fn.countAll<number>().as('n')])
      .where('dm_tips', '>', 0)
      .groupBy('dm_tips')
      .orderBy('n', 'desc')
      .orderBy('dm_tips', 'desc')
      .limit(1)
      .executeTakeFirst();
    return { most_tips_amount: row ? Number(row.dm_tips) : 0 };
  });
}
