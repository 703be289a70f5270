import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { EmptyState } from './EmptyState';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ErrorState } from './ErrorState';
import { useEndOfList } from './use-end-of-list';
import { useFirstScreenWhileHydrating, useHydrating } from './use-hydrating';
import '@/i18n/texts/shared';

/** The parts of a TanStack infinite (or plain) query a list shows. */
export type ListQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
};

type Props<T> = {
  query: ListQuery;
  items: T[];
  keyOf: (item: T) => string | number;
  render: (item: T, index: number) => ReactNode;
  emptyText: string;
  columns?: SimpleGridProps['columns'];
  skeletonHeight?: string;
};

/**
 * A list from the provider: skeletons while it loads, its error with a retry, its empty text,
 * then the grid; the next page loads when the end of the list scrolls into view (or on Load more).
 */
export function PagedGrid<T>({
  query,
  items,
  keyOf,
  render,
  emptyText,
  columns = { base: 2, md: 3, lg: 4 },
  skeletonHeight = '240px',
}: Props<T>) {
  const { t } = useTranslation();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // Hydrating, the end of the list is not yet where it will be.
  const hydrating = useHydrating();
  const end = useEndOfList(
    Boolean(!hydrating && hasNextPage && !isFetchingNextPage && fetchNextPage),
    () => fetchNextPage?.(),
  );
  const shown = useFirstScreenWhileHydrating(items);

  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending)
    return (
      <SimpleGrid columns={columns} gap="4" aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={skeletonHeight} borderRadius="lg" />
        ))}
      </SimpleGrid>
    );
  if (items.length === 0) return <EmptyState text={emptyText} />;
  return (
    <>
      <SimpleGrid columns={columns} gap="4">
        {shown.map((item, index) => (
          <Fragment key={keyOf(item)}>{render(item, index)}</Fragment>
        ))}
      </SimpleGrid>
      <Box ref={end} height="1px" />
      {hasNextPage ? (
        <Center mt="6">
          <Button
            variant="outline"
            onClick={() => void fetchNextPage?.()}
            loading={isFetchingNextPage}
          >
            {t('common.loadMore')}
          </Button>
        </Center>
      ) : null}
    </>
  );
}
