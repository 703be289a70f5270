/**
 * Which generated paths run in Chromium against the real app (e2e/model), shared by the
 * Playwright specs and the flow explorer's link from a path to its test: one spec file per
 * machine, one test per chosen path, titled with the path's id.
 */
import type { AnyEventObject } from 'xstate';
import { selectForBrowser, type SelectablePath } from './selection';

export type BrowserModel = {
  file: string;
  /**
   * Why an event cannot be made to happen through the app's screens (undefined when it can):
   * paths with such an event stay in the unit model tests, and the spec prints the reason.
   */
  notInBrowser?: (event: AnyEventObject) => string | undefined;
};

export const browserModels: Record<string, BrowserModel> = {
  addToCart: {
    file: 'e2e/model/add-to-cart.spec.ts',
    notInBrowser: (event) =>
      event.type === 'ADD' && event.needsOptions
        ? 'not driven yet: needs a store page whose card offers an item with options'
        : event.type === 'ADD' && !event.hasLocation
          ? 'the store page shows no item cards before a location is chosen'
          : undefined,
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
  path: Pick<SelectablePath, 'trace'>,
): string | undefined {
  const check = browserModels[machineId]?.notInBrowser;
  if (!check) return undefined;
  for (const step of path.trace) {
    const reason = check(step.event);
    if (reason) return reason;
  }
  return undefined;
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
