import { NotFound } from '@/components/NotFound';
import { staticPageOf } from '@/domain/static-pages';
import { StaticPageView } from './StaticPageView';

/** One of SPEC §2's static pages, by its route. */
export default function StaticPage({ slug }: { slug: string }) {
  const page = staticPageOf(slug);
  return page ? <StaticPageView key={page.slug} page={page} /> : <NotFound />;
}
