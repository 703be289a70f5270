/**
 * Which generated paths run in Chromium against the real app (e2e/model), shared by the
 * Playwright specs and the flow explorer's link from a path to its test: one spec file per
 * machine, one test per chosen path, titled with the path's id.
 */
import type { AnyEventObject } from 'xstate';
import { selectForBrowser, type SelectablePath } from './selection';
import type { TracedStep } from './trace';

/**
 * Where an event happens in its path: the path's id (`<machine>/<variant>/…`), the steps before
 * it and the machine's context just before it (as the trace's real actor holds it).
 */
export type StepPlace = {
  pathId: string;
  before: TracedStep[];
  step: TracedStep;
  context?: Record<string, unknown>;
};

export type BrowserModel = {
  file: string;
  /**
   * Why an event cannot be made to happen through the app's screens (undefined when it can):
   * paths with such an event stay in the unit model tests, and the spec prints the reason.
   */
  notInBrowser?: (event: AnyEventObject, place: StepPlace) => string | undefined;
};

/** The location picker's search text before a step: what was typed last, or the chosen place. */
function searchTextBefore(before: TracedStep[]): string {
  for (const { event } of [...before].reverse()) {
    if (event.type === 'SEARCH_CHANGED') return String(event.text);
    if (event.type === 'SUGGESTION_CHOSEN') return String(event.place.description);
  }
  return '';
}

/** Whether the picker's suggestion list shows the answer of a place search before a step. */
function suggestionsShownBefore(before: TracedStep[]): boolean {
  for (const { event } of [...before].reverse()) {
    if (event.type === 'xstate.done.actor.searchPlaces') return true;
    if (
      event.type === 'xstate.error.actor.searchPlaces' ||
      event.type === 'SUGGESTION_CHOSEN' ||
      (event.type === 'SEARCH_CHANGED' && String(event.text).trim() === '')
    )
      return false;
  }
  return false;
}

const USER_EVENTS = new Set([
  'SEARCH_CHANGED',
  'SUGGESTION_CHOSEN',
  'MAP_MOVED',
  'USE_CURRENT_LOCATION',
  'PICK',
]);

const QUANTITY_EVENTS = new Set(['QUANTITY_INCREMENTED', 'QUANTITY_DECREMENTED', 'REMOVE']);

/** A cart line stepper path that hovers: the item card's stepper, not the drawer's, runs it. */
export function onItemCard({ before, step }: Pick<StepPlace, 'before' | 'step'>): boolean {
  return [...before, step].some(
    ({ event }) => event.type === 'POINTER_ENTERED' || event.type === 'POINTER_LEFT',
  );
}

