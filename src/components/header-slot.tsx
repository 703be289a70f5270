import { Box } from '@chakra-ui/react/box';
import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const SLOT_ID = 'header-slot';

/**
 * A place in the top bar that a page fills with a control of its own (the module home's
 * cashback offers below 1180 px: in the bar they never cover a card, issue 31). It takes no room
 * of its own (`display: contents`): what a page puts there is one of the bar's controls.
 */
export function HeaderSlot() {
  return <Box id={SLOT_ID} display="contents" />;
}

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
