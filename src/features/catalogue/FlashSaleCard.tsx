import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Picture } from '@/components/Picture';
import { Progress } from '@chakra-ui/react/progress';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { FlashSaleProduct } from '@/api/schemas/campaigns';
import { useMoney } from '@/app/use-money';
import { cardSlotRecipe, progressSlotRecipe } from '@/components/slot-recipes';
import { discountBadge, priceDisplay } from '@/domain/item-badges';
import { clampName, stockProgress } from '@/domain/stock';
import '@/i18n/texts/catalogue';
import '@/i18n/texts/shared';

type Props = {
  product: FlashSaleProduct;
  adding: boolean;
  onAdd: () => void;
};

/** A flash-sale card: the sale's own discount, the name clamped to 25 characters, the stock bar. */
export function FlashSaleCard({ product, adding, onAdd }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  // The sale's discount replaces the item's own while the sale runs.
  const item = {
    ...product.item,
    discount: product.discount ?? product.item.discount,
    discount_type: product.discount_type ?? product.item.discount_type,
  };
  const badge = discountBadge(item);
  const price = priceDisplay(item);
  const sold = stockProgress(product.sold, product.stock);
  const soldOut = product.available_stock <= 0;
  const soldText = t('cards.stockSold', { sold: product.sold, stock: product.stock });
  return (
    <Card.Root recipe={cardSlotRecipe} overflow="hidden">
      <Box position="relative">
        <Picture
          src={item.image_full_url ?? undefined}
          alt=""
          height="140px"
          width="100%"
          objectFit="cover"
          bg="bg.muted"
        />
        {badge ? (
          <Badge position="absolute" top="2" insetStart="2" colorPalette="red" variant="solid">
            {badge.kind === 'percent'
              ? t('item.percentOff', { value: badge.value })
              : t('item.amountOff', { value: money(badge.value) })}
          </Badge>
        ) : null}
      </Box>
      <Card.Body gap="2" p="3">
        <Text as="h3" fontWeight="semibold" title={item.name}>
          {clampName(item.name)}
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="bold">{money(price.low)}</Text>
          {price.discounted ? (
            <Text as="s" color="fg.muted" fontSize="sm">
              {money(price.originalLow)}
            </Text>
          ) : null}
        </HStack>
        <Progress.Root recipe={progressSlotRecipe} value={sold} size="sm" colorPalette="orange">
          <Progress.Label fontSize="sm" mb="1">
            {soldText}
          </Progress.Label>
          {/* The bar's own name would be only its percentage. */}
          <Progress.Track aria-label={soldText}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('cards.available', { count: product.available_stock })}
        </Text>
      </Card.Body>
      <Card.Footer p="3" pt="0">
        <Button
          size="sm"
          colorPalette="green"
          width="100%"
          onClick={onAdd}
          loading={adding}
          disabled={soldOut}
          // Sold out, the button's own words name it (as on item cards).
          aria-label={soldOut ? undefined : t('item.addNamed', { name: item.name })}
        >
          {soldOut ? t('item.outOfStock') : t('item.add')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
