import type { AnyStateMachine } from 'xstate';
import { addToCartMachine } from './add-to-cart.machine';
import { checkoutGateMachine } from './checkout-gate.machine';
import { checkoutMachine } from './checkout.machine';
import { locationMachine } from './location.machine';
import { moduleSelectionMachine } from './module-selection.machine';
import { orderTrackingMachine } from './order-tracking.machine';
import { sessionMachine } from './session.machine';

export type MachineEntry = {
  machine: AnyStateMachine;
  title: string;
  purpose: string;
  spec: string;
};

/** Every statechart of the storefront: the flow explorer, the path generator and the coverage gate read this list. */
export const machineRegistry: MachineEntry[] = [
  {
    machine: locationMachine,
    title: 'Location selection',
    purpose:
      'Place search with suggestions, a draggable map pin and the current-location button each move the point; every point is checked against the service zones; Pick stores zone, address and coordinates, or hands them back to the parcel form.',
    spec: 'SPEC §2 Location picker, §4 Location picker, §8 location messages',
  },
  {
    machine: moduleSelectionMachine,
    title: 'Module selection',
    purpose:
      'Loads the modules of the stored zones; exactly one is chosen automatically, otherwise the customer picks a tile.',
    spec: 'SPEC §2 Module selection dialog, §4 Module choice',
  },
  {
    machine: sessionMachine,
    title: 'Session',
    purpose:
      'Guest id on the first visit, the bearer token after sign-in, logout with confirmation and its 500 ms delay, and the 401 path.',
    spec: 'SPEC §4 Logout, §6 Roles, §8 401',
  },
  {
    machine: addToCartMachine,
    title: 'Add to cart',
    purpose:
      'One store per cart: an item from another store asks to clear the cart first; no location opens the location prompt; items with options go to their page.',
    spec: 'SPEC §4 Cart item, §5 One store per cart',
  },
  {
    machine: checkoutGateMachine,
    title: 'Checkout gating',
    purpose:
      'Where the Checkout button leads: checkout, the login-or-guest prompt, sign-in, or home for an empty cart.',
    spec: 'SPEC §4 Checkout button',
  },
  {
    machine: checkoutMachine,
    title: 'Checkout',
    purpose:
      'Delivery address and contact, cash on delivery and a placement that can be retried without a second order.',
    spec: 'SPEC §2 /checkout, §5 Address',
  },
  {
    machine: orderTrackingMachine,
    title: 'Order tracking',
    purpose: 'The tracking drawer polls the order every 10 s until it is delivered.',
    spec: 'SPEC §2 Order tracking drawer, §4 Order tracking',
  },
];