export const browserModels: Record<string, BrowserModel> = {
  location: {
    file: 'e2e/model/location.spec.ts',
    notInBrowser: (event, { pathId, before }) => {
      if (
        pathId.split('/')[1] === 'parcel' &&
        !['xstate.init', 'xstate.done.actor.lookupZone', 'PICK'].includes(event.type)
      )
        return "the parcel page's Change address opens the same picker: the store paths drive its steps, the parcel paths only the Pick that hands the place back";
      const last = before.at(-1);
      if (
        USER_EVENTS.has(event.type) &&
        last?.states.includes('location.choosing.point.permissionDenied')
      )
        return 'the permission dialog is modal: nothing behind it can be typed, chosen or moved until it is dismissed';
      if (event.type === 'SUGGESTION_CHOSEN' && !suggestionsShownBefore(before))
        return 'a place can be chosen only from the suggestions a place search answered';
      if (event.type === 'SEARCH_CHANGED' && String(event.text) === searchTextBefore(before))
        return 'the search box already holds that text: typing it again changes nothing';
      return undefined;
    },
  },
  addToCart: {
    file: 'e2e/model/add-to-cart.spec.ts',
  },
  cartLineStepper: {
    file: 'e2e/model/cart-line-stepper.spec.ts',
    notInBrowser: (event, place) => {
      if (
        event.type === 'xstate.error.actor.refreshCart' ||
        event.type === 'xstate.error.actor.refreshAfterRemoval'
      )
        return "the refresh is TanStack Query's invalidateQueries, whose promise never rejects (a failed refetch stays in the query)";
      if (!QUANTITY_EVENTS.has(event.type) || !onItemCard(place)) return undefined;
      // The drawer's lines are always open; a path that hovers runs on the item card.
      if (!place.before.at(-1)?.states.includes('cartLineStepper.active.display.expanded'))
        return "an item card's delete, − and + show only while its stepper is open, and the pointer on them keeps it open";
      const line = place.context?.line as { quantity: number } | undefined;
      if (event.type === 'QUANTITY_DECREMENTED' && (line?.quantity ?? 0) <= 1)
        return 'at 1 the item card shows delete in place of −';
      if (event.type === 'REMOVE' && (line?.quantity ?? 0) > 1)
        return 'the item card shows delete only at 1';
      return undefined;
    },
  },
  failedPayment: {
    file: 'e2e/model/failed-payment.spec.ts',
    notInBrowser: (event, { pathId, before }) =>
      event.type === 'BACK_TO_HOME' && !before.at(-1)?.states.includes('failedPayment.failed')
        ? 'the dialog is modal: Back to home behind it cannot be pressed while it is open'
        : event.type === 'SWITCH_TO_COD' && pathId.split('/')[1] === 'no cash on delivery'
          ? 'the dialog shows no Switch button where the zone takes no cash'
          : undefined,
  },
  itemOptions: {
    file: 'e2e/model/item-options.spec.ts',
    notInBrowser: (event, { before, context }) => {
      const state = before.at(-1)?.states ?? [];
      const selection = context?.selection as
        | {
            food: Record<string, string[]>;
            choices: Record<string, string>;
            addOns: Record<string, number>;
          }
        | undefined;
      const item = context?.item as
        { foodVariations: Array<{ name: string; type: string | null }> } | undefined;
      const button: Record<string, string> = {
        ADD_TO_CART: 'itemOptions.editing.notInCart',
        UPDATE_CART: 'itemOptions.editing.inCart',
        ORDER_NOW: 'itemOptions.editing.campaign',
      };
      if (button[event.type] && !state.includes(button[event.type]!))
        return 'the form shows one main button: Add to Cart, Update To Cart or Order Now by the item';
      if (!selection || !item) return undefined;
      const addOn = selection.addOns[String(event.addOnId)] ?? 0;
      if ((event.type === 'ADDON_INCREMENTED' || event.type === 'ADDON_DECREMENTED') && addOn === 0)
        return "an add-on's stepper shows only once the add-on is checked";
      if (event.type === 'ADDON_TOGGLED' && Boolean(event.checked) === addOn > 0)
        return 'the add-on checkbox is already so: a click turns it the other way';
      if (event.type === 'CHOICE_SELECTED' && selection.choices[event.choice] === event.option)
        return 'the chosen radio button sends nothing when pressed again';
      const group = item.foodVariations.find((candidate) => candidate.name === event.group);
      if (
        event.type === 'VARIATION_VALUE_TOGGLED' &&
        group?.type === 'single' &&
        (selection.food[event.group] ?? []).includes(String(event.label))
      )
        return 'the chosen radio button sends nothing when pressed again';
      return undefined;
    },
  },
  orderTracking: {
    file: 'e2e/model/order-tracking.spec.ts',
    notInBrowser: (event, { before }) => {
      if (event.type === 'ORDER_RECEIVED' || event.type === 'STREAM_LOST')
        return "the provider's order stream cannot be held step by step like a fetch: these paths stay in the unit model tests, and e2e/journeys/live-status.spec.ts follows the real stream (live, and polling with it blocked)";
      const failure = before.at(-1)?.event as { error?: { status?: number } } | undefined;
      if (event.type === 'RETRY' && failure?.error?.status === 404)
        return '"Order not found" leads back to the form (Check the order number), not to Try again';
      return undefined;
    },
  },
  checkout: {
    file: 'e2e/model/checkout.spec.ts',
    notInBrowser: (event, { pathId, context }) => {
      const variant = pathId.split('/')[1];
      const options = context?.options as { orderType?: string } | undefined;
      const allowed = context?.allowedMethods as string[] | undefined;
      if (variant === 'saved details')
        return "a customer's campaign checkout fills nothing in by itself: the app has no saved details to start from";
      if (variant === 'no cash on delivery')
        return "the provider has no call to turn cash on delivery off, and a guest's checkout starts with the address only: e2e/journeys/checkout-customer.spec.ts turns it off in the browser's config answer";
      if (event.type === 'PAYMENT_METHODS_CHANGED')
        return "the config's and the zone's answers come from the provider, which cannot change them while the checkout is open";
      if (event.type === 'ADDRESS_CHOSEN' || event.type === 'CONTACT_CHOSEN')
        return 'chosen through the address and guest contact dialogs: e2e/journeys/checkout-customer.spec.ts chooses saved addresses and a take-away contact';
      if (event.type === 'PLACE_ORDER' && event.typed)
        return 'a browser leaves the field it types in (which commits it) before Place Order is pressed';
      if (
        event.type === 'PAYMENT_METHOD_CHOSEN' &&
        event.method === 'wallet' &&
        variant !== 'saved details'
      )
        return 'a guest has no wallet: the checkout offers it to signed-in customers only';
      if (event.type === 'PAYMENT_METHOD_CHOSEN' && allowed && !allowed.includes(event.method))
        return 'the checkout shows no choice for a method that is not offered';
      if (event.type === 'FIELD_CHANGED' && options?.orderType === 'take_away')
        return "take-away shows no address fields, and the contact's dialog saves name, phone and email together";
      return undefined;
    },
  },
  checkoutGate: {
    file: 'e2e/model/checkout-gate.spec.ts',
    notInBrowser: (event) =>
      event.type === 'CHECKOUT' && event.itemCount === 0
        ? 'the cart drawer shows no Checkout button for an empty cart'
        : undefined,
  },
  searchBox: {
    file: 'e2e/model/search-box.spec.ts',
    notInBrowser: (event) =>
      event.type === 'xstate.error.actor.fetchKeywords'
        ? 'the app has no keyword call yet: its stub answers an empty list and never fails'
        : undefined,
  },
  session: {
    file: 'e2e/model/session.spec.ts',
    notInBrowser: (event) =>
      event.type === 'GUEST_ID_REJECTED'
        ? 'no screen or call of the app sends it'
        : event.type === 'ACCOUNT_DELETED'
          ? 'it would delete the demo customer every path shares (e2e/journeys/profile.spec.ts deletes one of its own)'
          : undefined,
  },
};

