import { Badge } from '@chakra-ui/react/badge';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useStoredScope } from '@/platform/location-store';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'wouter';
import type { Item } from '@/api/schemas/catalogue';
import { useMoney } from '@/system/use-money';
import { ItemTags } from '@/components/ItemTags';
import { discountBadge, priceDisplay } from '@/domain/item-badges';
import { storeAddress } from '@/domain/store-view';
import { categoryChips } from '@/domain/item-detail';
import { useCategories } from '@/features/catalogue';
import '@/i18n/texts/catalogue';
import '@/i18n/texts/shared';

/**
 * The item's facts under its name: store link, rating and reviews, discount and tags, price or
 * range with the price before the discount struck through, unit, category and tag chips.
 */
export function ItemFacts({ item }: { item: Item }) {
  const { t } = useTranslation();
  const money = useMoney();
  // With no zone (a link opened from a chat, a crawler) the item shows without its categories'
  // names: the provider lists categories within a zone only.
  const zoned = useStoredScope().zoneIds !== null;
  const categories = useCategories({ enabled: zoned }).data ?? [];
  const badge = discountBadge(item);
  const price = priceDisplay(item);
  const range = (low: number, high: number) =>
    low === high ? money(low) : t('cards.priceRange', { low: money(low), high: money(high) });
  const chips = categoryChips(
    item.category_ids.map((c) => c.id),
    categories,
  );
  return (
    <Stack gap="3">
      {item.store_name ? (
        <Link href={storeAddress(item.store_id, item)}>
          <Text as="span" color="green.fg" textDecoration="underline" dir="auto">
            {item.store_name}
          </Text>
        </Link>
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        <span aria-hidden="true">★ </span>
        {item.avg_rating.toFixed(1)} · {t('item.reviews', { count: item.rating_count })}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        {badge ? (
          <Badge colorPalette="red" variant="solid" data-testid="item-discount">
            {badge.kind === 'percent'
              ? t('item.percentOff', { value: badge.value })
              : t('item.amountOff', { value: money(badge.value) })}
          </Badge>
        ) : null}
        <ItemTags item={item} size="md" />
      </HStack>
      <HStack gap="2" flexWrap="wrap" data-testid="item-price">
        <Text fontSize="xl" fontWeight="bold">
          {range(price.low, price.high)}
        </Text>
        {price.discounted ? (
          <Text as="s" color="fg.muted">
            <VisuallyHidden>{t('itemDetail.wasPrice')} </VisuallyHidden>
            {range(price.originalLow, price.originalHigh)}
          </Text>
        ) : null}
        {item.unit_type ? (
          <Text color="fg.muted" fontSize="sm">
            {t('itemDetail.unit', { unit: item.unit_type })}
          </Text>
        ) : null}
      </HStack>
      {chips.length > 0 || item.tags.length > 0 ? (
        <HStack gap="2" flexWrap="wrap" aria-label={t('itemDetail.categories')} role="group">
          {chips.map((chip) => (
            <Badge key={chip.id} asChild variant="outline" size="md">
              <Link href={chip.href}>{chip.name}</Link>
            </Badge>
          ))}
          {item.tags.map((tag) => (
            <Badge key={tag} variant="subtle" size="md">
              {tag}
            </Badge>
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}
