import { Badge } from '@chakra-ui/react/badge';
import { HStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { itemTags, type BadgeItem } from '@/domain/item-badges';
import '@/i18n/texts/shared';

const TAG_PALETTE = {
  organic: 'green',
  halal: 'teal',
  veg: 'green',
  nonVeg: 'red',
  recommended: 'purple',
} as const;

/** Organic, halal (module tag and item flag both set), veg or non-veg (food), recommended. */
export function ItemTags({ item, size = 'sm' }: { item: BadgeItem; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const tags = itemTags(item);
  if (tags.length === 0) return null;
  return (
    <HStack gap="1" flexWrap="wrap">
      {tags.map((tag) => (
        <Badge key={tag} size={size} colorPalette={TAG_PALETTE[tag]}>
          {t(`cards.tag.${tag}`)}
        </Badge>
      ))}
    </HStack>
  );
}
