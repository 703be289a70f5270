import { useTranslation } from '@/i18n/use-translation';
import type { Wish } from '@/domain/wishlist';
import { useWishlist } from './use-wishlist';
import '@/i18n/texts/shared';

/** The heart on item and store cards and the item detail: add to or remove from the wishlist. */
export default function WishlistHeart({ wish, name }: { wish: Wish; name: string }) {
  const { t } = useTranslation();
  const wishlist = useWishlist();
  const target = { kind: wish.kind, id: wish.entry.id };
  const wished = wishlist.wished(target);
  return (
    <button
      type="button"
      className="card-button card-button--round"
      aria-label={t('wishlist.heart', { name })}
      aria-pressed={wished}
      aria-busy={wishlist.busy(target)}
      onClick={(event) => {
        // The heart sits on a card whose whole surface is a link.
        event.preventDefault();
        event.stopPropagation();
        wishlist.toggle(wish);
      }}
      style={{ zIndex: 1 }}
    >
      {' '}
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 2.9 4.5 6.8 4.5c2.2 0 3.6 1.2 4.4 2.4h1.6c.8-1.2 2.2-2.4 4.4-2.4 3.9 0 5.9 4.1 4.4 7.4C19.5 16.4 12 21 12 21z"
          fill={wished ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
