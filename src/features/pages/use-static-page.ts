import { useQuery } from '@tanstack/react-query';
import { CACHE_TIERS } from '@/api/cache-tiers';
import { fetchPageHtml } from '@/api/pages';
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
    queryKey: ['page', page.slug, i18next.language],
    queryFn: ({ signal }) => fetchPageHtml(page.slug, signal),
    select: sanitizeHtml,
    staleTime: CACHE_TIERS.config,
    enabled: shown === true,
  });
  return { shown, html, configError: config.error, retryConfig: () => void config.refetch() };
}
