import { useQuery } from '@tanstack/react-query';
import { pageQueries } from '@/api/queries/pages';
import { useConfig } from '@/app/use-config';
import { isStaticPageShown, type StaticPage } from '@/domain/static-pages';
import { i18next } from '@/i18n';
import { sanitizeHtml } from '@/platform/sanitize-html';

/**
 * A static page: hidden (null) while its config flag is 0, otherwise the provider's HTML in the
 * current language, sanitised once per answer.
 */
export function useStaticPage(page: StaticPage) {
  const config = useConfig();
  const shown = config.data ? isStaticPageShown(page, config.data) : undefined;
  const html = useQuery({
    ...pageQueries.page(page.slug, i18next.language),
    select: sanitizeHtml,
    enabled: shown === true,
  });
  return { shown, html, configError: config.error, retryConfig: () => void config.refetch() };
}
