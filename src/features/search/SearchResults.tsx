import { useMoney } from '@/system/use-money';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { lazyView } from '@/components/lazy-view';
import { useConfig } from '@/system/use-config';
import { ErrorState } from '@/components/ErrorState';
import { FIRST_SCREEN_CARDS, ItemCard } from '@/components/ItemCard';
import { StoreCard } from '@/components/StoreCard';
import { useAddToCart } from '@/system/use-add-to-cart';
import { useConnect } from '@/system/flow-actor';
import { useSearchResultsData, useSearchResultsFlow } from '@/system/flows/search-results';
import {
  vegFilterOn,
  type DataType,
  type Diet,
  type ResultsTab,
  type SearchQuery,
  type SortOrder,
} from '@/domain/search';
import type { StoredModule } from '@/platform/location-store';
import { GridSkeleton } from '@/components/GridSkeleton';
import { LoadMoreButton } from '@/components/LoadMoreButton';
import { useEndOfList } from '@/components/use-end-of-list';
import { useFirstScreenWhileHydrating, useHydrating } from '@/components/use-hydrating';
import { connect } from './search-results.connect';
import { ResultsChips } from './ResultsChips';
import { EmptyState } from '@/components/EmptyState';
import '@/i18n/texts/shared';

// The filter popover, drawer and sidebar (slider, popover, drawer) load after the results.
const ResultsFilterButton = lazyView(() =>
  import('./ResultsFilters').then((module) => ({ default: module.ResultsFilterButton })),
);
const ResultsSidebar = lazyView(() =>
  import('./ResultsFilters').then((module) => ({ default: module.ResultsSidebar })),
);

const Select = chakra('select');
const TABS: readonly ResultsTab[] = ['items', 'stores'];
const LAYOUTS = ['grid', 'list'] as const;
type Layout = (typeof LAYOUTS)[number];

/**
 * `/home?search=…&data_type=searched` (or `category&id`, `brand&brand_id`, `new`, `discounted`):
 * items or stores, sort, "Found" count, more pages.
 */
