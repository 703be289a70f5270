import '@/i18n/texts/shared';
import { homeQueries } from '@/api/queries/home';
import { fetchInto, scopesOf, type RouteData } from '@/api/queries/page-data';
import { storeQueries } from '@/api/queries/stores';
import { storeAddressParams, storePlaceOf, storeViewFromParams } from '@/domain/store-view';
import { breadcrumbData, storeData } from '@/domain/structured-data';
import { categoryInForce } from './store-page.connect';

/** `/store/{id or slug}`: the store, then its items in the URL's category, popular and reviews. */
export const storePage: RouteData = {
  load: async ({ params, search, place, client }) => {
    const seenIn = storePlaceOf(place, search);
    if (seenIn === null) return;
    const [store, categories] = await Promise.all([
      fetchInto(client, storeQueries.details(params.id ?? '', seenIn)),
      // the module's categories (their chips): a visitor's own place only
      place.zoneIds === null
        ? undefined
        : fetchInto(client, homeQueries.categories(scopesOf(place).home)),
    ]);
    if (store === undefined) return;
    const view = storeViewFromParams(search);
    const categoryId = categoryInForce(view, store, categories ?? null);
    await Promise.all([
      fetchInto(client, storeQueries.items(store.id, { categoryId, search: view.search }, seenIn)),
      fetchInto(client, storeQueries.popularItems(store.id, seenIn)),
      fetchInto(client, storeQueries.reviews(store.id)),
    ]);
  },
  head: ({ params, search, place, client, t, url }) => {
    const seenIn = storePlaceOf(place, search);
    const store =
      seenIn && client.getQueryData(storeQueries.details(params.id ?? '', seenIn).queryKey);
    if (!store) return null;
    const address = storeAddressParams(store);
    const here = url(`/store/${store.slug ?? store.id}`, address);
    return {
      params: address,
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
