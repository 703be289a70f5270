import { createElement, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type { CartRow } from '@/api/schemas/cart';
import type { Item } from '@/api/schemas/catalogue';
import type { AddressDone, AddressForm } from '@/domain/address';
import type { Wish } from '@/domain/wishlist';
import type { LocationPurpose, PickedLocation } from '@machines/location.machine';
import type { TrackingQuery } from '@machines/order-tracking.machine';

/**
 * The views one feature shows inside another's (or inside a shared component): a wishlist heart
 * on every card, an item's modal, an order's tracking drawer, … Each loads on demand.
 *
 * The composition root (`lazy-features.tsx`) fills these slots at the start; a card or a page
 * renders the slot's view exported below (`<WishlistHeart … />`). So no feature imports
 * another's view, no component imports a feature, and the props below are the contract both
 * sides are checked against. (The slots hold code, the same for every visitor: no one's data.)
 */
export type FeatureSlots = {
  WishlistHeart: Slot<{ wish: Wish; name: string }>;
  ItemModal: Slot<{ item: { id: number; name: string }; shown?: Item; onClose: () => void }>;
  TrackingDrawer: Slot<{ query: TrackingQuery; onClose: () => void }>;
  AddressDialog: Slot<{
    open: boolean;
    onClose: () => void;
    /** The form as it opens: a saved address, or the contact and the picked place. */
    form: AddressForm;
    /** A saved address's id: Update Address instead of Add Address. */
    id: number | null;
    signedIn: boolean;
    /** At checkout a customer may use an address without saving it (Save this Address). */
    saveOptional?: boolean;
    /** Called once the address is saved (or kept for this order); the caller closes the dialog. */
    onDone: AddressDone;
  }>;
  LocationDialog: Slot<{
    open: boolean;
    onClose: () => void;
    /** The parcel form gets the picked place back instead of storing it (SPEC §4). */
    purpose?: LocationPurpose;
    onPicked?: (location: PickedLocation) => void;
    title?: string;
  }>;
  CartDrawer: Slot<{ open: boolean; onClose: () => void }>;
  CardCartStepper: Slot<{ row: CartRow }>;
  Inbox: Slot<{ basePath: string }>;
};

/** A view loaded on demand (`lazyView`): `load()` fetches its code ahead. */
export type Slot<Props> = ComponentType<Props & { whileLoading?: ReactNode }> & {
  load: () => Promise<void>;
};

let filled: FeatureSlots | null = null;

/** The composition root fills the slots once, before the first render. */
export function fillFeatureSlots(slots: FeatureSlots): void {
  filled = slots;
}

function slotOf<Name extends keyof FeatureSlots>(name: Name): FeatureSlots[Name] {
  if (!filled) throw new Error(`The feature slot ${name} is empty: fillFeatureSlots first`);
  return filled[name];
}

type SlotProps<Name extends keyof FeatureSlots> = ComponentProps<FeatureSlots[Name]>;

/** A stable view that renders what the root put in slot `name`; `load()` fetches it ahead. */
function slotView<Name extends keyof FeatureSlots>(name: Name) {
  function SlotView(props: SlotProps<Name>) {
    // The slot's own props type is Name's (checked where the slot is filled).
    return createElement(slotOf(name) as ComponentType<object>, props as object);
  }
  SlotView.displayName = name;
  return Object.assign(SlotView, { load: () => slotOf(name).load() });
}

export const WishlistHeart = slotView('WishlistHeart');
export const ItemModal = slotView('ItemModal');
export const TrackingDrawer = slotView('TrackingDrawer');
export const AddressDialog = slotView('AddressDialog');
export const LocationDialog = slotView('LocationDialog');
export const CartDrawer = slotView('CartDrawer');
export const CardCartStepper = slotView('CardCartStepper');
export const Inbox = slotView('Inbox');
