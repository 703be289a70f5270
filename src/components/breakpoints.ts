/** SPEC §2: below 1180 px the storefront takes its phone layout (menu drawer, no module rail). */
export const WIDE = '@media (min-width: 1180px)';
export const NARROW = '@media (max-width: 1179px)';

/** `css` that hides an element below 1180 px, and from 1180 px up. */
export const hiddenWhenNarrow = { [NARROW]: { display: 'none' } };
export const hiddenWhenWide = { [WIDE]: { display: 'none' } };

/** The header search box's width (its wrapper in src/app/Navbar.tsx), reserved before it loads. */
export const SEARCH_WIDTH = { base: '100%', md: '300px', lg: '440px' };

/** Below Chakra's `md` (768 px): a phone, where the header keeps to two rows. */
export const PHONE = '@media (max-width: 767.98px)';

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

/** `css` for what shows on a phone only (an icon standing for words). */
export const onPhoneOnly = { '@media (min-width: 768px)': { display: 'none' } };
