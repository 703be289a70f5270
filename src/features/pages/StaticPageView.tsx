import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { useTranslation } from '@/i18n/use-translation';
import { ErrorState } from '@/components/ErrorState';
import { NotFound } from '@/components/NotFound';
import { PageSpinner } from '@/components/PageSpinner';
import type { StaticPage } from '@/domain/static-pages';
import { useStaticPage } from './use-static-page';

/** The provider's HTML gets readable spacing; its own headings sit under the page's h1. */
const proseStyles = {
  '& h2': { fontSize: 'xl', fontWeight: 'bold', mt: '6', mb: '2' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', mt: '4', mb: '2' },
  '& p': { mb: '3', lineHeight: 'tall' },
  '& ul, & ol': { ps: '6', mb: '3' },
  '& a': { color: 'green.fg', textDecoration: 'underline' },
};

/** One static page (`/about-us`, `/privacy-policy`, …): the not-found page while it is hidden. */
export function StaticPageView({ page }: { page: StaticPage }) {
  const { t } = useTranslation();
  const { shown, html, configError, retryConfig } = useStaticPage(page);
  if (configError) return <ErrorState error={configError} onRetry={retryConfig} />;
  if (shown === false) return <NotFound />;
  if (shown === undefined || html.isPending) return <PageSpinner />;
  if (html.isError) return <ErrorState error={html.error} onRetry={() => void html.refetch()} />;
  return (
    <Container maxW="4xl" py="8">
      <Heading as="h1" size="2xl" mb="4">
        {t(page.titleKey)}
      </Heading>
      {/* Sanitised by DOMPurify in useStaticPage: no script or handler survives. */}
      <Box dir="auto" css={proseStyles} dangerouslySetInnerHTML={{ __html: html.data }} />
    </Container>
  );
}
