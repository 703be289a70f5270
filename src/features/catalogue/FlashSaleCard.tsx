import { useMoney } from '@/system/use-money';
import { Progress } from '@chakra-ui/react/progress';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from '@/i18n/use-translation';
import type { FlashSaleProduct } from '@/api/schemas/campaigns';
import { ItemCard } from '@/components/ItemCard';
import { progressSlotRecipe } from '@/components/slot-recipes';
import { FLASH_SALE_NAME_LENGTH, stockProgress } from '@/domain/stock';
import '@/i18n/texts/catalogue';
import '@/i18n/texts/shared';

type Props = {
  product: FlashSaleProduct;
  adding: boolean;
  onAdd: () => void;
};

/**
 * The flash-sale kind of the item card: the sale's own discount, the name clamped to 25
 * characters, the stock bar (sold/stock×100) and what is left; sold out at no available stock.
 */
export function FlashSaleCard({ product, adding, onAdd }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  // The sale's discount replaces the item's own while the sale runs.
  const item = {
    ...product.item,
    discount: product.discount ?? product.item.discount,
    discount_type: product.discount_type ?? product.item.discount_type,
  };
  const sold = stockProgress(product.sold, product.stock);
  const soldText = t('cards.stockSold', { sold: product.sold, stock: product.stock });
  return (
    <ItemCard
      money={money}
      item={item}
      adding={adding}
      inCart={0}
      onAdd={onAdd}
      nameMax={FLASH_SALE_NAME_LENGTH}
      soldOut={product.available_stock <= 0}
      extra={
        <Stack gap="1">
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
        </Stack>
      }
    />
  );
}
