import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { tr as t } from '../fixtures/i18n';
import { returningVisitor, visitorSpeaking } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';
import { describeBrowserModel, entriesOf, type StepArgs } from './support/browser-model';
import { runUntil, pauseSoon } from './support/clock';
import { HeldRoute } from './support/held-route';
import type { BrowserPath } from './support/paths';

type Data = {
  /** The parcel variant: the zone lookups are held only once its picker is open. */
  pickerOpen?: boolean;
  search?: HeldRoute;
  details?: HeldRoute;
  geocode?: HeldRoute;
  zone?: HeldRoute;
};

// Where the browser says the visitor is: Gulshan, inside a service zone of the seeded world.
const HERE = { latitude: 23.7806, longitude: 90.4163 };

const searchBox = (page: Page) => page.getByRole('textbox', { name: t('location.searchLabel') });
// The permission dialog hides the page behind it from the accessibility tree, not from the eye.
const suggestions = (page: Page) =>
  page.getByRole('list', { name: t('location.suggestions'), includeHidden: true });
const map = (page: Page) => page.getByRole('application', { name: t('location.mapLabel') });
const permissionDialog = (page: Page) =>
  page.getByRole('alertdialog', { name: t('location.permissionTitle') });
const pickButton = (page: Page) => page.getByRole('button', { name: t('location.pick') });
const parcelPicker = (page: Page) => page.getByRole('dialog', { name: t('parcel.pickPlace') });
const busy = (page: Page) => page.getByLabel(t('common.loading'), { exact: true }).first();

const entries = (path: BrowserPath, index: number, state: string) =>
  entriesOf(path, index, `location.choosing.${state}`);

/** The call a done or error step settles: the one its state made when last entered. */
const callOf = ({ path, index }: StepArgs<Data>, state: string) => entries(path, index - 1, state);

/** The browser's answer to the `count`-th position request, held until now. */
async function answerPosition(page: Page, count: number) {
  await expect.poll(() => page.evaluate(() => window.heldPositions?.length ?? 0)).toBe(count);
  await page.evaluate((n) => window.heldPositions![n - 1]!(), count);
}

/**
 * The parcel page for a visitor with a stored location, which is the sender's address: the parcel
 * module and its first category, through the provider's API.
 */
async function openParcelPage(page: Page, request: APIRequestContext) {
  const world = await findJourneyWorld(request);
  const modules = (await (await request.get('/api/v1/module')).json()) as Array<{
    id: number;
    module_name: string;
    module_type: string;
  }>;
  const parcel = modules.find((module) => module.module_type === 'parcel')!;
  const [category] = (await (
    await request.get('/api/v1/parcel-category', {
      headers: { zoneId: JSON.stringify(world.zoneIds), moduleId: String(parcel.id) },
    })
  ).json()) as Array<{ id: number }>;
  await returningVisitor(page, { ...world, module: parcel });
  await page.goto(`/parcel-delivery-info?category=${category!.id}&step=details`);
  await expect(page.getByRole('heading', { level: 1, name: t('parcel.title') })).toBeVisible();
}

declare global {
  interface Window {
    heldPositions?: Array<() => void>;
  }
}

/**
 * The location picker of the landing page, for a visitor with no location yet. Its four calls
 * (place search, place details, reverse geocoding, zone lookup) are held until the path's done or
 * error steps; the browser's position request is held the same way and then answered by
 * Chromium itself, with the permission granted (done) or not (error). The parcel variant opens
 * the picker from the parcel page's Change address (the sender's), where Pick hands the place to
 * the address dialog. The 300 ms pause before a place search passes only by the path's `after`
 * step, on the page's paused clock.
 */
