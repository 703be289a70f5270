/**
 * Server rendering of the SPA's pages (issue 28): a page route (a GET for no file, outside /api)
 * is rendered by the SSR build of the SPA (`npm run build:ssr` → dist-ssr/entry-server.js,
 * src/app/ssr/entry-server.tsx) and streamed into the built index.html in place of its
 * prepainted landing, with the page's server data after #root (ssr-template.ts). The browser
 * hydrates it (src/app/main.tsx). Any failure answers the static index.html instead: the SPA
 * renders the page as without server rendering.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buffer } from 'node:stream/consumers';
import { injectFetch } from './inject-fetch';
import { carryingRequestId } from './request-log';
import {
  encodingFor,
  pageKey,
  PageCache,
  sharedCookie,
  zoneIdsIn,
  type Encoding,
} from './page-cache';
import { compressedAsItStreams } from './ssr-compress';
import { framePage, landingPage, splitTemplate } from './ssr-template';
import { pageModules } from './page-modules';
import { previewOf } from '../services/pictures/preview';

/** What dist-ssr/entry-server.js exports (src/app/ssr/entry-server.tsx; built, so typed here). */
type RenderedPage =
  | { kind: 'redirect'; to: string }
  | { kind: 'browser' }
  | {
      kind: 'page';
      shared: boolean;
      status: 200 | 404;
      lang: string;
      dir: 'ltr' | 'rtl';
      hints: string;
      meta: string;
      head: string;
      body: Readable;
      data: () => string;
      modules: string[];
      timings: {
        renders: number;
        queries: number;
        undeclared: number;
        dataMs: number;
        shellMs: number;
      };
    };
type RenderOptions = {
  url: string;
  cookie: string | undefined;
  apiOrigin: string;
  origin: string;
  globalStylesInPage: boolean;
  fetch?: typeof fetch;
  previewOf?: (image: string) => { url: string; width: number; height: number } | null;
};
type SsrEntry = {
  renderPage(options: RenderOptions): Promise<RenderedPage>;
  renderHead(options: RenderOptions): Promise<{ lang: string; dir: string; meta: string }>;
  pageLanguage(url: string, cookie: string | undefined): string;
};

export type SsrOptions = {
  /** the SSR build's entry (default dist-ssr/entry-server.js) */
  entry?: string;
  /**
   * pages this process renders at once (default 2, SSR_MAX_RENDERS); past it, while the event
   * loop lags, or for a second after a render that took over 250 ms while other visitors
   * waited, a visitor gets the static SPA at once (rendered in the browser)
   */
  maxRenders?: number;
  /**
   * the versions of what public pages show (services/page-version.ts): with it, the pages a
   * shared cache may keep are kept in this process too (page-cache.ts)
   */
  version?: () => Promise<string | null>;
  /** the page cache's byte budget (default 64 MiB, PAGE_CACHE_MB) */
  cacheBytes?: number;
  /** a render this long (ms) while other visitors wait starts the cool-down (default 250, SSR_SLOW_RENDER_MS) */
  slowRenderMs?: number;
  /** the event loop's lag (its median over a second, ms) past which no page is rendered (default 200) */
  maxLagMs?: number;
  /**
   * the share of each second a process may spend rendering (default 0.5, SSR_RENDER_SHARE in
   * percent): past it, the static SPA until renders fall back within it
   */
  renderShare?: number;
  /** the origin a request's page is at, for its canonical address (deployment.ts publicOrigin) */
  originOf?: (req: FastifyRequest) => string;
  /** the ids of the zones there are: a page naming another is never kept (its key is made up) */
  zoneIds?: () => Promise<ReadonlySet<number>>;
  /** told how to read the page cache's size at each scrape (metrics.ts) */
  watchPageCache?: (read: () => { entries: number; bytes: number; evictions: number }) => void;
};

/**
 * An event loop this late, most of the time (the median over the last second), renders no more
 * pages until it catches up: a process behind on everything, not one long task (the first
 * renders after a start take hundreds of ms, once).
 */
const MAX_LAG_MS = 200;

/** The event loop's lag, its median over the last second, as a function that reads it. */
function eventLoopLag(): () => number {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let lagMs = 0;
  setInterval(() => {
    lagMs = histogram.percentile(50) / 1e6;
    histogram.reset();
  }, 1_000).unref();
  return () => lagMs;
}

/** A render this long while other visitors wait means the process is too busy to render. */
const SLOW_RENDER_MS = 250;

/** How long it then answers the static SPA before it renders again. */
const COOL_DOWN_MS = 1_000;

/**
 * The time spent rendering pages over the last second (renders ended within it). Renders are
 * mostly synchronous work: visitors waiting for them wait unread in the socket's queue, where
 * neither the renders in flight nor the event loop's lag see them; a share of each second is
 * what keeps the rest of it for the pages answered from the cache and the static SPA.
 */
