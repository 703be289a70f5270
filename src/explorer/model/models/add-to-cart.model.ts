import {
  addToCartMachine,
  DIFFERENT_STORE,
  type AddRequest,
} from '../../../../machines/add-to-cart.machine';
import { ApiError } from '../../../api/errors';
import { defineModel } from '../model';

const item: AddRequest = {
  itemId: 101,
  storeId: 7,
  itemPath: 'chicken-biryani-101',
  quantity: 1,
  price: 4.5,
  needsOptions: false,
  cartStoreId: null,
  hasLocation: true,
};

/** ADD as the storefront sends it, one case per branch of the one-store rule. */
export const ADD_SAMPLES = {
  noLocation: { ...item, hasLocation: false },
  needsOptions: {
    ...item,
    itemId: 102,
    itemPath: 'pizza-with-toppings-102',
    needsOptions: true,
    cartStoreId: 7,
  },
  otherStore: { ...item, cartStoreId: 9 },
  sameStore: { ...item, cartStoreId: 7, quantity: 2 },
  emptyCart: { ...item },
} satisfies Record<string, AddRequest>;

export const OUT_OF_STOCK = new ApiError(403, 'stock', ['Out of stock']);
/** The provider's cart holds another store's items the tab did not know of. */
export const OTHER_STORE_IN_CART = new ApiError(403, DIFFERENT_STORE, [
  'You can only order from one store at a time',
]);

export const addToCartModel = defineModel({
  machine: addToCartMachine,
  variants: [{ name: 'default', description: 'the cart drawer and item cards', input: undefined }],
  events: {
    ADD: Object.values(ADD_SAMPLES),
    CONFIRM_CLEAR: [{}],
    CANCEL: [{}],
    LOCATION_PROMPT_CLOSED: [{}],
  },
  done: { addItem: [undefined], clearCart: [undefined], addAfterClear: [undefined] },
  errors: {
    addItem: [OUT_OF_STOCK, OTHER_STORE_IN_CART],
    // no words from the provider: the generic message
    clearCart: [new Error('')],
    addAfterClear: [new ApiError(403, 'stock', ['Out of stock'])],
  },
  scenarios: [
    {
      name: 'clear refused, then same store added',
      variant: 'default',
      events: [
        { type: 'ADD', ...ADD_SAMPLES.otherStore },
        { type: 'CONFIRM_CLEAR' },
        { type: 'xstate.error.actor.clearCart', error: new Error('') },
        { type: 'ADD', ...ADD_SAMPLES.sameStore },
        { type: 'xstate.done.actor.addItem', output: undefined },
      ],
    },
  ],
});
