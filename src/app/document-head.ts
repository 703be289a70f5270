import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocation, useSearch } from 'wouter';
import type { PageDataContext } from '@/api/queries/page-data';
import { canonicalOf, titleOf, type PageHead } from '@/domain/page-head';
import { readModule, readZoneIds } from '@/platform/location-store';
import { readRaw } from '@/platform/storage';
import { pageHeadOf } from './page-head';
import { routeOf } from './routes';

function setMeta(name: string, content: string | null) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) return tag?.remove();
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  if (tag.content !== content) tag.content = content;
}

function setCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  if (link.href !== href) link.href = href;
}

function applyHead(head: PageHead, site: string, canonical: string) {
  const title = titleOf(head, site);
  if (document.title !== title) document.title = title;
  setMeta('description', head.description);
  setMeta('robots', head.noindex ? 'noindex' : null);
  setCanonical(canonical);
}

/**
 * Keeps the document's title, description, canonical address and robots as the server writes
 * them (issue 41) when the route, its data or the language change in the browser: a tab, a
 * bookmark and the history show the page's own title.
 */
export function useDocumentHead(): void {
  const [path] = useLocation();
  const search = useSearch();
  const client = useQueryClient();
  const { t, i18n } = useTranslation();
  // Answers arriving: the head is made from them.
  const [answers, setAnswers] = useState(0);
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') setAnswers((n) => n + 1);
      }),
    [client],
  );
  useEffect(() => {
    let current = true;
    const route = routeOf(path);
    const lang = i18n.language;
    void (route.data?.() ?? Promise.resolve(undefined)).then((declared) => {
      if (!current) return;
      const params = new URLSearchParams(search);
      const context: PageDataContext = {
        params: route.params,
        search: params,
        place: { zoneIds: readZoneIds(), module: readModule(), language: lang },
        visitor: { signedIn: readRaw('token') !== null, guestId: readRaw('guest_id') },
        props: route.props,
        client,
      };
      const origin = window.location.origin;
      const { head, site } = pageHeadOf(declared, context, {
        t,
        origin,
        lang,
        customers: route.rendered === 'customer',
      });
      applyHead(head, site, canonicalOf(head, { origin, path, params, lang }));
    });
    return () => {
      current = false;
    };
  }, [path, search, client, t, i18n.language, answers]);
}