function renderTime(): { add(ms: number): void; lastSecond(): number } {
  const ended: { at: number; ms: number }[] = [];
  return {
    add(ms) {
      ended.push({ at: performance.now(), ms });
    },
    lastSecond() {
      const since = performance.now() - 1_000;
      while (ended.length > 0 && ended[0]!.at < since) ended.shift();
      return ended.reduce((sum, render) => sum + render.ms, 0);
    },
  };
}

/** Says which way a page went, in `Server-Timing` (docs/SERVER-RENDERING.md). */
export const pagePath = (path: 'rendered' | 'shell' | 'cache') => `page;desc="${path}"`;

export { isMissingFile, isPageRoute } from './ssr-template';

function loopbackOrigin(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  const host =
    !address || address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address?.port ?? 80}`;
}

const hasCookieCopy = (cookie: string | undefined) => /(?:^|;\s*)sf\./.test(cookie ?? '');

/**
 * The handler for page routes: renders and streams the page, or answers false when it cannot
 * (the caller then sends the static index.html).
 */
export async function createSsrHandler(
  app: FastifyInstance,
  staticRoot: string,
  apiOrigin: string | undefined,
  options: SsrOptions = {},
): Promise<(req: FastifyRequest, reply: FastifyReply) => Promise<boolean>> {
  const index = readFileSync(join(staticRoot, 'index.html'), 'utf8');
  const template = splitTemplate(index);
  const entryPath = resolve(options.entry ?? 'dist-ssr/entry-server.js');
  const entry = (await import(pathToFileURL(entryPath).href)) as SsrEntry;
  const chunksOf = pageModules(staticRoot);
  // The provider's own API is read in process; another backend (VITE_API_BASE_URL) over HTTP.
  const send = apiOrigin === undefined ? injectFetch(app) : undefined;
  // This provider's pictures have link previews; another backend's are its own.
  const ownPreviews = apiOrigin === undefined ? previewOf : undefined;

  const maxRenders = options.maxRenders ?? 2;
  const maxLagMs = options.maxLagMs ?? MAX_LAG_MS;
  const slowRenderMs = options.slowRenderMs ?? SLOW_RENDER_MS;
  const share = options.renderShare ?? 0.5;
  // The whole of each second: no share kept (a single browser's test runs).
  const renderBudgetMs = share >= 1 ? Infinity : share * 1_000;
  const rendered = renderTime();
  /** when a busy process may start its next render (renders spaced to its share) */
  let nextRenderAt = 0;
  const lag = eventLoopLag();
  let rendering = 0;
  const cacheBytes = options.cacheBytes ?? 64 * 2 ** 20;
  // A budget of 0: no page kept, none compressed whole to be kept.
  const cache = options.version && cacheBytes > 0 ? new PageCache(cacheBytes) : null;
  if (cache)
    options.watchPageCache?.(() => ({
      entries: cache.size,
      bytes: cache.bytes,
      evictions: cache.evictions,
    }));
  /** page requests in this handler now */
  let inFlight = 0;
  /** until when no page is rendered: the last render was slow while others waited */
  let coolUntil = 0;

  return async (req, reply) => {
    if (req.url.split('?')[0] === '/') return answerLanding(req, reply);
    inFlight++;
    try {
      return await answerPage(req, reply);
    } finally {
      inFlight--;
    }
  };

  /** Whether the zones a cookie copy names are zones there are (none named: nothing to check). */
  async function zonesThere(cookie: string | undefined): Promise<boolean> {
    const named = zoneIdsIn(cookie);
    if (named === null || !options.zoneIds) return true;
    const there = await options.zoneIds();
    return named.every((id) => there.has(id));
  }

  /**
   * The landing: the build's prepainted page (no render), with its head (title, description,
   * addresses, the site's structured data) in the visitor's language, kept per origin and
   * language while the config's version holds.
   */
  async function answerLanding(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const encoding = encodingFor(req.headers['accept-encoding']);
    const origin = options.originOf?.(req) ?? loopbackOrigin(app);
    const key = `${origin}\n/\n${entry.pageLanguage(req.url, req.headers.cookie)}`;
    const version = cache ? await options.version!() : null;
    const kept = version !== null ? cache!.get(key, version, encoding) : undefined;
    if (kept) {
      reply.headers(kept.headers);
      if (encoding) reply.header('content-encoding', encoding);
      await reply.send(kept.body);
      return true;
    }
    let head: { lang: string; dir: string; meta: string };
    try {
      head = await entry.renderHead({
        url: req.url,
        cookie: req.headers.cookie,
        apiOrigin: apiOrigin ?? loopbackOrigin(app),
        origin,
        globalStylesInPage: template.globalStylesInPage,
        fetch: send && carryingRequestId(send, req.id),
        previewOf: ownPreviews,
      });
    } catch (error) {
      console.error(`ssr: the landing's head failed, the build's is sent:`, error);
      return false;
    }
    // As the static index.html: asked again on every visit (its script names the build's files).
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'cookie, accept-encoding',
    };
    const html = Buffer.from(landingPage(index, head));
    const body = version !== null ? cache!.set(key, version, html, headers, encoding) : html;
    reply.headers(headers);
    if (version !== null && encoding) reply.header('content-encoding', encoding);
    await reply.send(body);
    return true;
  }

  async function answerPage(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const encoding = encodingFor(req.headers['accept-encoding']);
    const cookie = sharedCookie(req.headers.cookie);
    const version = cache ? await options.version!() : null;
    const pageAt = version !== null && (await zonesThere(cookie)) ? pageKey(req.url, cookie) : null;
    // The page names its own address (its canonical URL): one entry per origin it is asked at.
    const key = pageAt === null ? null : `${options.originOf?.(req) ?? ''}\n${pageAt}`;
    const kept = key !== null ? cache!.get(key, version!, encoding) : undefined;
    if (kept) {
      reply.headers({ ...kept.headers, 'server-timing': pagePath('cache') });
      if (encoding) reply.header('content-encoding', encoding);
      await reply.send(kept.body);
      return true;
    }
    if (
      rendering >= maxRenders ||
      lag() > maxLagMs ||
      performance.now() < coolUntil ||
      rendered.lastSecond() > renderBudgetMs ||
      // Busy: renders spaced so that none waits behind a run of others.
      (rendered.lastSecond() > renderBudgetMs / 2 && performance.now() < nextRenderAt)
    ) {
      reply.header('server-timing', pagePath('shell'));
      return false;
    }
    rendering++;
    const started = performance.now();
    try {
      return await renderInto(
        req,
        reply,
        cookie,
        key === null ? null : { key, version: version!, encoding },
      );
    } finally {
      rendering--;
      // A render stretched by the visitors answered meanwhile: the process is too busy to
      // render; the next ones get the static SPA for a while (a lone slow render, the first
      // after a start, does not count).
      const now = performance.now();
      rendered.add(now - started);
      nextRenderAt = now + (now - started) * (1 / share - 1);
      if (now - started > slowRenderMs && inFlight > 1) coolUntil = now + COOL_DOWN_MS;
    }
  }

  async function renderInto(
    req: FastifyRequest,
    reply: FastifyReply,
    cookie: string | undefined,
    keep: { key: string; version: string; encoding: Encoding } | null,
  ): Promise<boolean> {
    let page: RenderedPage;
    try {
      page = await entry.renderPage({
        url: req.url,
        cookie,
        apiOrigin: apiOrigin ?? loopbackOrigin(app),
        origin: options.originOf?.(req) ?? loopbackOrigin(app),
        globalStylesInPage: template.globalStylesInPage,
        fetch: send && carryingRequestId(send, req.id),
        previewOf: ownPreviews,
      });
    } catch (error) {
      // Said even with the provider's logger off: the page still works, as the static SPA.
      console.error(`ssr: ${req.url} answered with the static SPA:`, error);
      return false;
    }
    // A page rendered in the browser only: the static SPA.
    if (page.kind === 'browser') return false;
    if (page.kind === 'redirect') {
      // No cookie copy: a visitor whose place is in localStorage only (stored before the copy
      // existed) would be sent to the landing from a deep link; the static SPA reads storage.
      if (!hasCookieCopy(req.headers.cookie)) return false;
      await reply.header('cache-control', 'no-store').redirect(page.to, 302);
      return true;
    }
    const { queries, undeclared, dataMs, shellMs } = page.timings;
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      // No customer's data is in a page (the server has no token, guest id or cart), only what
      // its cookie copy names (place, module, language, theme): a guest's public page a CDN may
      // keep for a minute under those cookies and answer from it while it asks again
      // (docs/SERVER-RENDERING.md); a signed-in customer's page, a customer's own page (checkout,
      // orders), a "not found" or a failure, no cache keeps.
      'cache-control': page.shared
        ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
        : 'no-store',
      vary: 'cookie, accept-encoding',
    };
    reply
      .status(page.status)
      .headers(headers)
      .header(
        'server-timing',
        [
          pagePath('rendered'),
          `ssr-data;dur=${dataMs.toFixed(1)};desc="${queries} queries, ${undeclared} undeclared"`,
          `ssr-shell;dur=${shellMs.toFixed(1)}`,
        ].join(', '),
      );
    if (page.shared && keep) {
      // Kept whole, compressed once per encoding asked for.
      const html = await buffer(framePage(template, page, chunksOf(page.modules)));
      const body = cache!.set(keep.key, keep.version, html, headers, keep.encoding);
      if (keep.encoding) reply.header('content-encoding', keep.encoding);
      await reply.send(body);
      return true;
    }
    const { encoding, body } = compressedAsItStreams(
      req.headers['accept-encoding'],
      framePage(template, page, chunksOf(page.modules)),
    );
    if (encoding) reply.header('content-encoding', encoding);
    await reply.send(body);
    return true;
  }
}
