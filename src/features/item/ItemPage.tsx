import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { useParams } from 'wouter';
import { ErrorState } from '@/components/ErrorState';
import { PageSpinner } from '@/components/PageSpinner';
import { ItemDetail } from './ItemDetail';
import { useItemDetails } from './use-item-details';

/** `/product/{slug or id}`: the item detail as a page (SPEC §2; ecommerce's way to show an item). */
export default function ItemPage() {
  const { id = '' } = useParams<{ id: string }>();
  const item = useItemDetails(id);
  if (item.isPending) return <PageSpinner />;
  if (item.isError) return <ErrorState error={item.error} onRetry={() => void item.refetch()} />;
  return (
    <Container maxW="5xl" py="6">
      <ItemDetail
        item={item.data}
        heading={
          <Heading as="h1" size="2xl" dir="auto">
            {item.data.name}
          </Heading>
        }
      />
    </Container>
  );
}
