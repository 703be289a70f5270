/**
 * Server rendering of a page (issue 28): built by `npm run build:ssr` into dist-ssr/, loaded by
 * the provider (server/http/ssr.ts). Each request renders with its own actor system (its query
 * client, its API client sending the request's headers; its actors never started: a guest's page)
 * and emotion cache, and its language's i18n instance (the process's, only read); the stored keys
 * it reads are the request's cookie copy (src/platform/storage-cookie.ts), the system's `stored`
 * and its views' `RenderedWithContext`.
 *
 * Data: each route declares what its first screen shows (routes.tsx `data`,
 * src/api/queries/page-data.ts); the server fetches it all at once, then renders the page once
 * (useQuery never fetches on the server). What the render asks for that no route declared, or
 * that came late, is left to the browser. The dehydrated cache goes into the page (ssr-data.ts),
 * so the browser asks for none of it again.
 */
import { Readable, Writable } from 'node:stream';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { createApiClient } from '@/api/client';
import { configQueries } from '@/api/queries/config';
import { fetchInto, type PageDataContext } from '@/api/queries/page-data';
import { headTags, urlLanguage, type PageHead } from '@/domain/page-head';
import { readModule, readZoneIds } from '@/platform/location-store';
import { PageStatusContext, type PageStatus } from '@/components/page-status';
import { directionOf } from '@/domain/language';
import { measureZoneSpan } from '@/domain/zone-clock';
import { zoneSpanQuery } from '@/system/use-zone-span';
import { readerOf, RenderedWithContext, type ServerValues } from '@/platform/storage';
import { RenderedModules } from '@/components/lazy-view';
import { parseMirroredCookies, visitorOf } from '@/platform/storage-cookie';
import { contractHeaders } from '../api-headers';
import { App } from '../App';
import { createAppSystem, type AppSystem } from '@/system/app-system';
import { buildChakraTheme } from '../chakra-theme';
import { fillFeatureSlots } from '@/components/feature-slots';
import { featureSlots } from '../lazy-features';
import { createQueryClient } from '../query-client';
import { pageHeadOf } from '../page-head';
import { routeOf, type RouteOfPath } from '../routes';
import { serializeSsrData, type SsrData } from '../ssr-data';
import { i18nFor, languageOf } from './i18n';
import { leaveToBrowser, waiting, withinTime } from './page-queries';

// Code, the same for every request (no one's data): the slots' views, Chakra's tokens and recipes.
fillFeatureSlots(featureSlots);
const theme = buildChakraTheme();
/** As in the browser: the page's head carries the global styles already (the build's prepaint). */
const themeWithoutGlobals = Object.create(theme, { _global: { value: [] } }) as typeof theme;

/**
 * An emotion cache that keeps a render's styles instead of writing a `<style>` before each
 * element (emotion's "compat" mode, which its own extraction uses): one tag in the head holds
 * them all, and the browser's emotion takes them over by their names, with no style moved or
 * written again on hydration.
 */
function styleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/** The head's tag with a render's styles, named as emotion's browser cache reads them. */
function styleTag(cache: EmotionCache): string {
  const names: string[] = [];
  let css = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    names.push(name);
    css += rules;
  }
  // Styles are CSS, not markup: only a closing tag could end the element early.
  // data-s: in place already (emotion's cache would move the tag, and the page be styled anew).
  return `<style data-emotion="css ${names.join(' ')}" data-s="">${css.replaceAll('</', '<\\/')}</style>`;
}

/** The `<link rel="preload">` elements React writes at the start of a page's markup. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/**
 * A query client of one request: no retry (the page waits for no second try), and a query that
 * failed renders its failure (a "not found" page is a 404), not a spinner waiting for a new try.
 */
function serverQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, retryOnMount: false },
    dehydrate: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && query.meta?.notInPage !== true,
    },
  });
  return client;
}

/** A picture made for link previews: its address and size. */
export type LinkPreview = { url: string; width: number; height: number };

export type RenderOptions = {
  /** the request's path and query */
  url: string;
  /** the request's Cookie header */
  cookie: string | undefined;
  /** where the API answers (the provider's own address, or VITE_API_BASE_URL) */
  apiOrigin: string;
  /** where the page is (PUBLIC_URL, else the request's own origin): its canonical address */
  origin: string;
  /** whether the page template's head carries Chakra's global styles (the build's prepaint) */
  globalStylesInPage: boolean;
  /** how the API is asked: in the provider's own process, its routes in process (no socket) */
  fetch?: typeof fetch;
  /**
   * where a picture's link preview is, and its size, when the provider makes them: its own
   * pictures are SVG, which chat apps and search engines do not show
   */
  previewOf?: (image: string) => LinkPreview | null;
};

