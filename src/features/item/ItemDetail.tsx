import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Item } from '@/api/schemas/catalogue';
import { useCart } from '@/system/use-cart';
import { useConfig } from '@/system/use-config';
import { galleryImages, itemAvailability, minutesInZone } from '@/domain/item-detail';
import { toOptionsItem } from '@/domain/options-item';
import { isOutOfStock } from '@/domain/stock';
import { initialSelection } from '@/domain/variations';
import { WishlistHeart } from '@/components/feature-slots';
import type { ItemCartLine } from '@machines/item-options.machine';
import { ClampedDescription } from '@/components/ClampedDescription';
import { ItemFacts } from './ItemFacts';
import { ItemGallery } from './ItemGallery';
import { ItemOptionsForm } from './ItemOptionsForm';
import '@/i18n/texts/catalogue';
import '@/i18n/texts/shared';

function hasOptions(item: Item): boolean {
  return item.food_variations.length > 0 || item.variations.length > 0 || item.add_ons.length > 0;
}

/**
 * SPEC §2 item detail, on the page (ecommerce) and in the modal (other modules): the gallery,
 * the facts, the description, availability, the prescription note, the options and the button.
 */
export function ItemDetail({ item: data, heading }: { item: Item; heading: ReactNode }) {
  const { t } = useTranslation();
  const timeZone = useConfig().data?.timezone ?? 'Asia/Dhaka';
  const cart = useCart().data ?? [];
  // A confirmed choice starts a fresh form, ready for the next one.
  const [round, setRound] = useState(0);
  const availability = itemAvailability(
    { starts: data.available_time_starts, ends: data.available_time_ends },
    minutesInZone(new Date(), timeZone),
    data.schedule_order === true,
  );
  const optionsItem = toOptionsItem(data);
  const outOfStock = isOutOfStock(1, {
    moduleType: optionsItem.moduleType,
    stock: optionsItem.stock,
    maximumCartQuantity: optionsItem.maximumCartQuantity,
  });
  // Only a line without options can be updated from here: one with options is a new line.
  const row = hasOptions(data) ? undefined : cart.find((r) => r.item_id === data.id);
  const cartLine: ItemCartLine | null = row
    ? { cartId: row.id, quantity: row.quantity, selection: initialSelection(optionsItem) }
    : null;
  const blockedLabel = outOfStock
    ? t('item.outOfStock')
    : availability.kind === 'unavailable'
      ? t('itemDetail.notAvailableNow')
      : null;

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" alignItems="start">
      <ItemGallery
        images={galleryImages(data.image_full_url, data.images_full_url)}
        name={data.name}
        overlay={
          // A campaign item is no catalogue item: the wishlist holds items and stores only.
          optionsItem.isCampaign ? null : (
            <Box position="absolute" top="3" insetEnd="3">
              <WishlistHeart wish={{ kind: 'item', entry: data }} name={data.name} />
            </Box>
          )
        }
      />
      {/* A confirmed choice starts the form afresh: focus stays in it (focus-keeper.ts). */}
      <Stack gap="4" data-keep-focus="">
        {heading}
        <ItemFacts item={data} />
        {data.description ? <ClampedDescription text={data.description} /> : null}
        {availability.kind !== 'available' ? (
          <HStack role="note" gap="2" flexWrap="wrap" data-testid="item-availability">
            {availability.kind === 'unavailable' ? (
              <Badge colorPalette="orange">{t('itemDetail.notAvailableNow')}</Badge>
            ) : null}
            <Text fontSize="sm" color="fg.muted">
              {t('itemDetail.hours', { starts: availability.starts, ends: availability.ends })}
            </Text>
          </HStack>
        ) : null}
        {data.is_prescription_required ? (
          <Text role="note" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
            {t('item.prescriptionNote')}
          </Text>
        ) : null}
        <ItemOptionsForm
          key={`${round}-${cartLine?.cartId ?? 'new'}-${cartLine?.quantity ?? 0}`}
          item={data}
          cartLine={cartLine}
          blockedLabel={blockedLabel}
          onConfirmed={() => setRound((n) => n + 1)}
        />
      </Stack>
    </SimpleGrid>
  );
}
