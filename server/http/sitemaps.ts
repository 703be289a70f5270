import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/client';

/**
 * What a search engine is told (issue 41): `/robots.txt`, and `/sitemap.xml`, an index of the
 * sitemaps of each module's items and stores (at most SITEMAP_URLS each), every URL with its
 * addresses in en, bn and ar. Only pages that answer without a visitor's place are listed: an
 * item's page (its details need no zone), a store's with its zone and module in its address; a
 * category's needs the visitor's zone (SPEC), so it is not listed. Made from the database, kept
 * until the catalogue changes.
 */

/** The most URLs one sitemap may hold (sitemaps.org). */
export const SITEMAP_URLS = 50_000;
const LANGUAGES = ['en', 'bn', 'ar'] as const;

/** Pages for no search engine: a customer's own, the forms, the flow explorer, the API. */
const DISALLOWED = [
  '/api/',
  '/auth/',
  '/checkout',
  '/profile',
  '/my-orders',
  '/track-order',
  '/wallet',
  '/loyalty-points',
  '/referral-code',
  '/coupons',
  '/chatting',
  '/payment-status',
  '/rate-and-review/',
  '/flows',
  // filtered or sorted search results (the plain search stays)
  '/*sort=',
  '/*filter=',
];

const xml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const inLanguage = (url: string, lang: string) =>
  lang === 'en' ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;

/** What the sitemaps list, one sitemap per module (and per SITEMAP_URLS) of each. */
const KINDS = ['items', 'stores'] as const;
type Kind = (typeof KINDS)[number];

export function registerSitemaps(
  app: FastifyInstance,
  opts: {
    db: Db;
    originOf: (req: FastifyRequest) => string;
    version: () => Promise<string | null>;
  },
): void {
  const made = new Map<string, string>();
  /** A sitemap made once per catalogue version and origin. */
  async function kept(
    req: FastifyRequest,
    name: string,
    make: (origin: string) => Promise<string>,
  ) {
    const origin = opts.originOf(req);
    const version = await opts.version();
    const key = `${version}\n${origin}\n${name}`;
    let text = version === null ? undefined : made.get(key);
    if (text === undefined) {
      text = await make(origin);
      if (version !== null) {
        // Only the current version's are kept.
        for (const old of made.keys()) if (!old.startsWith(`${version}\n`)) made.delete(old);
        made.set(key, text);
      }
    }
    return text;
  }

  app.get('/robots.txt', async (req, reply) => {
    const origin = opts.originOf(req);
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (req, reply) => {
    const text = await kept(req, 'index', async (origin) => {
      const sitemaps: string[] = [];
      for (const kind of KINDS) {
        const modules = await opts.db
          .selectFrom(kind)
          .select(['module_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('status', '=', 1)
          .groupBy('module_id')
          .orderBy('module_id')
          .execute();
        for (const { module_id: moduleId, n } of modules)
          for (let page = 1; page <= Math.ceil(Number(n) / SITEMAP_URLS); page++)
            sitemaps.push(
              `<sitemap><loc>${xml(`${origin}/sitemaps/${kind}-${moduleId}-${page}.xml`)}</loc></sitemap>`,
            );
      }
      return (
        '<?xml version="1.0" encoding="UTF-8"?>' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        sitemaps.join('') +
        '</sitemapindex>'
      );
    });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(text);
  });

  app.get<{ Params: { kind: string; module: string; page: string } }>(
    '/sitemaps/:kind-:module-:page.xml',
    async (req, reply) => {
      const kind = KINDS.find((known) => known === req.params.kind);
      const moduleId = Number(req.params.module);
      const page = Number(req.params.page);
      if (!kind || !Number.isSafeInteger(moduleId) || !Number.isSafeInteger(page) || page < 1)
        return reply.status(404).type('text/plain').send('Not found');
      const text = await kept(req, `${kind}-${moduleId}-${page}`, async (origin) => {
        const pages = await pathsOf(opts.db, kind, moduleId, page);
        const urls = pages.map(({ path, lastmod }) => {
          const url = `${origin}${path}`;
          const alternates = [...LANGUAGES, 'x-default' as const]
            .map(
              (lang) =>
                `<xhtml:link rel="alternate" hreflang="${lang}" href="${xml(inLanguage(url, lang === 'x-default' ? 'en' : lang))}"/>`,
            )
            .join('');
          return `<url><loc>${xml(url)}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>`;
        });
        return urls.length === 0
          ? ''
          : '<?xml version="1.0" encoding="UTF-8"?>' +
              '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
              urls.join('') +
              '</urlset>';
      });
      if (text === '') return reply.status(404).type('text/plain').send('Not found');
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(text);
    },
  );
}

/**
 * The addresses of one sitemap, each with when it last changed (`lastmod`, a W3C date: its last
 * update, catalogue_lastmod, else its creation): a module's items (`/product/{id}`), or its stores
 * with the zone and module their page is seen in by a visitor with no place of their own
 * (`/store/{id}?module_id=…&store_zone_id=…`, as the store page names itself).
 */
async function pathsOf(
  db: Db,
  kind: Kind,
  moduleId: number,
  page: number,
): Promise<{ path: string; lastmod: string }[]> {
  const rows = await db
    .selectFrom(kind)
    .leftJoin('catalogue_lastmod as changed', (join) =>
      join.onRef('changed.row_id', '=', `${kind}.id`).on('changed.tbl', '=', kind),
    )
    .select([
      `${kind}.id as id`,
      kind === 'stores' ? 'stores.zone_id as zone' : sql<null>`null`.as('zone'),
      (eb) => eb.fn.coalesce('changed.changed_at', `${kind}.created_at`).as('changed'),
    ])
    .where(`${kind}.status`, '=', 1)
    .where(`${kind}.module_id`, '=', moduleId)
    .orderBy(`${kind}.id`)
    .limit(SITEMAP_URLS)
    .offset((page - 1) * SITEMAP_URLS)
    .execute();
  return rows.map(({ id, zone, changed }) => ({
    path:
      kind === 'items'
        ? `/product/${id}`
        : `/store/${id}?module_id=${moduleId}&store_zone_id=${zone}`,
    lastmod: String(changed).slice(0, 10),
  }));
}
