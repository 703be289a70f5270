import { lazyView } from '@/components/lazy-view';
import { PageSpinner } from '@/components/PageSpinner';
import type { FeatureSlots } from '@/components/feature-slots';
import type { PreloadableView } from '@/system/app-system';
import { Toaster } from '@/system/toaster-view';

/*
 * The composition root's registry of the features' views that load on demand and show inside
 * other features or shared components (`feature-slots.ts`), and of the app's own dialogs.
 */

/** What fills the feature slots (`fillFeatureSlots` in main.tsx). */
export const featureSlots: FeatureSlots = {
  WishlistHeart: lazyView(() => import('@/features/wishlist/WishlistHeart')),
  ItemModal: lazyView(() => import('@/features/item/ItemModal')),
  TrackingDrawer: lazyView(() => import('@/features/tracking/TrackingDrawer')),
  AddressDialog: lazyView(() =>
    import('@/features/address/AddressDialog').then((module) => ({
      default: module.AddressDialog,
    })),
  ),
  LocationDialog: lazyView(() => import('@/features/location/LocationDialog')),
  CartDrawer: lazyView(() => import('@/features/cart/CartDrawer')),
  CardCartStepper: lazyView(() => import('@/features/cart/CardCartStepper')),
  Inbox: lazyView(() => import('@/features/chat/Inbox'), { fallback: <PageSpinner /> }),
};

/**
 * The add-to-cart and checkout-gate dialogs: loaded when those flows start (`cart-actors.ts`),
 * the only way they can open.
 */
export const CartFlowDialogs = lazyView(() => import('@/features/cart/CartFlowDialogs'), {
  loadsItself: false,
});

/** What the app's flows ask to load ahead (`AppSystem.preload`). */
export function preloadView(view: PreloadableView): void {
  const views = { CartDrawer: featureSlots.CartDrawer, CartFlowDialogs, Toaster };
  void views[view].load();
}
