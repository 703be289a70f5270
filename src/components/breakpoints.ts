/** SPEC §2: below 1180 px the storefront takes its phone layout (menu drawer, no module rail). */
export const WIDE = '@media (min-width: 1180px)';
export const NARROW = '@media (max-width: 1179px)';

/** `css` that hides an element below 1180 px, and from 1180 px up. */
export const hiddenWhenNarrow = { [NARROW]: { display: 'none' } };
export const hiddenWhenWide = { [WIDE]: { display: 'none' } };
