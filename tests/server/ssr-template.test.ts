import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { framePage, isPageRoute, splitTemplate } from '../../server/http/ssr-template';

describe('server rendering into the built index.html (issue 28)', () => {
  const built =
    '<!doctype html><html lang="en" dir="ltr"><head><style data-emotion="css-global abc">x</style>' +
    '</head><body><div id="root"><div id="prepaint" inert><div><h1>Landing</h1></div></div></div>' +
    '<script>start()</script></body></html>';

  it('leaves the prepainted landing out of #root and keeps the rest', () => {
    const { head, tail, globalStylesInPage } = splitTemplate(built);
    expect(head.endsWith('<div id="root">')).toBe(true);
    expect(head).toContain('css-global abc');
    expect(tail).toBe('</div><script>start()</script></body></html>');
    expect(globalStylesInPage).toBe(true);
    expect(splitTemplate('<html lang="en" dir="ltr"><div id="root"></div></body>').tail).toBe(
      '</div></body>',
    );
  });

  it("leaves out the landing's class rules, keeping its global styles", () => {
    const prepainted =
      '<html lang="en" dir="ltr"><head><style data-emotion="css-global g1" data-s="">html{}</style>' +
      '<style data-emotion="css a1 b2" data-s="">.css-a1{color:red}.css-b2{margin:0}</style>' +
      '</head><body><div id="root"><div id="prepaint"></div></div></body></html>';
    const { head } = splitTemplate(prepainted);
    expect(head).toContain('<style data-emotion="css-global g1" data-s="">html{}</style>');
    expect(head).not.toContain('.css-a1');
    expect(head).toContain('</head><body><div id="root">');
  });

  it("puts the page's own tags for its title, its preload links before the head's first style, its styles at the end", async () => {
    const template = splitTemplate(
      '<html lang="en" dir="ltr"><head><meta charset="UTF-8" /><title>Storefront</title><style>big{}</style>' +
        '<script>dark()</script></head><body><div id="root"></div><script>start()</script></body></html>',
    );
    const page = await text(
      framePage(template, {
        lang: 'ar',
        dir: 'rtl',
        hints: '<link rel="preload" as="image" href="/banner.svg"/>',
        meta: '<title>Rice | Shop</title><meta name="description" content="Rice" />',
        head: '<style data-emotion="css a1" data-s="">.css-a1{}</style>',
        body: Readable.from(['<main>page</main>']),
        data: () => '{}',
      }),
    );
    expect(page).toBe(
      '<html lang="ar" dir="rtl"><head><meta charset="UTF-8" />' +
        '<title>Rice | Shop</title><meta name="description" content="Rice" />' +
        '<link rel="preload" as="image" href="/banner.svg"/><style>big{}</style>' +
        '<script>dark()</script><style data-emotion="css a1" data-s="">.css-a1{}</style></head>' +
        '<body><div id="root"><main>page</main></div>' +
        '<script type="application/json" id="ssr-data">{}</script><script>start()</script></body></html>',
    );
  });

  it('refuses a template it cannot cut', () => {
    expect(() => splitTemplate('<html><body></body></html>')).toThrow(/#root/);
  });

  it('renders page routes only', () => {
    expect(isPageRoute('/store/1')).toBe(true);
    expect(isPageRoute('/home')).toBe(true);
    expect(isPageRoute('/api/v1/module')).toBe(false);
    expect(isPageRoute('/api')).toBe(false);
    expect(isPageRoute('/assets/initial-abc.js')).toBe(false);
    expect(isPageRoute('/favicon.ico')).toBe(false);
    // the flow explorer renders in the browser
    expect(isPageRoute('/flows')).toBe(false);
    expect(isPageRoute('/flows/location')).toBe(false);
    expect(isPageRoute('/flowsy')).toBe(true);
  });
});
