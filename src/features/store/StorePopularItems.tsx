import { useMoney } from '@/system/use-money';
import { useFirstScreenWhileHydrating } from '@/components/use-hydrating';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { useTranslation } from '@/i18n/use-translation';
import { useAddToCart } from '@/system/use-add-to-cart';
import { ErrorState } from '@/components/ErrorState';
import { ItemCard } from '@/components/ItemCard';
import { Rail } from '@/features/home';
import { useStorePopularItems } from './use-store-page';

/** The store's most ordered items (`stores/popular-items/{id}`) as a rail; none, no section. */
export function StorePopularItems({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const popular = useStorePopularItems(storeId);
  const cart = useAddToCart();
  const shown = useFirstScreenWhileHydrating(popular.data?.products ?? [], 'rail');
  if (popular.isSuccess && popular.data.products.length === 0) return null;
  const title = t('store.popularItems');
  return (
    <Box as="section" aria-labelledby="store-popular-heading" mb="6">
      <Heading as="h2" id="store-popular-heading" size="lg" mb="3">
        {title}
      </Heading>
      {popular.isError ? (
        <ErrorState error={popular.error} onRetry={() => void popular.refetch()} />
      ) : popular.isPending ? (
        <Skeleton height="260px" borderRadius="lg" />
      ) : (
        <Rail label={title}>
          {shown.map((item) => (
            <li key={item.id} className="item-rail-slot" data-card="slider">
              <ItemCard
                money={money}
                item={item}
                layout="slider"
                adding={cart.addingItemId === item.id}
                inCart={cart.quantityInCart(item.id)}
                onAdd={cart.add}
              />
            </li>
          ))}
        </Rail>
      )}
    </Box>
  );
}
