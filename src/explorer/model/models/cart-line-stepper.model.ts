import {
  cartLineStepperMachine,
  type StepperLine,
} from '../../../../machines/cart-line-stepper.machine';
import { ApiError } from '../../../api/errors';
import { after, defineModel, done, fail } from '../model';

/** Food: at most 2 per cart. */
export const FOOD_LINE: StepperLine = {
  cartId: 9101,
  itemId: 201,
  quantity: 1,
  moduleType: 'food',
  stock: null,
  maximumCartQuantity: 2,
};

/** Grocery with 2 in stock and no maximum, in the cart twice. */
export const STOCK_LINE: StepperLine = {
  cartId: 9102,
  itemId: 401,
  quantity: 2,
  moduleType: 'grocery',
  stock: 2,
  maximumCartQuantity: null,
};

/** Shop item with plenty of stock and a maximum of 2: quantity + 1 reaches it at once. */
export const LIMITED_LINE: StepperLine = {
  cartId: 9103,
  itemId: 301,
  quantity: 1,
  moduleType: 'ecommerce',
  stock: 50,
  maximumCartQuantity: 2,
};

export const UPDATE_REFUSED = new ApiError(403, 'cart_item_limit', [
  'Maximum cart quantity reached',
]);

const DISPLAY_EVENTS = ['POINTER_ENTERED', 'POINTER_LEFT'];

export const cartLineStepperModel = defineModel({
  machine: cartLineStepperMachine,
  variants: [
    { name: 'food', description: 'a food line at quantity 1', input: { line: FOOD_LINE } },
    { name: 'stock', description: 'a grocery line at its stock', input: { line: STOCK_LINE } },
    {
      name: 'limit',
      description: 'a shop line one below its maximum',
      input: { line: LIMITED_LINE },
    },
  ],
  behaviour: (context) => ({ quantity: context.line.quantity, requested: context.requested }),
  events: {
    QUANTITY_INCREMENTED: [{}],
    QUANTITY_DECREMENTED: [{}],
    REMOVE: [{}],
    POINTER_ENTERED: [{}],
    POINTER_LEFT: [{}],
  },
  // Hovering is independent of the quantity: it is tried while the quantity is idle at the
  // start, and the quantity is changed with the stepper open.
  sampleFilter: (snapshot, event) => {
    if (DISPLAY_EVENTS.includes(event.type) || event.type.startsWith('xstate.after.'))
      return snapshot.matches({ active: { quantity: 'idle' } });
    if (event.type.startsWith('xstate.')) return true;
    return snapshot.matches({ active: { display: 'expanded' } });
  },
  done: {
    updateLine: [undefined],
    removeLine: [undefined],
    refreshCart: [undefined],
    refreshAfterRemoval: [undefined],
  },
  errors: {
    updateLine: [UPDATE_REFUSED],
    removeLine: [new Error('')],
    refreshCart: [new Error('Network error')],
    refreshAfterRemoval: [new Error('Network error')],
  },
  // Simple paths: the stepper opened, then every way through the quantities that succeed.
  simplePathScopes: [
    {
      name: 'quantity',
      filterEvents: (_snapshot, event) =>
        event.type !== 'POINTER_LEFT' && !event.type.startsWith('xstate.error.'),
    },
  ],
  scenarios: [
    // The cart drawer's lines: their stepper is always open, so the quantity changes with the
    // display collapsed (the generated paths open it first, as an item card would).
    {
      name: 'in the cart drawer: up, refused at the maximum, a failed update, down, removed',
      variant: 'food',
      events: [
        { type: 'QUANTITY_INCREMENTED' },
        done('updateLine', undefined),
        done('refreshCart', undefined),
        { type: 'QUANTITY_INCREMENTED' },
        { type: 'QUANTITY_DECREMENTED' },
        fail('updateLine', UPDATE_REFUSED),
        { type: 'QUANTITY_DECREMENTED' },
        done('updateLine', undefined),
        done('refreshCart', undefined),
        { type: 'QUANTITY_DECREMENTED' },
        fail('removeLine', new Error('')),
        { type: 'REMOVE' },
        done('removeLine', undefined),
        done('refreshAfterRemoval', undefined),
      ],
    },
    {
      name: 'in the cart drawer: no more than the stock',
      variant: 'stock',
      events: [{ type: 'QUANTITY_INCREMENTED' }],
    },
    {
      name: 'hover out collapses after 500 ms, hover back keeps it open',
      variant: 'food',
      events: [
        { type: 'POINTER_ENTERED' },
        { type: 'POINTER_LEFT' },
        { type: 'POINTER_ENTERED' },
        { type: 'POINTER_LEFT' },
        after('stepperCollapse', 'cartLineStepper.active.display.collapsing'),
      ],
    },
    {
      name: 'up to the maximum, refused, down to 1, removed',
      variant: 'food',
      events: [
        { type: 'POINTER_ENTERED' },
        { type: 'QUANTITY_INCREMENTED' },
        done('updateLine', undefined),
        done('refreshCart', undefined),
        { type: 'QUANTITY_INCREMENTED' },
        { type: 'QUANTITY_DECREMENTED' },
        done('updateLine', undefined),
        done('refreshCart', undefined),
        { type: 'QUANTITY_DECREMENTED' },
        done('removeLine', undefined),
        done('refreshAfterRemoval', undefined),
      ],
    },
  ],
});
