// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/platform/sanitize-html';
import { isStaticPageShown, staticPageOf } from '@/domain/static-pages';

describe('a static page’s HTML', () => {
  it('keeps the text and structure, drops scripts, handlers and javascript: links', () => {
    const html =
      '<h2>Refund policy</h2><p onclick="steal()">Ask within <b>24 hours</b>.</p>' +
      '<script>window.ran = true</script><img src="x" onerror="window.ran = true">' +
      '<a href="javascript:alert(1)">bad</a><a href="/help-and-support">help</a>' +
      '<iframe src="https://example.com"></iframe><style>body{display:none}</style>';
    const clean = sanitizeHtml(html);
    expect(clean).toBe(
      '<h2>Refund policy</h2><p>Ask within <b>24 hours</b>.</p><img src="x">' +
        '<a>bad</a><a href="/help-and-support">help</a>',
    );
  });

  it('renders in a document without running anything', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(
      '<p>Hi</p><script>window.ran = true</script><svg onload="window.ran = true"></svg>',
    );
    document.body.append(host);
    expect(host.textContent).toBe('Hi');
    expect(host.querySelector('script')).toBeNull();
    expect((window as unknown as { ran?: boolean }).ran).toBeUndefined();
  });
});

describe('which static pages show', () => {
  const refund = staticPageOf('refund-policy')!;
  const about = staticPageOf('about-us')!;
  it('shows the always-on pages whatever the flags, a flagged page only while its flag is 1', () => {
    expect(isStaticPageShown(about, undefined)).toBe(true);
    expect(isStaticPageShown(refund, { refund_policy: true })).toBe(true);
    expect(isStaticPageShown(refund, { refund_policy: false })).toBe(false);
    expect(isStaticPageShown(refund, undefined)).toBe(false);
  });
});
