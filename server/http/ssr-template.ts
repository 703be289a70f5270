import { PassThrough, type Readable } from 'node:stream';

/** The built index.html, cut where a server-rendered page goes (http/ssr.ts). */
export type Template = {
  head: string;
  tail: string;
  globalStylesInPage: boolean;
  /**
   * the head cut where each page's own parts go, its fixed pieces as bytes (made once: about
   * 60 KB of global styles, copied into each page by string replacements before)
   */
  pieces: {
    /** up to `<html lang dir>` */
    start: Buffer;
    /** from there to `<title>` */
    toTitle: Buffer;
    /** from `</title>` to the head's first style or script */
    toFirst: Buffer;
    /** from there to `</head>` */
    toEnd: Buffer;
    /** from `</head>` to `<div id="root">` */
    rest: Buffer;
    /** the tail after #root's `</div>` */
    tailRest: Buffer;
  };
};

const ROOT_OPEN = '<div id="root">';
const HTML_OPEN = /<html lang="[^"]*" dir="[^"]*">/;
const FIRST_STYLE_OR_SCRIPT = /<style|<script|<\/head>/;
const TITLE = /<title>[^<]*<\/title>/;
/** The prepaint's `<style data-emotion="css <names>">` (scripts/prepaint.mjs), not its globals. */
const LANDING_CLASS_RULES = /<style data-emotion="css [^"]*" data-s="">[^<]*<\/style>/;

/**
 * index.html around #root: whatever #root holds (the build's prepainted landing) is left out, and
 * so are the landing's class rules; the rest of its head (global styles, dark-mode script, the
 * entry's loader after #root) is kept as is, so the CSP's script hashes of the static index.html
 * still hold.
 */
export function splitTemplate(html: string): Template {
  const open = html.indexOf(ROOT_OPEN);
  const body = html.indexOf('</body>');
  const close = html.lastIndexOf('</div>', body);
  if (open < 0 || body < 0 || close < open || !HTML_OPEN.test(html))
    throw new Error('ssr: index.html has no <html lang dir> or #root where expected');
  // The prepainted landing's class rules are its own: a page rendered here brings every rule it
  // uses in its own tag, and the same rules twice made the browser parse about 20 KB more CSS.
  const head = html.slice(0, open + ROOT_OPEN.length).replace(LANDING_CLASS_RULES, '');
  const tail = html.slice(close);
  return {
    head,
    tail,
    globalStylesInPage: html.includes('data-emotion="css-global '),
    pieces: piecesOf(head, tail),
  };
}

/** A template's head and tail cut where a page's own parts go (Template's `pieces`). */
function piecesOf(head: string, tail: string): Template['pieces'] {
  const html = HTML_OPEN.exec(head)!;
  const afterHtml = html.index + html[0].length;
  const title = TITLE.exec(head);
  const titleStart = title ? title.index : afterHtml;
  const titleEnd = title ? title.index + title[0].length : afterHtml;
  // A template without a head (a test's) takes the page's styles before #root.
  const headEnd = head.lastIndexOf('</head>');
  const end = headEnd < 0 ? head.length - ROOT_OPEN.length : headEnd;
  const firstAfterTitle = head.slice(titleEnd).search(FIRST_STYLE_OR_SCRIPT);
  const first = firstAfterTitle < 0 ? end : Math.min(titleEnd + firstAfterTitle, end);
  const bytes = (from: number, to: number) => Buffer.from(head.slice(from, to));
  return {
    start: bytes(0, html.index),
    toTitle: bytes(afterHtml, titleStart),
    toFirst: bytes(titleEnd, first),
    toEnd: bytes(first, end),
    rest: bytes(end, head.length),
    tailRest: Buffer.from(tail.slice('</div>'.length)),
  };
}

/**
 * The landing as the build painted it (index.html whole), in the page's language and direction,
 * its own head's tags (title, description, addresses, structured data) in place of the title.
 */
export function landingPage(html: string, page: { lang: string; dir: string; meta: string }) {
  return html
    .replace(HTML_OPEN, `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace(TITLE, () => page.meta);
}

/** A build's asset, or any name with an extension: a file, never a page (404 when absent). */
export const isMissingFile = (path: string): boolean =>
  path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);

/** Paths the SPA renders: not the API, not a file (an extension), not the build's assets. */
export function isPageRoute(path: string): boolean {
  return (
    // The flow explorer is a tool for designers and QA, not a page customers shop on: it renders
    // in the browser, where its diagrams measure the frame they fit in.
    path !== '/flows' &&
    !path.startsWith('/flows/') &&
    path !== '/api' &&
    !path.startsWith('/api/') &&
    !path.startsWith('/assets/') &&
    !/\.[a-z0-9]+$/i.test(path)
  );
}

/**
 * The whole page as it streams: the template's head in the page's language and direction, its
 * title in place of the page's own tags (title, description, addresses, structured data), with
 * the page's resource hints before its first style or script and its styles at its end, the
 * rendered #root, then the page's server data (a JSON script after #root), the addresses of the
 * code its views need (page-modules.ts; another JSON script, read by the entry's loader) and the
 * template's tail.
 */
export function framePage(
  template: Template,
  page: {
    lang: string;
    dir: string;
    hints: string;
    meta: string;
    head: string;
    body: Readable;
    data: () => string;
  },
  chunks: readonly string[] = [],
): Readable {
  const out = new PassThrough();
  const { pieces } = template;
  out.write(pieces.start);
  out.write(`<html lang="${page.lang}" dir="${page.dir}">`);
  out.write(pieces.toTitle);
  // The page's own title, description, addresses and structured data.
  out.write(page.meta);
  out.write(pieces.toFirst);
  // Before the first style or script: the browser asks for them first.
  out.write(page.hints);
  out.write(pieces.toEnd);
  out.write(page.head);
  out.write(pieces.rest);
  page.body.pipe(out, { end: false });
  page.body.on('end', () => {
    // After #root closes: the tail starts with its `</div>`.
    out.write(`</div><script type="application/json" id="ssr-data">${page.data()}</script>`);
    if (chunks.length)
      out.write(
        `<script type="application/json" id="page-modules">${JSON.stringify(chunks)}</script>`,
      );
    out.end(pieces.tailRest);
  });
  page.body.on('error', (error) => out.destroy(error));
  return out;
}
