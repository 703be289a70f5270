import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { cardSlotRecipe } from '@/components/slot-recipes';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Picture } from '@/components/Picture';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { CartRow } from '@/api/schemas/cart';
import type { Item } from '@/api/schemas/catalogue';
import { useMoney } from '@/app/use-money';
import { discountBadge, priceDisplay } from '@/domain/item-badges';
import { ItemTags } from './ItemTags';
import '@/i18n/texts/catalogue';
import '@/i18n/texts/shared';

const WishlistHeart = lazy(() => import('@/features/wishlist/WishlistHeart'));
const ItemModal = lazy(() => import('@/features/item/ItemModal'));
const CardCartStepper = lazy(() => import('@/features/cart/CardCartStepper'));

type Props = {
  item: Item;
  adding: boolean;
  inCart: number;
  /** The item's cart line when it is held on one: the card shows its stepper instead of Add. */
  line?: CartRow | undefined;
  onAdd: () => void;
};

/**
 * A vertical item card (SPEC §2): image with the OFF badge, name, tags (organic, halal, veg,
 * recommended), rating and count, price or range with the price before the discount struck
 * through, Add; the wishlist heart. The name opens the item: its page in ecommerce (and any
 * module the card does not know), its modal elsewhere (SPEC §4).
 */
export function ItemCard({ item, adding, inCart, line, onAdd }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const [detailOpen, setDetailOpen] = useState(false);
  const badge = discountBadge(item);
  const price = priceDisplay(item);
  const outOfStock = item.stock != null && item.stock <= 0 && item.module_type !== 'food';
  // Items with options go to their detail to be added again (SPEC §4): only a simple item steps.
  const simple =
    item.food_variations.length === 0 && item.variations.length === 0 && item.add_ons.length === 0;
  const addButton = (
    <Button
      size="sm"
      colorPalette="green"
      width="100%"
      onClick={onAdd}
      loading={adding}
      disabled={outOfStock}
      // Out of stock, the button's own words name it (its name must hold its text).
      aria-label={outOfStock ? undefined : t('item.addNamed', { name: item.name })}
    >
      {outOfStock
        ? t('item.outOfStock')
        : inCart > 0
          ? t('item.inCart', { count: inCart })
          : t('item.add')}
    </Button>
  );
  const range = (low: number, high: number) =>
    low === high ? money(low) : t('cards.priceRange', { low: money(low), high: money(high) });
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
        <Box position="absolute" top="2" insetEnd="2">
          <Suspense fallback={null}>
            <WishlistHeart wish={{ kind: 'item', entry: item }} name={item.name} />
          </Suspense>
        </Box>
      </Box>
      <Card.Body gap="1" p="3">
        <Text as="h3" fontWeight="semibold" lineClamp={2} textAlign="start">
          {item.module_type === 'food' ||
          item.module_type === 'grocery' ||
          item.module_type === 'pharmacy' ? (
            <Box as="button" textAlign="start" onClick={() => setDetailOpen(true)}>
              {item.name}
            </Box>
          ) : (
            <Link href={`/product/${item.slug || item.id}`}>{item.name}</Link>
          )}
        </Text>
        {detailOpen ? (
          <Suspense fallback={null}>
            <ItemModal item={item} onClose={() => setDetailOpen(false)} />
          </Suspense>
        ) : null}
        <ItemTags item={item} />
        {item.rating_count > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            <span aria-hidden="true">
              ★ {item.avg_rating.toFixed(1)} ({item.rating_count})
            </span>
            <VisuallyHidden>
              {t('cards.rating', { rating: item.avg_rating.toFixed(1), count: item.rating_count })}
            </VisuallyHidden>
          </Text>
        ) : null}
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="bold">{range(price.low, price.high)}</Text>
          {price.discounted ? (
            <Text as="s" color="fg.muted" fontSize="sm">
              {range(price.originalLow, price.originalHigh)}
            </Text>
          ) : null}
        </HStack>
      </Card.Body>
      <Card.Footer p="3" pt="0" gap="2">
        {line && simple && !outOfStock ? (
          <Suspense fallback={addButton}>
            <CardCartStepper key={line.id} row={line} />
          </Suspense>
        ) : (
          addButton
        )}
      </Card.Footer>
    </Card.Root>
  );
}
