import type { Db } from '../db/client';
import { notFound, refuse } from '../http/errors';
import type { Lang } from '../http/messages';
import { readSetting } from './config';
import { parseJson } from './json';

/**
 * The static pages (about us, terms, privacy, refund, cancellation, shipping) and newsletter
 * subscriptions. A page answers its HTML as a JSON string in the requested language (English
 * when there is no translation); refund, cancellation and shipping answer 404 while their
 * config flag (`refund_policy`, `cancelation_policy`, `shipping_policy`) is 0.
 */

export interface PageRoute {
  key: string;
  /** the config flag that hides the page when 0 */
  flag?: string;
}

/** URL segment (as the SPA's routes, SPEC §2) → page. */
export const PAGE_ROUTES: Record<string, PageRoute> = {
  'about-us': { key: 'about_us' },
  'terms-and-conditions': { key: 'terms_and_conditions' },
  'privacy-policy': { key: 'privacy_policy' },
  'refund-policy': { key: 'refund_policy', flag: 'refund_policy' },
  'cancellation-policy': { key: 'cancellation_policy', flag: 'cancelation_policy' },
  'shipping-policy': { key: 'shipping_policy', flag: 'shipping_policy' },
};

const shown = (v: unknown) => !(v === 0 || v === '0' || v === false);

export async function pageHtml(db: Db, page: PageRoute, lang: Lang): Promise<string> {
  if (page.flag !== undefined && !shown(await readSetting<unknown>(db, page.flag, 1)))
    throw notFound('page', 'Page not found');
  const row = await db
    .selectFrom('pages')
    .select('content')
    .where('key', '=', page.key)
    .executeTakeFirst();
  if (!row) throw notFound('page', 'Page not found');
  const content = parseJson<Record<string, unknown>>(row.content, {});
  const html = content[lang] ?? content.en;
  return typeof html === 'string' ? html : '';
}

const EMAIL = /^[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}$/i;

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value.trim());
}

/** Subscribes an email (again is fine: the answer is the same). */
export async function subscribe(db: Db, email: unknown, nowIso: string): Promise<void> {
  if (!isEmail(email)) throw refuse('email', 'Please insert a valid email.');
  await db
    .insertInto('newsletters')
    .values({ email: email.trim().toLowerCase(), created_at: nowIso })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}