describeBrowserModel<Data>('location', {
  data: () => ({}),
  start: async ({ page, request, path, index, data }) => {
    const parcel = path.variant.name === 'parcel';
    await visitorSpeaking(page, 'en');
    await page.addInitScript(() => {
      const geolocation = navigator.geolocation;
      const ask = geolocation.getCurrentPosition.bind(geolocation);
      window.heldPositions = [];
      geolocation.getCurrentPosition = (success, error, options) => {
        window.heldPositions!.push(() => ask(success, error, options));
      };
    });
    const held = (endpoint: string) =>
      new HeldRoute(page, (call) => call.url().includes(`/config/${endpoint}`)).install();
    data.search = await held('place-api-autocomplete');
    data.details = await held('place-api-details');
    data.geocode = await held('geocode-api');
    data.zone = await new HeldRoute(
      page,
      (call) => call.url().includes('/config/get-zone-id') && (!parcel || data.pickerOpen === true),
    ).install();
    await page.clock.install();
    if (parcel) {
      // The sender's address is the stored location: Change address opens the picker on it.
      await openParcelPage(page, request);
      data.pickerOpen = true;
      await page
        .getByRole('region', { name: t('parcel.sender') })
        .getByRole('button', { name: t('parcel.changeAddress') })
        .click();
      await expect(parcelPicker(page)).toBeVisible();
    } else await page.goto('/');
    await expect(searchBox(page)).toBeVisible();
    await data.zone.callsMade(entries(path, index, 'point.checkingZone'));
    await pauseSoon(page);
  },
  act: {
    SEARCH_CHANGED: async ({ page, event }) => {
      await searchBox(page).fill(String(event.text));
    },
    'after:placeSearchDebounce': async (args) => {
      const { page, data, delayMs, path, index } = args;
      const before = entries(path, index - 1, 'search.searching');
      await page.clock.runFor(delayMs - 1);
      await expect(searchBox(page)).toBeVisible();
      expect(data.search!.made, 'no place search before the pause is over').toBe(before);
      await page.clock.runFor(1);
      await data.search!.callsMade(before + 1);
    },
    'done:searchPlaces': async (args) => {
      await args.data.search!.settleCall(callOf(args, 'search.searching'), 'release');
      await expect(
        suggestions(args.page).getByRole('button', { includeHidden: true }).first(),
      ).toBeVisible();
    },
    'error:searchPlaces': async (args) => {
      await args.data.search!.settleCall(callOf(args, 'search.searching'), {
        status: 500,
        message: 'Place search is unavailable',
      });
      await expect(suggestions(args.page)).toBeHidden();
    },
    SUGGESTION_CHOSEN: async ({ page }) => {
      const first = suggestions(page).getByRole('button').first();
      const place = await first.innerText();
      await first.click();
      await expect(searchBox(page)).toHaveValue(place);
      await expect(page.getByTestId('picked-address')).toHaveText(place);
    },
    'done:placeDetails': async (args) => {
      await args.data.details!.settleCall(callOf(args, 'point.resolvingPlace'), 'release');
    },
    'error:placeDetails': async (args) => {
      const refusal = 'Place not found';
      await args.data.details!.settleCall(callOf(args, 'point.resolvingPlace'), {
        status: 404,
        message: refusal,
      });
      await expect(args.page.getByRole('button', { name: refusal })).toBeDisabled();
    },
    MAP_MOVED: async ({ page }) => {
      // The arrow keys move the map as a drag does; letting go reports the new centre.
      await map(page).press('ArrowRight');
    },
    'done:reverseGeocode': async (args) => {
      await args.data.geocode!.settleCall(callOf(args, 'point.resolvingAddress'), 'release');
      await expect(args.page.getByTestId('picked-address')).not.toHaveText(
        t('location.noAddressYet'),
      );
    },
    'error:reverseGeocode': async (args) => {
      await args.data.geocode!.settleCall(callOf(args, 'point.resolvingAddress'), {
        status: 500,
        message: 'Geocoding failed',
      });
    },
    'done:lookupZone': async (args) => {
      await args.data.zone!.settleCall(callOf(args, 'point.checkingZone'), 'release');
    },
    'error:lookupZone': async (args) => {
      const refusal = 'Sorry, we do not serve this area yet';
      await args.data.zone!.settleCall(callOf(args, 'point.checkingZone'), {
        status: 403,
        message: refusal,
      });
      await expect(args.page.getByRole('button', { name: refusal })).toBeDisabled();
    },
    USE_CURRENT_LOCATION: async ({ page }) => {
      await page.getByRole('button', { name: t('location.currentLocation') }).click();
    },
    'done:currentPosition': async (args) => {
      const context = args.page.context();
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(HERE);
      await answerPosition(args.page, callOf(args, 'point.detectingPosition'));
    },
    'error:currentPosition': async (args) => {
      const { page, path, index } = args;
      await page.context().clearPermissions();
      await answerPosition(page, callOf(args, 'point.detectingPosition'));
      // React reveals the lazy dialog on a timer of the paused clock (its 300 ms fallback
      // throttle), and the dialog moves focus in on another. The picker's only timer is the
      // search pause: the page's timers run only when none is pending.
      if (!path.trace[index]!.states.includes('location.choosing.search.debouncing'))
        await runUntil(
          page,
          async () =>
            (await permissionDialog(page).isVisible()) &&
            (await permissionDialog(page).evaluate((shown) =>
              shown.contains(document.activeElement),
            )),
          1_000,
        );
    },
    DISMISS_PERMISSION_DIALOG: async ({ page }) => {
      await permissionDialog(page)
        .getByRole('button', { name: t('common.ok') })
        .click();
      await expect(permissionDialog(page)).toBeHidden();
    },
    PICK: async ({ page }) => {
      await pickButton(page).click();
      // The toaster (or, for a parcel, the lazy address dialog) runs on timers of its own: time
      // flows again once the pick is made.
      await page.clock.resume();
    },
  },
  see: {
    'choosing.search.searching': async (args) => {
      await args.data.search!.callsMade(entries(args.path, args.index, 'search.searching'));
    },
    'choosing.point.checkingZone': async ({ page, data, path, index }) => {
      await data.zone!.callsMade(entries(path, index, 'point.checkingZone'));
      await expect(busy(page)).toBeVisible();
    },
    'choosing.point.resolvingPlace': async ({ page, data, path, index }) => {
      await data.details!.callsMade(entries(path, index, 'point.resolvingPlace'));
      await expect(busy(page)).toBeVisible();
    },
    'choosing.point.resolvingAddress': async ({ page, data, path, index }) => {
      await data.geocode!.callsMade(entries(path, index, 'point.resolvingAddress'));
      await expect(busy(page)).toBeVisible();
    },
    'choosing.point.detectingPosition': async ({ page, path, index }) => {
      const count = entries(path, index, 'point.detectingPosition');
      await expect.poll(() => page.evaluate(() => window.heldPositions?.length ?? 0)).toBe(count);
      await expect(busy(page)).toBeVisible();
    },
    'choosing.point.permissionDenied': async ({ page }) => {
      await expect(permissionDialog(page)).toBeVisible();
    },
    'choosing.point.zoneReady': async ({ page }) => {
      await expect(busy(page)).toBeHidden();
      await expect(pickButton(page)).toBeEnabled();
    },
    returned: async ({ page }) => {
      // The picker hands the place back: the address dialog takes it with the contact.
      await expect(parcelPicker(page)).toBeHidden();
      const dialog = page.getByRole('dialog', { name: t('address.addNew') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: t('checkout.address') })).not.toHaveValue(
        '',
      );
    },
    'choosing.point.zoneUnavailable': async ({ page }) => {
      await expect(busy(page)).toBeHidden();
      await expect(pickButton(page)).toBeHidden();
    },
    stored: async ({ page }) => {
      await expect(page.getByText(t('location.newLocationSet'))).toBeVisible();
      await expect(page).toHaveURL(/\/home$/);
      expect(await page.evaluate(() => localStorage.getItem('zoneid'))).toBeTruthy();
    },
  },
  unseen: {
    'choosing.search.idle':
      'The search at rest shows what the step into it left (done:searchPlaces and error:searchPlaces check the suggestions); the page is in the point state checked beside it.',
    'choosing.search.debouncing':
      'The pause before a place search shows nothing: after:placeSearchDebounce checks that no search is made before it is over.',
  },
});
