import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { useParams, useSearch } from 'wouter';
import type { Item } from '@/api/schemas/catalogue';
import { ErrorState } from '@/components/ErrorState';
import { NotFound } from '@/components/NotFound';
import { PageSpinner } from '@/components/PageSpinner';
import { ItemDetail } from './ItemDetail';
import { useCampaignItem } from './use-campaign-item';
import { useItemDetails } from './use-item-details';
import { useRememberOpened } from './use-remember-opened';

/**
 * `/product/{slug or id}`: the item detail as a page (SPEC §2; ecommerce's way to show an item);
 * `?product_type=campaign`: a campaign item, with Order Now only.
 */
export default function ItemPage() {
  const { id = '' } = useParams<{ id: string }>();
  const campaign = new URLSearchParams(useSearch()).get('product_type') === 'campaign';
  const regular = useItemDetails(id, undefined, !campaign);
  const campaignItem = useCampaignItem(id, campaign);
  const item = campaign ? campaignItem : regular;
  // A campaign item is no catalogue item its store's thumbnail could open again.
  useRememberOpened(campaign ? null : regular.data);
  if (item.isPending) return <PageSpinner />;
  if (item.isError) return <ErrorState error={item.error} onRetry={() => void item.refetch()} />;
  if (item.data === null) return <NotFound />;
  return <ItemPageBody item={item.data} />;
}

function ItemPageBody({ item }: { item: Item }) {
  return (
    <Container maxW="5xl" py="6">
      <ItemDetail
        item={item}
        heading={
          <Heading as="h1" size="2xl" dir="auto">
            {item.name}
          </Heading>
        }
      />
    </Container>
  );
}
