import type { SnapshotFrom } from 'xstate';
import type { StepperEvent, cartLineStepperMachine } from '@machines/cart-line-stepper.machine';

/**
 * A cart line's quantity (the requested one while it travels), delete at 1, busy while saving;
 * on an item card, whether the compact stepper is open (it stays open while it collapses).
 */
export function connect(
  snapshot: SnapshotFrom<typeof cartLineStepperMachine>,
  send: (event: StepperEvent) => void,
) {
  const quantity = snapshot.context.requested ?? snapshot.context.line.quantity;
  return {
    quantity,
    /** SPEC §4: quantity 1 shows delete. */
    showRemove: quantity <= 1,
    isBusy: !snapshot.matches({ active: { quantity: 'idle' } }),
    remove: () => send({ type: 'REMOVE' }),
    decrement: () => send({ type: 'QUANTITY_DECREMENTED' }),
    increment: () => send({ type: 'QUANTITY_INCREMENTED' }),
    isExpanded: !snapshot.matches({ active: { display: 'collapsed' } }),
    /** Hover or focus came in (SPEC §9: it collapses 500 ms after they leave). */
    expand: () => send({ type: 'POINTER_ENTERED' }),
    leave: () => send({ type: 'POINTER_LEFT' }),
  };
}
