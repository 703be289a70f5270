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
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressedAsItStreams } from './ssr-compress';
import { framePage, splitTemplate } from './ssr-template';

/** What dist-ssr/entry-server.js exports (src/app/ssr/entry-server.tsx; built, so typed here). */
type RenderedPage =
  | { kind: 'redirect'; to: string }
  | { kind: 'browser' }
  | {
      kind: 'page';
      shared: boolean;
      lang: string;
      dir: 'ltr' | 'rtl';
      hints: string;
      head: string;
      body: Readable;
      data: () => string;
      timings: { prepasses: number; queries: number; dataMs: number; shellMs: number };
    };
type SsrEntry = {
  renderPage(options: {
    url: string;
    cookie: string | undefined;
    apiOrigin: string;
    globalStylesInPage: boolean;
  }): Promise<RenderedPage>;
};

export type SsrOptions = {
  /** the SSR build's entry (default dist-ssr/entry-server.js) */
  entry?: string;
};

export { isPageRoute } from './ssr-template';

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
  const template = splitTemplate(readFileSync(join(staticRoot, 'index.html'), 'utf8'));
  const entryPath = resolve(options.entry ?? 'dist-ssr/entry-server.js');
  const entry = (await import(pathToFileURL(entryPath).href)) as SsrEntry;

  return async (req, reply) => {
    let page: RenderedPage;
    try {
      page = await entry.renderPage({
        url: req.url,
        cookie: req.headers.cookie,
        apiOrigin: apiOrigin ?? loopbackOrigin(app),
        globalStylesInPage: template.globalStylesInPage,
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
    const { prepasses, queries, dataMs, shellMs } = page.timings;
    const { encoding, body } = compressedAsItStreams(
      req.headers['accept-encoding'],
      framePage(template, page),
    );
    if (encoding) reply.header('content-encoding', encoding);
    await reply
      .type('text/html; charset=utf-8')
      // No customer's data is in a page (the server has no token, guest id or cart), only what
      // its cookie copy names (place, module, language, theme): a guest's public page a CDN may
      // keep for a minute per cookie header (Vary) and answer from it while it asks again
      // (README "Server rendering"); a signed-in customer's page, or a customer's own page
      // (checkout, orders), no cache keeps.
      .header(
        'cache-control',
        page.shared ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' : 'no-store',
      )
      .header('vary', 'cookie, accept-encoding')
      .header(
        'server-timing',
        [
          `ssr-data;dur=${dataMs.toFixed(1)};desc="${prepasses} prepasses, ${queries} queries"`,
          `ssr-shell;dur=${shellMs.toFixed(1)}`,
        ].join(', '),
      )
      .send(body);
    return true;
  };
}
