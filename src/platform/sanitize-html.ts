import DOMPurify from 'dompurify';

/**
 * The provider's page HTML made safe to render: no scripts, event handlers, `javascript:` URLs,
 * frames or forms survive (DOMPurify's HTML profile).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'iframe'],
  });
}
