import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { pageQueries } from '@/api/queries/pages';
import { useConfig } from '@/system/use-config';
import { isStaticPageShown, type StaticPage } from '@/domain/static-pages';
import { sanitizeHtml } from '@/platform/sanitize-html';

/**
 * A static page: hidden (null) while its config flag is 0, otherwise the provider's HTML in the
 * current language, sanitised once per answer.
 */
export function useStaticPage(page: StaticPage) {
  // The rendering instance's language (the server renders each request with its own).
  const { i18n } = useTranslation();
  const config = useConfig();
  const shown = config.data ? isStaticPageShown(page, config.data) : undefined;
  const html = useQuery({
    ...pageQueries.page(page.slug, i18n.language),
    select: sanitizeHtml,
    enabled: shown === true,
  });
  return { shown, html, configError: config.error, retryConfig: () => void config.refetch() };
}