export type RenderedPage =
  | { kind: 'redirect'; to: string }
  /** a page rendered in the browser only (routes.tsx) */
  | { kind: 'browser' }
  | {
      kind: 'page';
      /**
       * whether a shared cache may keep it: a guest's public page that found what it shows;
       * never a signed-in customer's page nor a customer's own (checkout, orders…), though
       * neither holds their data, nor a page with a failure or a "not found" on it
       */
      shared: boolean;
      /** 404 when the page (or what it is about) was not found, else 200 */
      status: 200 | 404;
      lang: string;
      dir: 'ltr' | 'rtl';
      /**
       * what goes early in the head, before any style: the preload links React puts first in
       * the markup (the LCP picture's), which the browser then asks for before it has read the
       * page's styles (about 110 KB of CSS came before them)
       */
      hints: string;
      /** the page's title, description, addresses and structured data (src/domain/page-head.ts) */
      meta: string;
      /** what goes at the end of the page's head: the page's styles */
      head: string;
      /** the markup of #root */
      body: Readable;
      /** the page's server data (ssr-data.ts), for after the body */
      data: () => string;
      /** the source files of the views it rendered that load their code (lazy-view.ts `module`) */
      modules: string[];
      /**
       * renders of the page (one), queries fetched, those the render asked for that the route
       * did not declare (left to the browser), ms of the data, ms of the render
       */
      timings: {
        renders: number;
        queries: number;
        undeclared: number;
        dataMs: number;
        shellMs: number;
      };
    };

/** How long a page waits for one of its data: a later answer is left to the browser (page-queries.ts). */
const DATA_TIMEOUT_MS = 2_000;

/**
 * The actor system of one request: its actors never start, what it reads as stored is the
 * request's values, and its API client sends the contract's headers from them (the cookie copy
 * and the visitor's token) to the API's address. A 401 (a token no longer valid) leaves that data
 * to the browser, whose session ends it (page-queries.ts).
 */
function requestSystem(options: RenderOptions, values: ServerValues): AppSystem {
  const stored = readerOf(values);
  return createAppSystem({
    queryClient: serverQueryClient(),
    stored,
    startsActors: false,
    api: () =>
      createApiClient({
        origin: options.apiOrigin,
        headers: () => contractHeaders(stored),
        fetch: options.fetch,
        timeoutMs: DATA_TIMEOUT_MS,
      }),
  });
}

/** What the server knows of the visitor: their cookie copy, and the URL's language over it. */
function valuesOf(url: string, cookie: string | undefined): ServerValues {
  // The visitor's own cookies too: a signed-in customer's pages, and a guest's checkout, are
  // rendered with their data (storage-cookie.ts VISITOR_COOKIES).
  const values: ServerValues = {
    ...parseMirroredCookies(cookie),
    ...visitorOf(cookie),
  };
  // A page's address in a language (`?lang=bn`) is that language, whatever the cookie says.
  const urlLang = urlLanguage(new URLSearchParams(url.split('?')[1] ?? ''));
  if (urlLang !== null) values['language-setting'] = urlLang;
  return values;
}

/** The language a page at `url` is in for a visitor sending `cookie` (the URL's, else theirs). */
export function pageLanguage(url: string, cookie: string | undefined): string {
  return languageOf(valuesOf(url, cookie)['language-setting']);
}

export function renderPage(options: RenderOptions): Promise<RenderedPage> {
  return render(options, valuesOf(options.url, options.cookie));
}

/**
 * A page's head alone, in its language and direction: the landing's, whose markup is the build's
 * prepaint (server/http/ssr.ts serves it with this head).
 */
export async function renderHead(
  options: RenderOptions,
): Promise<{ lang: string; dir: 'ltr' | 'rtl'; meta: string }> {
  const values = valuesOf(options.url, options.cookie);
  const route = routeOf(options.url.split('?')[0] ?? '/');
  const { lang, meta } = await pageData(options, values, route, requestSystem(options, values));
  return { lang, dir: directionOf(lang), meta };
}

/**
 * A page's data, fetched all at once (what is not in within DATA_TIMEOUT_MS is left to the
 * browser), and its head made from it.
 */
