import { PassThrough, type Readable } from 'node:stream';

/** The built index.html, cut where a server-rendered page goes (http/ssr.ts). */
export type Template = { head: string; tail: string; globalStylesInPage: boolean };

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
  return {
    // The prepainted landing's class rules are its own: a page rendered here brings every rule it
    // uses in its own tag, and the same rules twice made the browser parse about 20 KB more CSS.
    head: html.slice(0, open + ROOT_OPEN.length).replace(LANDING_CLASS_RULES, ''),
    tail: html.slice(close),
    globalStylesInPage: html.includes('data-emotion="css-global '),
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
 * rendered #root, then the page's server data (a JSON script after #root) and the template's tail.
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
): Readable {
  const out = new PassThrough();
  out.write(
    template.head
      .replace(HTML_OPEN, `<html lang="${page.lang}" dir="${page.dir}">`)
      // The page's own title, description, addresses and structured data.
      .replace(TITLE, () => page.meta)
      // Before the first style or script: the browser asks for them first.
      .replace(FIRST_STYLE_OR_SCRIPT, (tag) => `${page.hints}${tag}`)
      .replace('</head>', () => `${page.head}</head>`),
  );
  page.body.pipe(out, { end: false });
  page.body.on('end', () => {
    const data = `<script type="application/json" id="ssr-data">${page.data()}</script>`;
    // After #root closes: the tail starts with its `</div>`.
    out.end(template.tail.replace('</div>', () => `</div>${data}`));
  });
  page.body.on('error', (error) => out.destroy(error));
  return out;
}
