import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link, Redirect, useParams } from 'wouter';
import { useConfig } from '@/system/use-config';
import { useStoreView } from '@/system/url/store-view';
import { ChoiceChips } from '@/components/ChoiceChips';
import { ErrorState } from '@/components/ErrorState';
import { PageSpinner } from '@/components/PageSpinner';
import { ItemGrid, useCategories } from '@/features/catalogue';
import { useStoredScope } from '@/platform/location-store';
import { rememberVisitedStore } from '@/platform/visited-stores';
import { weekdayIn } from '@/domain/store-hours';
import { useZoneSpan } from '@/system/use-zone-span';
import { StoreHeader } from './StoreHeader';
import { StorePopularItems } from './StorePopularItems';
import { StoreReviews } from './StoreReviews';
import { StoreSearchForm } from './StoreSearchForm';
import { connect } from './store-page.connect';
import { useStoreDetails, useStoreItems, useStorePlace } from './use-store-page';
import '@/i18n/texts/catalogue';
import '@/i18n/texts/checkout';

/**
 * `/store/{slug or id}?category=…&search=…`: the store's details, its popular items, its
 * categories as chips filtering its items, a search inside the store, 12 items a page, and its
 * reviews.
 */
export default function StorePage() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useTranslation();
  const place = useStoredScope();
  const seenIn = useStorePlace();
  const config = useConfig().data;
  const store = useStoreDetails(id);
  const categories = useCategories();
  const { view, go } = useStoreView(`/store/${id}`);
  // The day the page opened on decides "today's hours".
  const [openedAt] = useState(() => Date.now());
  const timeZone = config?.timezone ?? 'Asia/Dhaka';
  const zoneSpan = useZoneSpan(timeZone);
  // SPEC §2: the home's "visit again" row remembers the stores visited.
  const visited = store.data;
  useEffect(() => {
    if (visited) rememberVisitedStore(visited);
  }, [visited]);
  const page = store.data
    ? connect(
        {
          view,
          store: store.data,
          categories: categories.data ?? null,
          today: weekdayIn(openedAt, timeZone, zoneSpan),
        },
        go,
      )
    : null;
  const items = useStoreItems(store.data?.id, page?.categoryId ?? null, view.search);

  if (!seenIn) return <Redirect to="/" />;
  if (store.isPending) return <PageSpinner />;
  if (store.isError || !page)
    return <ErrorState error={store.error} onRetry={() => void store.refetch()} />;

  return (
    <Container maxW="6xl" py="4">
      <StoreHeader store={store.data} facts={page.facts} />
      {place.module?.module_type === 'pharmacy' && config?.prescription_order_status ? (
        <Button asChild colorPalette="green" variant="outline" mb="6">
          <Link href={`/prescription-order/${store.data.id}`}>{t('prescription.orderButton')}</Link>
        </Button>
      ) : null}
      <StorePopularItems storeId={store.data.id} />
      <Stack gap="4">
        {page.showCategories ? (
          <ChoiceChips
            label={t('store.categories')}
            value={page.categoryId}
            onChange={page.chooseCategory}
            choices={page.categoryChoices.map((choice) => ({
              value: choice.value,
              label: choice.name ?? t('catalogue.all'),
            }))}
          />
        ) : null}
        <StoreSearchForm
          search={page.search}
          onSubmit={page.submitSearch}
          onClear={page.clearSearch}
        />
        <Stack as="section" aria-labelledby="store-items-heading" gap="4">
          <Heading as="h2" id="store-items-heading" size="lg" dir="auto">
            {page.list === 'search'
              ? t('store.searchResults', { search: page.search })
              : t('store.items')}
          </Heading>
          <ItemGrid
            query={items}
            items={items.data?.pages.flatMap((result) => result.products) ?? []}
            emptyText={t('store.noItems')}
          />
        </Stack>
      </Stack>
      <StoreReviews storeId={store.data.id} />
    </Container>
  );
}