async function pageData(
  options: RenderOptions,
  values: ServerValues,
  route: RouteOfPath,
  system: AppSystem,
) {
  const [path = '/', search = ''] = options.url.split('?');
  const client = system.queryClient;
  const lang = languageOf(values['language-setting']);
  const i18n = await i18nFor(lang);
  const declared = route.data ? await route.data() : undefined;
  const context: PageDataContext = {
    params: route.params,
    search: new URLSearchParams(search),
    place: {
      zoneIds: readZoneIds(system.stored),
      module: readModule(system.stored),
      language: lang,
    },
    visitor: { signedIn: values.token !== undefined, guestId: values.guest_id ?? null },
    props: route.props,
    client,
  };
  const loading = Promise.all([fetchInto(client, configQueries.config()), declared?.load(context)]);
  const late = !(await withinTime(loading, DATA_TIMEOUT_MS));
  if (late) await client.cancelQueries();
  // The business zone's offset: the browser reads the zone's clock from it (use-zone-span.ts).
  const timeZone = client.getQueryData(configQueries.config().queryKey)?.timezone;
  if (timeZone)
    client.setQueryData(zoneSpanQuery(timeZone).queryKey, measureZoneSpan(Date.now(), timeZone));
  const leftToBrowser = leaveToBrowser(client);
  const { head, site } = pageHeadOf(declared, context, {
    t: i18n.t.bind(i18n),
    origin: options.origin,
    lang,
    customers: route.rendered === 'customer',
  });
  const preview = head.image ? options.previewOf?.(head.image) : null;
  const shown: PageHead = preview
    ? { ...head, image: preview.url, imageSize: { width: preview.width, height: preview.height } }
    : head;
  const meta = headTags(shown, {
    origin: options.origin,
    path,
    params: context.search,
    lang,
    site,
  });
  return { path, search, lang, i18n, late, leftToBrowser, meta };
}

async function render(options: RenderOptions, values: ServerValues): Promise<RenderedPage> {
  const route = routeOf(options.url.split('?')[0] ?? '/');
  if (route.rendered === 'browser') return { kind: 'browser' };
  const started = performance.now();
  const system = requestSystem(options, values);
  const chakra = options.globalStylesInPage ? themeWithoutGlobals : theme;
  const ssrContext: { redirectTo?: string } = {};
  const client = system.queryClient;
  const { path, search, lang, i18n, late, leftToBrowser, meta } = await pageData(
    options,
    values,
    route,
    system,
  );
  const dataMs = performance.now() - started;
  const streamStart = performance.now();

  // The last render, whole (its data is all in the cache by now): its styles are known only at
  // its end, and they go into the head, before the markup that uses them.
  const styles = styleCache();
  const status: PageStatus = { notFound: false, failed: false };
  const modules = new Set<string>();
  const page = (
    <StrictMode>
      {/* A cache per render: its styles go into the page's head. */}
      <CacheProvider value={styles}>
        <I18nextProvider i18n={i18n}>
          <Router ssrPath={path} ssrSearch={search} ssrContext={ssrContext}>
            <PageStatusContext.Provider value={(kind: keyof PageStatus) => (status[kind] = true)}>
              <RenderedWithContext.Provider value={values}>
                <RenderedModules.Provider value={(module) => modules.add(module)}>
                  <App theme={chakra} system={system} />
                </RenderedModules.Provider>
              </RenderedWithContext.Provider>
            </PageStatusContext.Provider>
          </Router>
        </I18nextProvider>
      </CacheProvider>
    </StrictMode>
  );
  let renders = 0;
  const markup = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    renders++;
    const { pipe } = renderToPipeableStream(page, {
      // Every boundary in place, none revealed later by an inline script (which the CSP would
      // refuse, and which showed content about 300 ms after the first paint).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => console.warn(`ssr: ${path}:`, error),
    });
  });
  const shellMs = performance.now() - streamStart;
  if (ssrContext.redirectTo !== undefined) return { kind: 'redirect', to: ssrContext.redirectTo };
  // What the markup was rendered from (a load that came late may still fill the cache).
  const queries = dehydrate(client);
  // What the render asked for that its route did not declare: left to the browser.
  const undeclared = waiting(client, leftToBrowser).length;
  const hints = LEADING_PRELOADS.exec(markup)?.[0] ?? '';
  const data = (): string => {
    // Who the visitor is stays out of the page (the browser has it in storage).
    const { token, guest_id: guestId, ...storage } = values;
    const page: SsrData = {
      path,
      storage,
      signedIn: token !== undefined,
      withGuestId: guestId !== undefined,
      queries,
    };
    return serializeSsrData(page);
  };
  // A query that failed shows as an error, or as nothing: either way not a page to share.
  const anyFailed = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  return {
    kind: 'page',
    shared:
      route.rendered === 'public' &&
      values.token === undefined &&
      values.guest_id === undefined &&
      !status.notFound &&
      !status.failed &&
      !anyFailed &&
      // data late or out of reach, left to the browser: a page of spinners, for no one to keep
      leftToBrowser.size === 0 &&
      undeclared === 0 &&
      !late,
    status: status.notFound ? 404 : 200,
    lang,
    dir: directionOf(lang),
    hints,
    meta,
    head: styleTag(styles),
    body: Readable.from([markup.slice(hints.length)]),
    data,
    modules: [...modules],
    timings: {
      renders,
      queries: client.getQueryCache().getAll().length,
      undeclared,
      dataMs,
      shellMs,
    },
  };
}
