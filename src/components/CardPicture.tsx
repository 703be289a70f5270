import { useState } from 'react';
import { PictureOutline } from './Picture';

/**
 * An item card's picture as a plain element (item-card.css sizes it per layout): Picture's
 * behaviour (lazy below the fold, eager and first in line above it, an outline where it is
 * missing or broken) without resolving style props on every card (issue 39).
 */
export function CardPicture({
  src,
  priority = false,
}: {
  src: string | null | undefined;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src)
    return (
      <div className="item-card__picture" data-missing="" aria-hidden="true">
        <PictureOutline />
      </div>
    );
  return (
    <img
      className="item-card__picture"
      src={src}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      // A first-screen picture is painted with the frame it loads in, not a frame later.
      decoding={priority ? 'auto' : 'async'}
      onError={() => setFailed(src)}
    />
  );
}