export function SearchResults({ query, module }: { query: SearchQuery; module: StoredModule }) {
  const { t } = useTranslation();
  const money = useMoney();
  const results = useConnect(useSearchResultsFlow(query), connect);
  const data = useSearchResultsData(results.query);
  const cart = useAddToCart();
  const decimals = useConfig().data?.digit_after_decimal_point ?? 2;
  const search = results.query.search;
  const [layout, setLayout] = useState<Layout>('grid');
  // Hydrating, the end of the list is not yet where it will be.
  const hydrating = useHydrating();
  const grid = useRef<HTMLDivElement>(null);
  const end = useEndOfList(
    !hydrating && results.showLoadMore && !results.isLoadingMore,
    results.loadMore,
  );
  const items = useFirstScreenWhileHydrating(data.items);
  const stores = useFirstScreenWhileHydrating(data.stores);
  const itemColumns = layout === 'list' ? { base: 1, md: 2 } : { base: 2, md: 3, lg: 4 };
  const tab = results.tab;
  const withSidebar = module.module_type === 'ecommerce' && tab === 'items';
  const headings: Record<DataType, string> = {
    searched: t('search.resultsFor', { search }),
    category: results.subjectName || t('search.heading.category'),
    brand: results.subjectName || t('search.heading.brand'),
    new: t('search.heading.new'),
    discounted: t('search.heading.discounted'),
  };
  const sortLabels: Record<SortOrder, string> = {
    newest: t('search.newest'),
    high2Low: t('search.high2Low'),
    low2High: t('search.low2High'),
  };
  const dietLabels: Record<Diet, string> = {
    veg: t('search.veg.veg'),
    non_veg: t('search.veg.non_veg'),
  };
  const vegFilter = vegFilterOn(useConfig().data?.module_config, module.module_type);
  const tabLabel = (which: ResultsTab) =>
    t(`search.tab.${which}.${module.module_type}`, {
      defaultValue: t(`search.tab.${which}.grocery`),
    });

  return (
    <section aria-labelledby="results-heading">
      <Heading as="h1" id="results-heading" size="xl" mb="1" dir="auto">
        {headings[results.dataType]}
      </Heading>
      {results.dataType !== 'searched' && search !== '' ? (
        <Text color="fg.muted">{t('search.resultsFor', { search })}</Text>
      ) : null}
      <HStack justify="space-between" flexWrap="wrap" gap="3" my="4">
        <HStack gap="2" role="group" aria-label={t('search.showing')}>
          {(results.showTabs ? TABS : TABS.slice(0, 1)).map((which) => (
            <Button
              key={which}
              size="sm"
              variant={tab === which ? 'solid' : 'outline'}
              colorPalette="green"
              {...results.getTabProps(which)}
            >
              {tabLabel(which)}
            </Button>
          ))}
        </HStack>
        <HStack gap="3" flexWrap="wrap">
          {/* A line of its own on phones (a width kept on wider screens): the count arriving does
              not push the sort and layout controls. */}
          <Text
            fontSize="sm"
            color="fg.muted"
            aria-live="polite"
            minHeight="5"
            width={{ base: '100%', md: 'auto' }}
            minWidth={{ md: '10rem' }}
            textAlign={{ md: 'end' }}
          >
            {results.foundCount === null ? ' ' : t('search.found', { count: results.foundCount })}
          </Text>
          <Select
            aria-label={t('search.sort')}
            value={results.sort}
            bg="bg"
            color="fg"
            borderWidth="1px"
            borderRadius="md"
            fontSize="sm"
            px="2"
            py="1"
            onChange={(event) => results.changeSort(event.target.value as SortOrder)}
          >
            {results.sortOrders.map((order) => (
              <option key={order} value={order}>
                {sortLabels[order]}
              </option>
            ))}
          </Select>
          {tab === 'items' ? (
            // The same button, inert, while the popover's code loads: the toolbar keeps its width.
            <ResultsFilterButton
              results={results}
              withTaxonomy={withSidebar}
              whileLoading={
                <Button size="sm" variant="outline" disabled>
                  {t('search.filter.button')}
                </Button>
              }
            />
          ) : null}
          {vegFilter ? (
            <HStack gap="1" role="group" aria-label={t('search.veg.label')}>
              {results.diets.map(({ diet, ...pressed }) => (
                <Button
                  key={diet}
                  size="sm"
                  colorPalette={diet === 'veg' ? 'green' : 'red'}
                  variant={pressed['aria-pressed'] ? 'solid' : 'outline'}
                  {...pressed}
                  onClick={() => results.toggleDiet(diet)}
                >
                  {dietLabels[diet]}
                </Button>
              ))}
            </HStack>
          ) : null}
          <HStack gap="1" role="group" aria-label={t('search.layout')}>
            {LAYOUTS.map((which) => (
              <Button
                key={which}
                size="sm"
                variant={layout === which ? 'subtle' : 'ghost'}
                aria-pressed={layout === which}
                onClick={() => setLayout(which)}
              >
                {t(`search.layouts.${which}`)}
              </Button>
            ))}
          </HStack>
        </HStack>
      </HStack>
      <HStack align="start" gap="6">
        {withSidebar ? <ResultsSidebar results={results} /> : null}
        <Box flex="1" minWidth="0">
          <ResultsChips results={results} />
          {results.body === 'failed' ? (
            <ErrorState error={results.error} onRetry={results.retry} />
          ) : results.body === 'loading' ? (
            <GridSkeleton />
          ) : results.body === 'empty' ? (
            <EmptyState text={t(results.emptyKey)} illustration="no-results" />
          ) : tab === 'items' ? (
            <SimpleGrid ref={grid} columns={itemColumns} gap="4">
              {items.map((item, index) => (
                <ItemCard
                  money={money}
                  key={item.id}
                  item={item}
                  priority={index < FIRST_SCREEN_CARDS}
                  layout={layout === 'list' ? 'list' : 'vertical'}
                  adding={cart.addingItemId === item.id}
                  inCart={cart.quantityInCart(item.id)}
                  line={cart.lineOf(item.id)}
                  onAdd={cart.add}
                />
              ))}
            </SimpleGrid>
          ) : (
            <SimpleGrid
              ref={grid}
              columns={layout === 'list' ? 1 : { base: 1, sm: 2, lg: 3 }}
              gap="4"
            >
              {stores.map((store) => (
                <StoreCard
                  key={store.id}
                  store={store}
                  moduleType={module.module_type}
                  decimals={decimals}
                />
              ))}
            </SimpleGrid>
          )}
          <Box ref={end} height="1px" />
          {results.showLoadMore ? (
            <LoadMoreButton
              below
              loading={results.isLoadingMore}
              onLoad={results.loadMore}
              list={grid}
            />
          ) : null}
        </Box>
      </HStack>
    </section>
  );
}
