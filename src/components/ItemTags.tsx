import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { itemTags, type BadgeItem, type ItemTag } from '@/domain/item-badges';
import '@/i18n/texts/shared';

/** The palettes the card's badges are drawn in (item-card.css). */
type Palette = 'green' | 'red' | 'blue' | 'orange';

const TAG_PALETTE: Record<ItemTag, Palette> = {
  organic: 'green',
  halal: 'blue',
  veg: 'green',
  nonVeg: 'red',
  recommended: 'orange',
};

/**
 * Chakra's badge as a plain element with static styles (item-card.css): cards show many of them,
 * and a style resolved per element at render costs the server's pages (issue 39).
 */
export function CardBadge({
  palette,
  size = 'sm',
  solid = false,
  className,
  children,
}: {
  palette: Palette;
  size?: 'sm' | 'md' | 'lg';
  solid?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={className ? `card-badge ${className}` : 'card-badge'}
      data-palette={palette}
      data-size={size}
      data-solid={solid ? '' : undefined}
    >
      {children}
    </span>
  );
}

/** Organic, halal (module tag and item flag both set), veg or non-veg (food), recommended. */
export function ItemTags({ item, size = 'sm' }: { item: BadgeItem; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const tags = itemTags(item);
  if (tags.length === 0) return null;
  return (
    <div className="card-badges">
      {tags.map((tag) => (
        <CardBadge key={tag} size={size} palette={TAG_PALETTE[tag]}>
          {t(`cards.tag.${tag}`)}
        </CardBadge>
      ))}
    </div>
  );
}
