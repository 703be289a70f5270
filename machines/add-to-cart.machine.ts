import { assign, emit, fromPromise, setup } from 'xstate';
import { errorToast, toastKey, type Effect } from './effects';

/** What the storefront knows when the customer presses Add. */
export type AddRequest = {
  itemId: number;
  storeId: number;
  /** Slug or id of the item's page, for items whose options must be chosen first. */
  itemPath: string;
  quantity: number;
  /** The unit price shown; the provider recomputes it from the catalogue. */
  price: number;
  /** The options chosen on the item's page (CONTRACT "Cart" shapes); none for simple items. */
  variation?: unknown[];
  addOnIds?: number[];
  addOnQtys?: number[];
  /** Items with variations or add-ons go to their detail page instead of being added at once. */
  needsOptions: boolean;
  /** The store of the lines already in the cart, or null when the cart is empty. */
  cartStoreId: number | null;
  hasLocation: boolean;
  /**
   * The item as the page shows it, passed through untouched: the cart shows the new line with it
   * before the provider answers.
   */
  item?: unknown;
  /**
   * A change made offline and replayed from the outbox (issue 31) carries its own key: the
   * provider makes it once however often it is sent.
   */
  idempotencyKey?: string;
  /**
   * The page was offline at the press (the connectivity machine): the app's `addItem` keeps the
   * line in the outbox instead of sending it; the rules above apply when it is sent.
   */
  offline?: boolean;
};

/**
 * The provider's refusal of a line from another store than the cart's (its `errors[].code`): the
 * tab's cart was not the provider's (changed in another tab or device since it was read).
 */
export const DIFFERENT_STORE = 'different_store';

export type AddToCartContext = { request: AddRequest | null };

export type AddToCartEvent =
  | ({ type: 'ADD' } & AddRequest)
  | { type: 'CONFIRM_CLEAR' }
  | { type: 'CANCEL' }
  | { type: 'LOCATION_PROMPT_CLOSED' };

export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
    emitted: {} as Effect,
  },
  actors: {
    addItem: fromPromise<void, AddRequest>(async () => {
      throw new Error('addItem not provided');
    }),
    clearCart: fromPromise<void, void>(async () => {
      throw new Error('clearCart not provided');
    }),
  },
  guards: {
    noLocation: ({ event }) => event.type === 'ADD' && !event.hasLocation,
    needsOptions: ({ event }) => event.type === 'ADD' && event.needsOptions,
    otherStoreInCart: ({ event }) =>
      event.type === 'ADD' && event.cartStoreId !== null && event.cartStoreId !== event.storeId,
    refusedForOtherStore: ({ event }) =>
      (event as { error?: { code?: unknown } }).error?.code === DIFFERENT_STORE,
  },
  actions: {
    remember: assign({
      request: ({ event }) => {
        if (event.type !== 'ADD') return null;
        const { type: _type, ...request } = event;
        return request;
      },
    }),
    forget: assign({ request: null }),
    openItemPage: emit(({ event }) => ({
      type: 'navigate' as const,
      to: event.type === 'ADD' ? `/product/${event.itemPath}` : '/home',
    })),
    // Offline, the line waits in the app's outbox: it is not in the provider's cart yet.
    toastAdded: emit(({ context }) =>
      context.request?.offline
        ? toastKey('info', 'pwa.savedOffline')
        : toastKey('success', 'cart.itemAdded'),
    ),
    toastClearedAndAdded: emit(toastKey('success', 'cart.clearedAndAdded')),
    toastFailure: emit(({ event }) => errorToast((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'addToCart',
  description:
    'Adding an item to the cart, keeping one store per cart: an item from another store asks to clear the cart first; without a delivery location the location prompt opens; items with options go to their page.',
  context: { request: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing being added.',
      on: {
        ADD: [
          { guard: 'noLocation', target: 'locationPrompt' },
          { guard: 'needsOptions', actions: 'openItemPage' },
          { guard: 'otherStoreInCart', target: 'confirmingClear', actions: 'remember' },
          { target: 'adding', actions: 'remember' },
        ],
      },
    },
    locationPrompt: {
      description: '"Insert delivery location" modal with Pick from Map.',
      on: { LOCATION_PROMPT_CLOSED: 'idle' },
    },
    confirmingClear: {
      description:
        "The cart holds another store's items: the clear-cart dialog (Cancel, Clear Cart).",
      on: {
        CONFIRM_CLEAR: 'clearing',
        CANCEL: { target: 'idle', actions: 'forget' },
      },
    },
    clearing: {
      description: "Clearing the cart before adding the new store's item.",
      invoke: {
        id: 'clearCart',
        src: 'clearCart',
        onDone: 'addingAfterClear',
        onError: {
          target: 'idle',
          actions: ['toastFailure', 'forget'],
        },
      },
    },
    addingAfterClear: {
      description: 'Adding the item to the now empty cart.',
      invoke: {
        id: 'addAfterClear',
        src: 'addItem',
        input: ({ context }) => context.request as AddRequest,
        onDone: { target: 'idle', actions: ['toastClearedAndAdded', 'forget'] },
        onError: {
          target: 'idle',
          actions: ['toastFailure', 'forget'],
        },
      },
    },
    adding: {
      description:
        'Adding the item: the cart shows it at once, its Add button a spinner; a refusal puts the cart back as it was.',
      invoke: {
        id: 'addItem',
        src: 'addItem',
        input: ({ context }) => context.request as AddRequest,
        onDone: { target: 'idle', actions: ['toastAdded', 'forget'] },
        onError: [
          {
            guard: 'refusedForOtherStore',
            target: 'confirmingClear',
            description:
              "The provider's cart holds another store's items (changed in another tab): the clear-cart dialog, as if the tab had known.",
          },
          { target: 'idle', actions: ['toastFailure', 'forget'] },
        ],
      },
    },
  },
});