/** Why a path cannot run in the browser, or undefined. */
export function notInBrowserReason(
  machineId: string,
  path: Pick<SelectablePath, 'id' | 'trace'>,
): string | undefined {
  const check = browserModels[machineId]?.notInBrowser;
  if (!check) return undefined;
  for (const [index, step] of path.trace.entries()) {
    const reason = check(step.event, {
      pathId: path.id,
      before: path.trace.slice(0, index),
      step,
      context: path.trace[index - 1]?.context as Record<string, unknown> | undefined,
    });
    if (reason) return reason;
  }
  return undefined;
}

/**
 * Why each state and transition that no runnable path reaches stays out of the browser: the
 * reason of the refused step that reaches it when there is one, else the reason its path was left
 * out for. `runnable` holds what the runnable paths reach.
 */
export function notInBrowserReasons(
  machineId: string,
  paths: Array<Pick<SelectablePath, 'id' | 'trace'>>,
  runnable: { states: Set<string>; transitions: Set<string> },
): { states: Map<string, string>; transitions: Map<string, string> } {
  const states = new Map<string, string>();
  const transitions = new Map<string, string>();
  const check = browserModels[machineId]?.notInBrowser;
  if (!check) return { states, transitions };
  for (const stepLevel of [true, false])
    for (const path of paths) {
      const pathReason = notInBrowserReason(machineId, path);
      if (!pathReason) continue;
      for (const [index, step] of path.trace.entries()) {
        const reason = stepLevel
          ? check(step.event, {
              pathId: path.id,
              before: path.trace.slice(0, index),
              step,
              context: path.trace[index - 1]?.context as Record<string, unknown> | undefined,
            })
          : pathReason;
        if (!reason) continue;
        for (const key of step.transitions)
          if (!runnable.transitions.has(key) && !transitions.has(key)) transitions.set(key, reason);
        for (const id of step.states)
          if (!runnable.states.has(id) && !states.has(id)) states.set(id, reason);
      }
    }
  return { states, transitions };
}

/** The paths e2e/model runs for a machine: the runnable ones, chosen by `selectForBrowser`. */
export function browserPaths<TPath extends SelectablePath>(
  machineId: string,
  paths: TPath[],
): TPath[] {
  if (!browserModels[machineId]) return [];
  return selectForBrowser(paths.filter((path) => !notInBrowserReason(machineId, path)));
}

export function browserTestOf(machineId: string, pathId: string) {
  const file = browserModels[machineId]?.file;
  if (!file) return undefined;
  return {
    file,
    title: pathId,
    command: `npx playwright test ${file} -g "${pathId}"`,
  };
}
