import { CardPicture } from '@/components/CardPicture';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { memo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { CardCartStepper, ItemModal, WishlistHeart } from '@/components/feature-slots';
import { lazyView } from '@/components/lazy-view';
import { prefetchItem } from '@/components/prefetch';
import { useTranslation } from '@/i18n/use-translation';
import type { CartRow } from '@/api/schemas/cart';
import type { Item } from '@/api/schemas/catalogue';
import { discountBadge, opensAsModal, priceDisplay } from '@/domain/item-badges';
import { READ_MORE_CLAMP } from '@/domain/item-detail';
import { clampName } from '@/domain/stock';
import { CardBadge, ItemTags } from './ItemTags';
import '@/i18n/texts/catalogue';
import '@/i18n/texts/shared';

const ClampedDescription = lazyView(() =>
  import('./ClampedDescription').then((m) => ({ default: m.ClampedDescription })),
);

/**
 * SPEC §2's item card kinds, one card laid out differently:
 * - `vertical` (popular items, grids): image above, Add below;
 * - `slider`: the vertical card narrower, for rails that scroll;
 * - `special` (grocery special offers): the OFF badge as a ribbon, the saving beside the price;
 * - `list` (search results' list view): image at the start, the description (read more at 70
 *   characters), Add at the end;
 * - `horizontal` (food's best reviewed, two rows): a small image at the start, compact.
 */
/** The cards of a list a phone shows on its first screen (two columns): pictures at once. */
export const FIRST_SCREEN_CARDS = 2;

export type ItemCardLayout = 'vertical' | 'slider' | 'special' | 'list' | 'horizontal';

type Props = {
  item: Item;
  /** an amount in the business's currency (the app's `useMoney`) */
  money: (amount: number) => string;
  adding: boolean;
  inCart: number;
  /** The item's cart line when it is held on one: the card shows its stepper instead of Add. */
  line?: CartRow | undefined;
  /** Called with the card's item; best a function that stays the same, as the card is memoised. */
  onAdd: (item: Item) => void;
  layout?: ItemCardLayout;
  /** The name at most this many characters (the full name stays its title). */
  nameMax?: number;
  /** Below the price (a flash sale's stock bar). */
  extra?: ReactNode;
  /** Sold out whatever the item's own stock says (a flash sale's available stock). */
  soldOut?: boolean;
  /** One of a list's first cards, on the first screen: its picture is fetched at once. */
  priority?: boolean;
};

/**
 * An item card: image with the OFF badge (the store's discount first), name, tags (organic,
 * halal, veg, recommended), rating and count, price or range with the price before the discount
 * struck through, Add; the wishlist heart and Quick view. The name opens the item: its page in
 * ecommerce (and any module the card does not know), its modal elsewhere (SPEC §4); Quick view
 * opens the modal everywhere, without leaving the list.
 */
export const ItemCard = memo(function ItemCard({
  item,
  money,
  adding,
  inCart,
  line,
  onAdd,
  layout = 'vertical',
  nameMax,
  extra,
  soldOut,
  priority = false,
}: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [detailOpen, setDetailOpen] = useState(false);
  const badge = discountBadge(item);
  const price = priceDisplay(item);
  const outOfStock =
    soldOut ?? (item.stock != null && item.stock <= 0 && item.module_type !== 'food');
  const row = layout === 'list' || layout === 'horizontal';
  // Items with options go to their detail to be added again (SPEC §4): only a simple item steps.
  const simple =
    item.food_variations.length === 0 && item.variations.length === 0 && item.add_ons.length === 0;
  const addOrStep = (compact: boolean) => {
    const add = (
      <AddButton
        item={item}
        adding={adding}
        inCart={inCart}
        onAdd={onAdd}
        outOfStock={outOfStock}
        compact={compact}
      />
    );
    return line && simple && !outOfStock ? (
      <CardCartStepper key={line.id} row={line} whileLoading={add} />
    ) : (
      add
    );
  };
  const range = (low: number, high: number) =>
    low === high ? money(low) : t('cards.priceRange', { low: money(low), high: money(high) });
  const offText = badge
    ? badge.kind === 'percent'
      ? t('item.percentOff', { value: badge.value })
      : t('item.amountOff', { value: money(badge.value) })
    : null;
  const name = nameMax === undefined ? item.name : clampName(item.name, nameMax);
  return (
    <div
      className="item-card"
      // Add becomes the stepper, − becomes delete: focus stays on the card (focus-keeper.ts).
      data-keep-focus=""
      data-layout={layout}
      data-row={row ? '' : undefined}
      data-off={badge ? '' : undefined}
    >
      <div className="item-card__media">
        <CardPicture src={item.image_full_url} priority={priority} />
        {offText ? (
          <CardBadge
            className="item-card__off"
            palette="red"
            solid
            size={layout === 'special' ? 'lg' : row ? 'sm' : 'md'}
          >
            {offText}
          </CardBadge>
        ) : null}
        {row ? null : <CardActions item={item} onQuickView={() => setDetailOpen(true)} />}
      </div>
      <div className="item-card__body">
        <div className="item-card__head">
          <h3 className="item-card__name" title={name === item.name ? undefined : item.name}>
            {opensAsModal(item.module_type) ? (
              <button
                type="button"
                className="item-card__open"
                onClick={() => setDetailOpen(true)}
                onPointerEnter={() => aboutToOpenModal(queryClient, item)}
                onFocus={() => aboutToOpenModal(queryClient, item)}
              >
                {name}
              </button>
            ) : (
              <Link
                href={`/product/${item.slug || item.id}`}
                onPointerEnter={() => prefetchItem(queryClient, String(item.slug || item.id))}
                onFocus={() => prefetchItem(queryClient, String(item.slug || item.id))}
              >
                {name}
              </Link>
            )}
          </h3>
          {row ? <CardActions item={item} onQuickView={() => setDetailOpen(true)} /> : null}
        </div>
        {detailOpen ? (
          <ItemModal item={item} shown={item} onClose={() => setDetailOpen(false)} />
        ) : null}
        {layout === 'horizontal' ? null : <ItemTags item={item} />}
        {layout === 'list' && item.description ? (
          <ClampedDescription text={item.description} limit={READ_MORE_CLAMP} fontSize="sm" />
        ) : null}
        {item.rating_count > 0 ? (
          <p className="item-card__rating">
            <span aria-hidden="true">
              ★ {item.avg_rating.toFixed(1)} ({item.rating_count})
            </span>
            <span className="visually-hidden">
              {t('cards.rating', { rating: item.avg_rating.toFixed(1), count: item.rating_count })}
            </span>
          </p>
        ) : null}
        <div className="item-card__price" data-testid="card-price">
          <p className="item-card__now">{range(price.low, price.high)}</p>
          {price.discounted ? (
            <del className="item-card__was">{range(price.originalLow, price.originalHigh)}</del>
          ) : null}
        </div>
        {extra}
        {row ? addOrStep(true) : null}
      </div>
      {row ? null : <div className="item-card__footer">{addOrStep(false)}</div>}
    </div>
  );
});

/** Pointed at or focused: the modal's code and the item's details are fetched ahead. */
function aboutToOpenModal(queryClient: QueryClient, item: Item) {
  prefetchItem(queryClient, String(item.id));
  void ItemModal.load();
}

/** The wishlist heart and Quick view: over the image, or beside the name on row cards. */
function CardActions({ item, onQuickView }: { item: Item; onQuickView: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div className="item-card__actions">
      <button
        type="button"
        className="card-button card-button--round"
        aria-label={t('cards.quickView', { name: item.name })}
        aria-haspopup="dialog"
        onPointerEnter={() => aboutToOpenModal(queryClient, item)}
        onFocus={() => aboutToOpenModal(queryClient, item)}
        onClick={onQuickView}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <circle cx="12" cy="12" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <WishlistHeart wish={{ kind: 'item', entry: item }} name={item.name} />
    </div>
  );
}

function AddButton({
  item,
  adding,
  inCart,
  onAdd,
  outOfStock,
  compact = false,
}: {
  item: Item;
  adding: boolean;
  inCart: number;
  onAdd: (item: Item) => void;
  outOfStock: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`card-button card-button--add ${compact ? 'card-button--compact' : 'card-button--wide'}`}
      // While adding: busy, not disabled (a disabled button drops keyboard focus).
      onClick={() => {
        if (!adding) onAdd(item);
      }}
      data-loading={adding ? '' : undefined}
      aria-busy={adding || undefined}
      data-testid="card-add"
      disabled={outOfStock}
      // Out of stock, the button's own words name it (its name must hold its text).
      aria-label={outOfStock ? undefined : t('item.addNamed', { name: item.name })}
    >
      {adding ? <span className="card-button__spinner" aria-hidden="true" /> : null}
      <span className="card-button__words">
        {outOfStock
          ? t('item.outOfStock')
          : inCart > 0
            ? t('item.inCart', { count: inCart })
            : t('item.add')}
      </span>
    </button>
  );
}
