/**
 * Views loaded on demand that something loads ahead too: one loader each, shared by the lazy view
 * that renders it and by whatever loads it ahead, so both ask for the same chunk.
 */

/** The cart drawer: ahead when the cart button is pointed at or focused, or a line is added. */
export const loadCartDrawer = () => import('@/features/cart/CartDrawer');
