import '@/i18n/texts/shared';
import { homeQueries } from '@/api/queries/home';
import { itemQueries } from '@/api/queries/items';
import { fetchInto, scopesOf, type PageDataContext, type RouteData } from '@/api/queries/page-data';
import { storeAddressParams } from '@/domain/store-view';
import { breadcrumbData, productData } from '@/domain/structured-data';

const itemOf = ({ params, search, place }: PageDataContext) => {
  const scope = scopesOf(place).item;
  const id = params.id ?? '';
  return search.get('product_type') === 'campaign'
    ? itemQueries.campaignItem(id, scope)
    : itemQueries.details(id, scope);
};

/**
 * `/product/{id or slug}` (a campaign's item with `?product_type=campaign`) and, in a zone, the
 * categories (their names on the item; a visitor with none sees it without them).
 */
export const itemPage: RouteData = {
  load: (context) =>
    Promise.all([
      fetchInto(context.client, itemOf(context)),
      context.place.zoneIds === null
        ? undefined
        : fetchInto(context.client, homeQueries.categories(scopesOf(context.place).home)),
    ]),
  head: (context) => {
    const { client, t, config, money, url } = context;
    const item = client.getQueryData(itemOf(context).queryKey);
    if (!item) return null;
    const store = item.store_name ?? null;
    const here = url(`/product/${item.slug ?? item.id}`);
    const currency = config.currency_code ?? null;
    return {
      title: item.name,
      description: t('head.itemDescription', {
        name: item.name,
        price: money(item.price),
        store: store ?? config.business_name,
      }),
      image: item.image_full_url,
      ...(currency ? { price: { amount: item.price, currency } } : {}),
      structured: [
        productData(item, { url: here, currency, store }),
        breadcrumbData([
          { name: t('nav.home'), url: url('/home') },
          ...(store
            ? [{ name: store, url: url(`/store/${item.store_id}`, storeAddressParams(item)) }]
            : []),
          { name: item.name, url: here },
        ]),
      ],
    };
  },
};
