import '@/i18n/texts/shared';
import { homeQueries } from '@/api/queries/home';
import { fetchInto, scopesOf, type RouteData } from '@/api/queries/page-data';
import { storeQueries } from '@/api/queries/stores';
import { storeViewFromParams } from '@/domain/store-view';
import { breadcrumbData, storeData } from '@/domain/structured-data';
import { categoryInForce } from './store-page.connect';

/** `/store/{id or slug}`: the store, then its items in the URL's category, popular and reviews. */
export const storePage: RouteData = {
  load: async ({ params, search, place, client }) => {
    if (place.zoneIds === null) return;
    const scopes = scopesOf(place);
    const [store, categories] = await Promise.all([
      fetchInto(client, storeQueries.details(params.id ?? '', scopes.catalogue)),
      fetchInto(client, homeQueries.categories(scopes.home)),
    ]);
    if (store === undefined) return;
    const view = storeViewFromParams(search);
    const categoryId = categoryInForce(view, store, categories ?? null);
    await Promise.all([
      fetchInto(
        client,
        storeQueries.items(store.id, { categoryId, search: view.search }, scopes.catalogue),
      ),
      fetchInto(client, storeQueries.popularItems(store.id, scopes.catalogue)),
      fetchInto(client, storeQueries.reviews(store.id)),
    ]);
  },
  head: ({ params, place, client, t, url }) => {
    const store = client.getQueryData(
      storeQueries.details(params.id ?? '', scopesOf(place).catalogue).queryKey,
    );
    if (!store) return null;
    const here = url(`/store/${store.slug ?? store.id}`);
    return {
      title: store.name,
      description: store.address
        ? t('head.storeDescription', { name: store.name, address: store.address })
        : t('head.listDescription', { title: store.name }),
      image: store.cover_photo_full_url ?? store.logo_full_url,
      structured: [
        storeData(store, {
          url: here,
          moduleType: store.module_type ?? place.module?.module_type ?? null,
        }),
        breadcrumbData([
          { name: t('nav.home'), url: url('/home') },
          { name: store.name, url: here },
        ]),
      ],
    };
  },
};
