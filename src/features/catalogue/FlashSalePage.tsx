import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import { Redirect } from 'wouter';
import { useFlashSaleId } from '@/system/url/catalogue';
import { useAddToCart } from '@/system/use-add-to-cart';
import { ErrorState } from '@/components/ErrorState';
import { PagedGrid } from '@/components/PagedGrid';
import { useStoredScope } from '@/platform/location-store';
import { FlashSaleCard } from './FlashSaleCard';
import { ZoneRequired } from './ZoneRequired';
import { useFlashSale, useFlashSaleItems } from './use-catalogue';
import '@/i18n/texts/catalogue';

/** `/flash-sales?id=`: the sale's products with their stock bars; without an id, the running sale. */
export default function FlashSalePage() {
  const { t } = useTranslation();
  const place = useStoredScope();
  const urlId = useFlashSaleId();
  const running = useFlashSale(urlId === null);
  const saleId = urlId ?? running.data?.id ?? null;
  const products = useFlashSaleItems(saleId);
  const cart = useAddToCart();
  if (!place.zoneIds) return <ZoneRequired />;
  if (!place.module) return <Redirect to="/home" replace />;
  if (running.isError)
    return <ErrorState error={running.error} onRetry={() => void running.refetch()} />;
  const noSale = urlId === null && running.isSuccess && running.data.id == null;
  const title = products.data?.pages[0]?.flash_sale?.title ?? running.data?.title;
  return (
    <Container maxW="6xl" py="4">
      <Heading as="h1" size="xl" mb="4" dir="auto">
        {title ?? t('catalogue.flashSale')}
      </Heading>
      {noSale ? (
        <Text py="8" textAlign="center" color="fg.muted">
          {t('catalogue.noFlashSale')}
        </Text>
      ) : (
        <PagedGrid
          query={products}
          items={products.data?.pages.flatMap((page) => page.products) ?? []}
          keyOf={(product) => product.id}
          emptyText={t('store.noItems')}
          render={(product) => (
            <FlashSaleCard
              product={product}
              adding={cart.addingItemId === product.item.id}
              onAdd={() => cart.add(product.item)}
            />
          )}
        />
      )}
    </Container>
  );
}
