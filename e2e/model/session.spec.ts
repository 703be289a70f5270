import { expect, type Locator, type Page } from '@playwright/test';
import { tr as t } from '../fixtures/i18n';
import { returningVisitor } from '../fixtures/visitor';
import { findJourneyWorld } from '../fixtures/world';
import { describeBrowserModel } from './support/browser-model';
import { pauseSoon } from './support/clock';
import { DEMO_PASSWORD, DEMO_PHONE, signInToken } from './support/customer';
import { HeldRoute } from './support/held-route';

type Data = { guestRequest?: HeldRoute };

/**
 * Below 1180 px (the phone layout, the gallery's 390 px look) the account is not in the bar but
 * in the menu drawer (SPEC §2): its sign-in link and account menu are reached by opening it.
 */
const narrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1180;
const menuDrawer = (page: Page) => page.getByRole('dialog', { name: t('nav.menu') });

/**
 * Where the account's controls are: the bar, or the menu drawer, opened when it is not and left
 * open (a phone's picture of signedIn or signedOut then shows the account's place).
 */
async function accountArea(page: Page): Promise<Locator> {
  if (!narrow(page)) return page.getByRole('banner');
  const drawer = menuDrawer(page);
  if (!(await drawer.isVisible())) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('nav.menu') })
      .click();
    await expect(drawer).toBeVisible();
  }
  return drawer;
}

const loginLink = async (page: Page) =>
  (await accountArea(page)).getByRole('link', { name: t('auth.login'), exact: true });
const accountMenuButton = async (page: Page) =>
  (await accountArea(page)).getByRole('button', { name: t('account.menu') });
const logoutDialog = (page: Page) =>
  page.getByRole('alertdialog', { name: t('session.logoutConfirm') });
const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

/**
 * The session: guest id, sign-in, logout with its confirmation and 500 ms delay, and the 401
 * path. The variant's token and guest id are real ones from the provider, stored before the app
 * starts; the guest-id request is held until the path's done or error step.
 */
describeBrowserModel<Data>('session', {
  data: () => ({}),
  start: async ({ page, request, path, data }) => {
    const input = path.variant.input as { token: string | null; guestId: string | null };
    const world = await findJourneyWorld(request);
    await returningVisitor(page, world);
    const token = input.token ? await signInToken(request) : null;
    const guestId = input.guestId
      ? ((await (await request.post('/api/v1/auth/guest/request')).json()) as { guest_id: string })
          .guest_id
      : null;
    await page.addInitScript(
      ({ token, guestId }) => {
        if (sessionStorage.getItem('model-session-stored')) return;
        sessionStorage.setItem('model-session-stored', '1');
        if (token) localStorage.setItem('token', token);
        if (guestId) localStorage.setItem('guest_id', String(guestId));
      },
      { token, guestId },
    );
    data.guestRequest = await new HeldRoute(
      page,
      (call) => call.method() === 'POST' && call.url().includes('/auth/guest/request'),
    ).install();
    await page.clock.install();
    await page.goto('/home');
  },
  act: {
    'done:requestGuestId': async ({ page, data }) => {
      await data.guestRequest!.release();
      await expect.poll(() => stored(page, 'guest_id')).toBeTruthy();
    },
    'error:requestGuestId': async ({ page, data, path, index }) => {
      await data.guestRequest!.fail(500, 'Network error');
      // A customer whose token came without a guest id stays signed in; a guest stays out.
      const signedIn = path.trace[index]!.states.includes('session.signedIn');
      await expect(await (signedIn ? accountMenuButton(page) : loginLink(page))).toBeVisible();
      expect(await stored(page, 'guest_id')).toBeNull();
    },
    SIGNED_IN: async ({ page }) => {
      await (await loginLink(page)).click();
      // The link leads to the sign-in page with the menu closed.
      await expect(menuDrawer(page)).toBeHidden();
      await page.getByRole('textbox', { name: t('auth.identifier') }).fill(DEMO_PHONE);
      await page.getByLabel(t('auth.password')).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: t('auth.login'), exact: true }).click();
      await expect(page.getByText(t('auth.signedIn'))).toBeVisible();
    },
    LOGOUT: async ({ page }) => {
      // Logout is the account menu's last entry (SPEC §2).
      await (await accountMenuButton(page)).click();
      // The menu open first: at 390 px, right after signing in (its toast over the drawer's
      // foot), a tap on Logout while the menu opened was lost in 2 runs of 2.
      await expect(page.getByRole('menu')).toBeVisible();
      await page.getByRole('menuitem', { name: t('auth.logout') }).click();
    },
    CANCEL: async ({ page }) => {
      await logoutDialog(page)
        .getByRole('button', { name: t('common.cancel') })
        .click();
    },
    CONFIRM: async ({ page }) => {
      // The 500 ms before "Logout successful." runs on the page's clock, paused from here on.
      await pauseSoon(page);
      await logoutDialog(page)
        .getByRole('button', { name: t('auth.logout') })
        .click();
      await expect.poll(() => stored(page, 'token')).toBeNull();
    },
    'after:logoutDelay': async ({ page, delayMs }) => {
      await page.clock.runFor(delayMs - 1);
      await expect(page.getByText(t('session.logoutSuccessful'))).toBeHidden();
      await page.clock.runFor(1);
      // The toaster animates on timers of its own: time flows again once the delay is over.
      await page.clock.resume();
      await expect(page.getByText(t('session.logoutSuccessful'))).toBeVisible();
      await expect(page).toHaveURL(/\/home$/);
    },
    UNAUTHORIZED: async ({ page }) => {
      // The provider refuses the token on the next call that carries it (calls without it, which
      // may come first, go through). The page is left first: a call of the page already open
      // (the review reminder after sign-in) would take the one refusal and unload with it.
      await page.goto('about:blank');
      // The reload may ask for a guest id again (a token came without one): no call is held now.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      let refused = false;
      await page.route('**/api/v1/customer/**', async (route) => {
        const bearer = (await route.request().headerValue('authorization')) ?? '';
        if (refused || !/^Bearer \S+/.test(bearer) || bearer === 'Bearer null')
          return route.continue();
        refused = true;
        return route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] }),
        });
      });
      await page.goto('/home');
      await expect(page.getByText(t('session.tokenExpired'))).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/sign-in/);
    },
  },
  see: {
    signedOut: async ({ page }) => {
      const link = await loginLink(page);
      await expect(link).toBeVisible();
      // In the picture (the drawer's foot on a phone).
      await link.scrollIntoViewIfNeeded();
      expect(await stored(page, 'token')).toBeNull();
    },
    signedIn: async ({ page }) => {
      await expect(logoutDialog(page)).toBeHidden();
      const account = await accountMenuButton(page);
      await expect(account).toBeVisible();
      await account.scrollIntoViewIfNeeded();
      expect(await stored(page, 'token')).toBeTruthy();
    },
    requestingGuestId: async ({ data }) => {
      await data.guestRequest!.nextCall();
    },
    confirmingLogout: async ({ page }) => {
      await expect(logoutDialog(page)).toBeVisible();
    },
    loggingOut: async ({ page }) => {
      await expect(logoutDialog(page)).toBeHidden();
      // On a phone the menu the logout was chosen in is still open (the page's clock is paused
      // here: nothing need be opened): it shows the sign-in link in the account's place.
      await expect(await loginLink(page)).toBeVisible();
    },
  },
});
