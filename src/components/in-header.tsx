import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { SLOT_ID } from './header-slot';

// Apart from `HeaderSlot`: the top bar's first paint draws the slot, a page's later code fills it.

const noSubscription = () => () => {};

/**
 * Renders its children into the top bar's `HeaderSlot`, once the page is in the browser (the
 * server renders nothing here: the slot's content is a page's, loaded after its first paint).
 */
export function InHeader({ children }: { children: ReactNode }) {
  const slot = useSyncExternalStore(
    noSubscription,
    () => document.getElementById(SLOT_ID),
    () => null,
  );
  return slot ? createPortal(children, slot) : null;
}
