import { Box } from '@chakra-ui/react/box';
import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react/simple-grid';
import { EmptyState } from './EmptyState';
import { Fragment, useRef, type ReactNode } from 'react';
import { ErrorState } from './ErrorState';
import { GridSkeleton } from './GridSkeleton';
import { LoadMoreButton } from './LoadMoreButton';
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
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // Hydrating, the end of the list is not yet where it will be.
  const hydrating = useHydrating();
  const end = useEndOfList(
    Boolean(!hydrating && hasNextPage && !isFetchingNextPage && fetchNextPage),
    () => fetchNextPage?.(),
  );
  const shown = useFirstScreenWhileHydrating(items);
  const grid = useRef<HTMLDivElement>(null);

  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <GridSkeleton columns={columns} height={skeletonHeight} />;
  if (items.length === 0) return <EmptyState text={emptyText} />;
  return (
    <>
      <SimpleGrid ref={grid} columns={columns} gap="4">
        {shown.map((item, index) => (
          <Fragment key={keyOf(item)}>{render(item, index)}</Fragment>
        ))}
      </SimpleGrid>
      <Box ref={end} height="1px" />
      {hasNextPage ? (
        <LoadMoreButton
          below
          loading={isFetchingNextPage === true}
          onLoad={() => fetchNextPage?.()}
          list={grid}
        />
      ) : null}
    </>
  );
}
