import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { Skeleton } from '@chakra-ui/react/skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ErrorState } from '@/components/ErrorState';

type Props<T> = {
  title: string;
  query: UseQueryResult<T>;
  /** A section with nothing to show is left out of the page. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
  /** The height of what it shows once loaded (a row of item cards, a banner), kept while loading. */
  skeletonHeight?: string;
};

/** A home section: its heading, skeletons while loading, its own error with retry. */
export function SectionFrame<T>({
  title,
  query,
  isEmpty,
  children,
  skeletonHeight = '180px',
}: Props<T>) {
  const id = useId();
  if (query.isSuccess && isEmpty?.(query.data)) return null;
  return (
    <Box as="section" aria-labelledby={id} py="4">
      <Heading as="h2" id={id} size="lg" mb="3">
        {title}
      </Heading>
      {query.isPending ? (
        <HStack gap="3" overflow="hidden">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={skeletonHeight} minWidth="200px" borderRadius="lg" />
          ))}
        </HStack>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </Box>
  );
}

const TWO_ROWS = {
  display: 'grid',
  gridTemplateRows: 'repeat(2, auto)',
  gridAutoFlow: 'column',
} as const;

/** A row that scrolls sideways (by keyboard too: it is focusable and labelled by its section). */
export function Rail({
  label,
  children,
  rows = 1,
}: {
  label: string;
  children: ReactNode;
  /** 2: the items fill two rows, column by column (food's best reviewed, SPEC §2). */
  rows?: 1 | 2;
}) {
  return (
    <HStack
      as="ul"
      role="list"
      aria-label={label}
      tabIndex={0}
      listStyleType="none"
      gap="3"
      overflowX="auto"
      pb="2"
      align="stretch"
      scrollSnapType="x mandatory"
      css={{ '& > li': { scrollSnapAlign: 'start', flex: '0 0 auto' } }}
      {...(rows === 2 ? TWO_ROWS : {})}
    >
      {children}
    </HStack>
  );
}
