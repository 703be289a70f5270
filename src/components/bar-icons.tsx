import { SIZE, STROKE } from './icons';

// The icons of the top bar's controls that load after the first paint (the cart, the wishlist,
// the cashback offers), and their words' style on a phone: kept out of the first paint's entry.

/** Below Chakra's `md` (768 px): a phone, where the header keeps to two rows. */
export const PHONE = '@media (max-width: 767.98px)';

/** `css` for what shows on a phone only (an icon standing for words). */
export const onPhoneOnly = { '@media (min-width: 768px)': { display: 'none' } };

/**
 * `css` for a control's words on a phone: kept for screen readers (the control's name), not
 * drawn (its icon shows instead).
 */
export const wordsHiddenOnPhone = {
  [PHONE]: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: '0',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    borderWidth: '0',
  },
};

export function CartIcon() {
  return (
    <svg {...SIZE}>
      <path {...STROKE} d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
      <circle {...STROKE} cx="10" cy="20.5" r="1" />
      <circle {...STROKE} cx="17" cy="20.5" r="1" />
    </svg>
  );
}

export function HeartIcon() {
  return (
    <svg {...SIZE}>
      <path
        {...STROKE}
        d="M12 20s-7.5-4.6-9.2-9.3A4.9 4.9 0 0 1 12 6.6a4.9 4.9 0 0 1 9.2 4.1C19.5 15.4 12 20 12 20Z"
      />
    </svg>
  );
}

export function GiftIcon() {
  return (
    <svg {...SIZE}>
      <path {...STROKE} d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13" />
      <path {...STROKE} d="M12 7S10.5 3 8 3a2 2 0 0 0 0 4M12 7s1.5-4 4-4a2 2 0 0 1 0 4" />
    </svg>
  );
}
