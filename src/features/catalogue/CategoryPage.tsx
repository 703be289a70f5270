import { shownCategoryId } from '@/domain/catalogue-url';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from '@/i18n/use-translation';
import { useParams } from 'wouter';
import { useCategoryView } from '@/system/url/catalogue';
import { ChoiceChips } from '@/components/ChoiceChips';
import { ErrorState } from '@/components/ErrorState';
import { useStoredScope } from '@/platform/location-store';
import { ItemGrid } from './ItemGrid';
import { StoreGrid } from './StoreGrid';
import { ZoneRequired } from './ZoneRequired';
import { useCategory, useCategoryItems, useCategoryStores } from './use-catalogue';
import '@/i18n/texts/catalogue';

/** `/category/{id}`: the category's sub-categories as chips, then its items or its stores. */
export default function CategoryPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useTranslation();
  const place = useStoredScope();
  const category = useCategory(id);
  const view = useCategoryView(`/category/${id}`);
  const children = category.data?.childes ?? [];
  // A sub-category the category does not have falls back to the whole category.
  const chosen = category.data ? shownCategoryId(category.data, view.sub) : null;
  const items = useCategoryItems(view.tab === 'items' ? chosen : null);
  const stores = useCategoryStores(view.tab === 'stores' ? chosen : null);

  if (!place.zoneIds) return <ZoneRequired />;
  if (category.isError)
    return <ErrorState error={category.error} onRetry={() => void category.refetch()} />;
  return (
    <Container maxW="6xl" py="4">
      <Stack gap="4">
        {category.isPending ? (
          <Skeleton height="36px" width="240px" />
        ) : (
          <Heading as="h1" size="xl" dir="auto">
            {category.data.name}
          </Heading>
        )}
        {children.length > 0 ? (
          <ChoiceChips
            label={t('catalogue.subCategories')}
            value={view.sub !== null && chosen === view.sub ? view.sub : null}
            onChange={view.chooseSub}
            choices={[
              { value: null, label: t('catalogue.all') },
              ...children.map((child) => ({ value: child.id, label: child.name })),
            ]}
          />
        ) : null}
        <ChoiceChips
          label={t('catalogue.show')}
          value={view.tab}
          onChange={view.chooseTab}
          choices={[
            { value: 'items', label: t('catalogue.items') },
            { value: 'stores', label: t('catalogue.stores') },
          ]}
        />
        {view.tab === 'items' ? (
          <ItemGrid
            query={items}
            items={items.data?.pages.flatMap((page) => page.products) ?? []}
            emptyText={t('store.noItems')}
            onFirstScreen
          />
        ) : (
          <StoreGrid
            query={stores}
            stores={stores.data?.pages.flatMap((page) => page.stores) ?? []}
            emptyText={t('home.noStores')}
          />
        )}
      </Stack>
    </Container>
  );
}
