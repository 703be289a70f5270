/** The slot's element id (`InHeader`, src/components/in-header.tsx, renders into it). */
export const SLOT_ID = 'header-slot';

/**
 * A place in the top bar that a page fills with a control of its own (the module home's
 * cashback offers below 1180 px: in the bar they never cover a card, issue 31). It takes no room
 * of its own (`display: contents`): what a page puts there is one of the bar's controls.
 */
export function HeaderSlot() {
  return <div id={SLOT_ID} style={{ display: 'contents' }} />;
}
