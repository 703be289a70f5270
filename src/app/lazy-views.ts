/**
 * Views loaded on demand that something loads ahead too: one loader each, so the build keeps one
 * list of their files (the route or dialog renders them lazily with the same call).
 */

/** The cart drawer: ahead when the cart button is pointed at or focused, or a line is added. */
export const loadCartDrawer = () => import('@/features/cart/CartDrawer');
