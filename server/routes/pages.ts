import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { publicOrigin } from '../http/deployment';
import { languageOf, t } from '../http/messages';
import { bag } from '../http/params';
import { landingPage } from '../services/landing-page';
import { PAGE_ROUTES, pageHtml, subscribe } from '../services/pages';

/**
 * The static pages, the 6amMart client's landing data and the newsletter. No headers needed.
 *
 * Pages: `GET /api/v1/{about-us|terms-and-conditions|privacy-policy|refund-policy|
 * cancellation-policy|shipping-policy}` answer the page's HTML as a JSON string, in the
 * `X-localization` language. They are routes of their own, not config keys: CONTRACT's config
 * keys `refund_policy`, `cancelation_policy` and `shipping_policy` are the 0/1 flags that hide
 * those three pages (a hidden page answers 404 `page`). The 6amMart web's older paths
 * `/refund` and `/cancelation` are aliases.
 */
export function pageRoutes(app: FastifyInstance, { db, clock, deployment }: AppContext) {
  const aliases: Record<string, string> = {
    refund: 'refund-policy',
    cancelation: 'cancellation-policy',
  };
  for (const path of [...Object.keys(PAGE_ROUTES), ...Object.keys(aliases)]) {
    const page = PAGE_ROUTES[aliases[path] ?? path]!;
    app.get(`/${path}`, async (req, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(await pageHtml(db, page, languageOf(req)))),
    );
  }

  /** The 6amMart React client's landing data (its server-side load sends no header). */
  app.get('/react-landing-page', async (req) => landingPage(db, publicOrigin(req, deployment)));

  app.post('/newsletter/subscribe', async (req) => {
    await subscribe(db, bag(req.body).email, new Date(clock.now()).toISOString());
    return { message: t('subscribed', languageOf(req)) };
  });
}
