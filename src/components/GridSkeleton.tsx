import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';

/** A grid of eight card-sized skeletons: a list of cards on its way. */
export function GridSkeleton({
  columns = { base: 2, md: 3, lg: 4 },
  height = '240px',
}: {
  columns?: SimpleGridProps['columns'];
  height?: string;
}) {
  return (
    <SimpleGrid columns={columns} gap="4" aria-busy="true">
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} height={height} borderRadius="lg" />
      ))}
    </SimpleGrid>
  );
}
